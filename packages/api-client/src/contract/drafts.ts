/**
 * The calls of the ad-draft box (docs/requirements.md#ad-drafts), on the schemas of
 * `@adconsole/draft-rules`, so a save runs the very rules the editor runs: a draft's base, list,
 * detail, copy and delete, and for each kind of item (campaign, unit, keyword, creative) list, save, delete
 * and batch delete.
 *
 * Account scope: a draft is built for one of the user's provider accounts, named by its `accountId`. Only
 * `/adDraft/save` carries it, so only that call is account-scoped: the server checks the account is the
 * user's (403), and the client's merge of the current account fills it only when the body names none, so
 * the account chosen in the form wins. Every other call names a draft (or its item) by id; the server finds
 * it among the user's own drafts (404 otherwise), whatever account is current.
 */
import {
  Campaign,
  CampaignRecord,
  Creative,
  CreativeRecord,
  DraftBase,
  DraftDetail,
  DraftRecord,
  DraftStatus,
  draftLimits,
  draftStatus,
  FailReason,
  Id,
  Keyword,
  KeywordRecord,
  SyncState,
  Unit,
  UnitRecord,
  type DraftItemKind,
} from '@adconsole/draft-rules';
import { z } from 'zod';
import { apiBasePath, defineEndpoint } from './endpoint';
import { IsoDate } from './metrics';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';
import { NoData } from './text-rules';

/**
 * The permission every change of a draft needs (docs/requirements.md#users-roles-and-permissions); reading
 * one's own drafts needs none.
 */
export const draftEditPermission = 'draft:edit';

/** The permission uploading a draft to the provider needs (docs/requirements.md#users-roles-and-permissions). */
export const draftUploadPermission = 'draft:upload';

/** A draft uploading: its detail shows progress, and clients ask for it again until the upload ends. */
export const draftUploadingStatus = draftStatus.uploading;

const ById = z.object({ id: Id });
const ByIds = z.object({ ids: z.array(Id).min(1).max(1000) });

/** What every save answers: the id of the draft or item saved. */
export const SavedId = z.object({ id: Id });

export const DraftListRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
  query: z
    .object({
      /** Part of the draft's name. */
      name: z.string().trim().max(draftLimits.draftName).optional(),
      status: DraftStatus.optional(),
    })
    .default({}),
});

/** A draft's base: without `id` a new draft (status 1), with it the draft renamed or moved to another account. */
export const DraftSaveRequest = DraftBase.extend({ id: Id.optional() });

/** The fields a save of an item carries beside the item's own: `id` to update it, its draft. */
const itemSaveFields = { id: Id.optional(), draftId: Id };

export const CampaignSaveRequest = Campaign.safeExtend(itemSaveFields);
export const UnitSaveRequest = Unit.safeExtend(itemSaveFields);
export const KeywordSaveRequest = Keyword.safeExtend(itemSaveFields);
export const CreativeSaveRequest = Creative.safeExtend(itemSaveFields);

/** A draft's items of one kind; `parentId` keeps one parent's (a campaign's units, a unit's keywords…). */
const ItemListRequest = z.object({ draftId: Id, parentId: Id.optional() });
export const CampaignListRequest = ItemListRequest.omit({ parentId: true });

function itemCalls<Rec extends z.ZodType, Save extends z.ZodType, List extends z.ZodType>(
  kind: DraftItemKind,
  schemas: { record: Rec; save: Save; list: List },
  summaries: { list: string; save: string; delete: string; batchDelete: string },
) {
  const write = { accountScoped: false, write: true, permission: draftEditPermission } as const;
  return {
    list: defineEndpoint({
      method: 'POST',
      path: `/adDraft/${kind}/list`,
      request: schemas.list,
      response: z.array(schemas.record),
      accountScoped: false,
      summary: summaries.list,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `/adDraft/${kind}/save`,
      request: schemas.save,
      response: SavedId,
      ...write,
      summary: `${summaries.save} Invalid fields answer 400 naming each in the caller's language.`,
    }),
    delete: defineEndpoint({
      method: 'POST',
      path: `/adDraft/${kind}/delete`,
      request: ById,
      response: NoData,
      ...write,
      summary: summaries.delete,
    }),
    batchDelete: defineEndpoint({
      method: 'POST',
      path: `/adDraft/${kind}/batchDelete`,
      request: ByIds,
      response: NoData,
      ...write,
      summary: summaries.batchDelete,
    }),
  };
}

