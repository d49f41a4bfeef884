/**
 * The calls of the ad-draft box (docs/requirements.md#ad-drafts), on the schemas of
 * `@adconsole/draft-editor/rules`, so a save runs the very rules the editor runs: a draft's base, list,
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
  Id,
  Keyword,
  KeywordRecord,
  Unit,
  UnitRecord,
  type DraftItemKind,
} from '@adconsole/draft-editor/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';
import { NoData } from './validation';

/**
 * The permission every change of a draft needs (docs/requirements.md#users-roles-and-permissions); reading
 * one's own drafts needs none.
 */
export const draftEditPermission = 'draft:edit';

const ById = z.object({ id: Id });
const ByIds = z.object({ ids: z.array(Id).min(1).max(1000) });

/** What every save answers: the id of the draft or item saved. */
export const SavedId = z.object({ id: Id });

export const DraftListRequest = z.object({
  page: pageRequest({ sizes: pageSizes }).default({ number: 1, size: defaultPageSize }),
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
  const write = { accountScoped: false, permission: draftEditPermission } as const;
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
    permission: draftEditPermission,
    summary: 'Copies an ad draft with every item into a new draft in status 1 and answers its id.',
  }),
  draftDelete: defineEndpoint({
    method: 'POST',
    path: '/adDraft/delete',
    request: ByIds,
    response: NoData,
    accountScoped: false,
    permission: draftEditPermission,
    summary: 'Deletes ad drafts of the user with every item.',
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
};