/**
 * Template import of a unit's keywords or creatives (docs/requirements.md#ad-drafts): the spreadsheet types
 * taken (by name here; the server also checks the content), the rows one import takes, the largest file, and
 * where the templates are downloaded from, without login (`${importTemplatePath}/<file>?t=<ms>`).
 */
export const importLimits = { rows: 10_000, fileBytes: 10 * 1024 * 1024 } as const;
export const importFileTypes = ['.xlsx', '.xls', '.et', '.sheet'] as const;
export const importTemplatePath = `${apiBasePath}/templates`;
/** Each template's file and its columns in order, each a field of the item (its header the field's label). */
export const importTemplates = {
  keyword: { file: 'keyword-template.xlsx', columns: ['keyword', 'matchType'] },
  creative: {
    file: 'creative-template.xlsx',
    columns: ['title', 'description1', 'description2', 'miniProgramUrl'],
  },
} as const;
export type ImportKindName = keyof typeof importTemplates;

/** The form fields beside the file of an import: the draft and its unit the rows go to. */
export const ItemImportFields = z.object({
  draftId: z.coerce.number().pipe(Id),
  unitId: z.coerce.number().pipe(Id),
});

/** A row the rules refused: its row number in the sheet, why, and the row's own columns as the sheet has them. */
export const ImportFailure = z.looseObject({ dataNum: z.number().int(), failMessage: z.string() });
export type ImportFailure = z.infer<typeof ImportFailure>;

/** What an import answers: how many rows were kept, and the rows refused (none kept of those). */
export const ImportResult = z.object({ imported: z.number().int().min(0), failed: z.array(ImportFailure) });
export type ImportResult = z.infer<typeof ImportResult>;

function importCall(kind: ImportKindName, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/adDraft/${kind}/import`,
    request: ItemImportFields,
    response: ImportResult,
    transfer: 'upload',
    accountScoped: false,
    localized: true,
    write: true,
    // The import step says why a file was refused (the 400's reason, not the code's general message).
    silentErrors: true,
    permission: draftEditPermission,
    summary: `${summary} Multipart: field file (.xlsx, .xls, .et or .sheet, at most ${importLimits.rows} rows) plus draftId and unitId; every row is checked with the draft rules, the good ones are kept in one transaction and the others answered with dataNum and failMessage. A file that is not a spreadsheet, holds formulas, is too large or has too many rows answers 400 and nothing is kept.`,
  });
}

/** The calls of each kind of item, by kind. */
export const draftItemCalls = {
  campaign: itemCalls(
    'campaign',
    { record: CampaignRecord, save: CampaignSaveRequest, list: CampaignListRequest },
    {
      list: 'The campaigns of a draft of the user.',
      save: 'Creates (without id) or updates (with id) a campaign of a draft and answers its id; a name another campaign of the draft has answers 1400.',
      delete: 'Deletes a campaign of a draft; a campaign that still has units answers 921001.',
      batchDelete: "Deletes campaigns of a draft with their units and the units' keywords and creatives.",
    },
  ),
  unit: itemCalls(
    'unit',
    { record: UnitRecord, save: UnitSaveRequest, list: ItemListRequest },
    {
      list: "The units of a draft of the user; parentId keeps one campaign's.",
      save: 'Creates (without id) or updates (with id) a unit of a draft and answers its id; its campaign must be of the same draft.',
      delete: 'Deletes a unit of a draft; a unit that still has keywords or creatives answers 921002.',
      batchDelete: 'Deletes units of a draft with their keywords and creatives.',
    },
  ),
  keyword: itemCalls(
    'keyword',
    { record: KeywordRecord, save: KeywordSaveRequest, list: ItemListRequest },
    {
      list: "The keywords of a draft of the user; parentId keeps one unit's.",
      save: 'Creates (without id) or updates (with id) a keyword of a draft and answers its id; a keyword its unit already has answers 1400.',
      delete: 'Deletes a keyword of a draft.',
      batchDelete: 'Deletes keywords of a draft.',
    },
  ),
  creative: itemCalls(
    'creative',
    { record: CreativeRecord, save: CreativeSaveRequest, list: ItemListRequest },
    {
      list: "The creatives of a draft of the user; parentId keeps one unit's.",
      save: 'Creates (without id) or updates (with id) a creative of a draft with its pictures and answers its id.',
      delete: 'Deletes a creative of a draft.',
      batchDelete: 'Deletes creatives of a draft.',
    },
  ),
};

/** Where an upload is (docs/requirements.md#ad-drafts): running, or ended with every item accepted or not. */
export const UploadStatus = z.enum(['uploading', 'succeeded', 'failed']);
export type UploadStatus = z.infer<typeof UploadStatus>;

/** The kinds of an upload's items, in the order the provider creates them. */
export const UploadItemKind = z.enum(['campaign', 'unit', 'keyword', 'creative', 'picture']);
export type UploadItemKind = z.infer<typeof UploadItemKind>;

/** An item's result at the provider: not sent yet, created there, or refused with its reason. */
export const UploadItemResult = z.enum(['pending', 'created', 'refused']);
export type UploadItemResult = z.infer<typeof UploadItemResult>;

/** One upload of a draft as the ad report lists it; times are yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export const UploadRecord = z.object({
  id: Id,
  /** The draft, while it is still in the box. */
  draftId: Id.nullable(),
  draftName: z.string(),
  accountId: Id,
  accountNo: z.string(),
  userName: z.string(),
  status: UploadStatus,
  itemCount: z.number().int(),
  createdCount: z.number().int(),
  refusedCount: z.number().int(),
  createdTime: z.string(),
  finishedTime: z.string().nullable(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

/**
 * An item of an upload: what was sent, its result, its reason (and the provider's detail) if refused and its
 * sync state now.
 */
export const UploadItemRecord = z.object({
  kind: UploadItemKind,
  /** The draft item's id (a picture's is its creative's). */
  itemId: Id,
  name: z.string(),
  result: UploadItemResult,
  failReason: FailReason.nullable(),
  /** The provider's own words with its code beside the reason (`901234 关键词重复`), when it gave them. */
  failDetail: z.string().nullable(),
  syncState: SyncState,
});
export type UploadItemRecord = z.infer<typeof UploadItemRecord>;

export const UploadDetail = UploadRecord.extend({ items: z.array(UploadItemRecord) });
export type UploadDetail = z.infer<typeof UploadDetail>;

export const UploadReportRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
  query: z
    .object({
      status: UploadStatus.optional(),
      /** The first and last day (Asia/Shanghai) the uploads started on, both included. */
      beginDate: z.optional(IsoDate),
      endDate: z.optional(IsoDate),
    })
    .default({}),
});

export const draftEndpoints = {
  draftList: defineEndpoint({
    method: 'POST',
    path: '/adDraft/list',
    request: DraftListRequest,
    response: z.array(DraftRecord),
    accountScoped: false,
    summary:
      "The user's ad drafts of every account, newest first, paged; query.name (a part of it) and query.status filter them.",
  }),
  draftDetail: defineEndpoint({
    method: 'POST',
    path: '/adDraft/detail',
    request: ById,
    response: DraftDetail,
    accountScoped: false,
    summary:
      'An ad draft of the user with every item: its campaigns, units, keywords and creatives, each with its sync state.',
  }),
  draftSave: defineEndpoint({
    method: 'POST',
    path: '/adDraft/save',
    request: DraftSaveRequest,
    response: SavedId,
    write: true,
    permission: draftEditPermission,
    summary:
      "Creates an ad draft (without id, in status 1) or changes its name and account (with id) and answers its id; accountId must be one of the user's accounts (403).",
  }),
  draftCopy: defineEndpoint({
    method: 'POST',
    path: '/adDraft/copy',
    request: ById,
    response: SavedId,
    accountScoped: false,
    write: true,
    permission: draftEditPermission,
    summary: 'Copies an ad draft with every item into a new draft in status 1 and answers its id.',
  }),
  draftDelete: defineEndpoint({
    method: 'POST',
    path: '/adDraft/delete',
    request: ByIds,
    response: NoData,
    accountScoped: false,
    write: true,
    permission: draftEditPermission,
    summary: 'Deletes ad drafts of the user with every item.',
  }),
  draftConfirm: defineEndpoint({
    method: 'POST',
    path: '/adDraft/confirm',
    request: ById,
    response: NoData,
    accountScoped: false,
    write: true,
    permission: draftEditPermission,
    summary:
      'Puts an ad draft ready to upload (a campaign at least, no errors) pending confirmation (status 2), as its confirm upload step opens; any change makes it a draft (1) again. A draft with errors or no campaign answers 400 naming them; one the provider refused items of (3), uploaded (4) or uploading (9) answers 400 saying why.',
  }),
  draftUpload: defineEndpoint({
    method: 'POST',
    path: '/adDraft/upload',
    request: ById,
    response: z.object({ uploadId: Id }),
    accountScoped: false,
    write: true,
    permission: draftUploadPermission,
    summary:
      "Starts the upload of an ad draft without errors to the provider as a job and answers its id: the draft goes to 9, then 4 when the provider accepts every item or 3 with each refused item's failReason. A draft with errors answers 400 naming them.",
  }),
  draftReportList: defineEndpoint({
    method: 'POST',
    path: '/adDraft/report/list',
    request: UploadReportRequest,
    response: z.array(UploadRecord),
    accountScoped: false,
    summary:
      "The ad report: the uploads of drafts of the user's provider accounts, newest first, paged; query.status and the days they started on filter them.",
  }),
  draftReportDetail: defineEndpoint({
    method: 'POST',
    path: '/adDraft/report/detail',
    request: ById,
    response: UploadDetail,
    accountScoped: false,
    summary:
      'One upload of the ad report with each item: its result, its reason if refused and its sync state.',
  }),
  draftCampaignList: draftItemCalls.campaign.list,
  draftCampaignSave: draftItemCalls.campaign.save,
  draftCampaignDelete: draftItemCalls.campaign.delete,
  draftCampaignBatchDelete: draftItemCalls.campaign.batchDelete,
  draftUnitList: draftItemCalls.unit.list,
  draftUnitSave: draftItemCalls.unit.save,
  draftUnitDelete: draftItemCalls.unit.delete,
  draftUnitBatchDelete: draftItemCalls.unit.batchDelete,
  draftKeywordList: draftItemCalls.keyword.list,
  draftKeywordSave: draftItemCalls.keyword.save,
  draftKeywordDelete: draftItemCalls.keyword.delete,
  draftKeywordBatchDelete: draftItemCalls.keyword.batchDelete,
  draftCreativeList: draftItemCalls.creative.list,
  draftCreativeSave: draftItemCalls.creative.save,
  draftCreativeDelete: draftItemCalls.creative.delete,
  draftCreativeBatchDelete: draftItemCalls.creative.batchDelete,
  keywordImport: importCall(
    'keyword',
    "Imports keywords into a unit of a draft of the user's from a template.",
  ),
  creativeImport: importCall(
    'creative',
    "Imports creatives into a unit of a draft of the user's from a template.",
  ),
};
