/**
 * Acting on what a report shows (docs/requirements.md#ad-changes): negative keywords from search terms, bulk
 * edits of bids, budgets and status with a preview and an undo, and the account's change history.
 */
import * as z from 'zod/mini';
import { adEditPermission, defineEndpoint, reportListPermission } from './endpoint';
import { IsoDate } from './metrics';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';
import { CreatedExport } from './report-centre';

export { adEditPermission } from './endpoint';

/** Where a negative keyword is kept: on a unit or on its campaign (search ads). */
export const negativeLevels = ['unit', 'campaign'] as const;
export const NegativeLevel = z.enum(negativeLevels);
export type NegativeLevel = z.infer<typeof NegativeLevel>;

/** Exact: the search term itself is not shown; phrase: no term that holds it is. */
export const negativeMatchTypes = ['exact', 'phrase'] as const;
export const NegativeMatchType = z.enum(negativeMatchTypes);
export type NegativeMatchType = z.infer<typeof NegativeMatchType>;

/** A negative word is at most this many bytes, a Chinese character counting two (docs/baidu-provider.md). */
export const negativeWordMaxBytes = 40;

const Id = z.int().check(z.minimum(1));
const AccountId = z.int().check(z.minimum(0));

/** The lists of one unit or campaign, with how many each may hold at this account. */
export const NegativeLists = z.object({
  phrase: z.array(z.string()),
  exact: z.array(z.string()),
  limits: z.object({ phrase: z.int(), exact: z.int() }),
});
export type NegativeLists = z.infer<typeof NegativeLists>;

export const NegativeWordListRequest = z.object({
  accountId: AccountId,
  level: NegativeLevel,
  targetId: Id,
});
export type NegativeWordListRequest = z.infer<typeof NegativeWordListRequest>;

export const NegativeWordList = z.extend(NegativeLists, {
  level: NegativeLevel,
  targetId: z.int(),
  targetName: z.string(),
  /**
   * What the lists were when read: `add` refuses (409) when they have changed since, so nobody's words are
   * overwritten.
   */
  version: z.string(),
  /** A unit's campaign and its lists, so a term the campaign already negates is flagged too. */
  campaign: z.optional(z.extend(NegativeLists, { id: z.int(), name: z.string() })),
});
export type NegativeWordList = z.infer<typeof NegativeWordList>;

export const NegativeWordAddRequest = z.object({
  accountId: AccountId,
  level: NegativeLevel,
  targetId: Id,
  matchType: NegativeMatchType,
  /** Search terms as the report shows them; each is checked and answered on its own. */
  terms: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(200)),
  /** The `version` of the lists the user saw. */
  version: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type NegativeWordAddRequest = z.infer<typeof NegativeWordAddRequest>;

/** The object levels bulk edits change. */
export const editLevels = ['campaign', 'unit', 'keyword'] as const;
export const EditLevel = z.enum(editLevels);
export type EditLevel = z.infer<typeof EditLevel>;

/** What a bulk edit changes: a keyword's or unit's bid, a campaign's daily budget, or whether it runs. */
export const editFields = ['bid', 'budget', 'status'] as const;
export const EditField = z.enum(editFields);
export type EditField = z.infer<typeof EditField>;

/**
 * What the provider takes (docs/baidu-provider.md#ad-edits), in fen: a keyword's or unit's bid above 0 and at
 * most 999.99 yuan (and not above its campaign's budget), a campaign's daily budget from 50 to 10,000,000 yuan.
 */
export const editLimits = { bidMaxFen: 99_999, budgetMinFen: 5_000, budgetMaxFen: 1_000_000_000 } as const;

/** Fen as the API shows money: yuan with two decimals ("1.20"). */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/**
 * A stored value of a change (fen as a decimal string for a bid or budget, `paused`/`enabled`, a term) as the
 * user reads it in a preview, a job's rows and the change history.
 */
export function shownValue(field: string, stored: string | null): string | null {
  if (stored === null) return null;
  return field === 'bid' || field === 'budget' ? yuanText(Number(stored)) : stored;
}

/** Yuan, two decimals at most. */
const Yuan = z.number().check(
  z.minimum(0),
  z.maximum(10_000_000),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'validation.decimals' }),
);

/** A new bid or budget: a value, or the old one raised or lowered by an amount or a percentage, within bounds. */
export const AmountEdit = z
  .object({
    field: z.enum(['bid', 'budget']),
    op: z.enum(['set', 'raise', 'lower']),
    /** `set`: the new value; otherwise the amount in yuan or the percentage. */
    value: z.number().check(z.minimum(0), z.maximum(10_000_000)),
    by: z._default(z.enum(['amount', 'percent']), 'amount'),
    min: z.optional(Yuan),
    max: z.optional(Yuan),
  })
  .check(
    z.superRefine((edit, ctx) => {
      if (edit.min !== undefined && edit.max !== undefined && edit.min > edit.max)
        ctx.issues.push({ code: 'custom', path: ['max'], message: 'validation.range', input: edit.max });
      if (edit.op !== 'set' && edit.by === 'percent' && edit.value > 1000)
        ctx.issues.push({
          code: 'custom',
          path: ['value'],
          message: 'validation.percentTooBig',
          input: edit.value,
        });
    }),
  );

export const StatusEdit = z.object({ field: z.literal('status'), value: z.enum(['paused', 'enabled']) });

export const BulkEdit = z.union([AmountEdit, StatusEdit]);
export type BulkEdit = z.input<typeof BulkEdit>;

/** At most this many rows in one bulk edit (the provider takes 100 campaigns a call; the job sends in calls). */
export const bulkEditMaxRows = 1000;

export const BulkEditRequest = z.object({
  accountId: AccountId,
  level: EditLevel,
  ids: z.array(Id).check(z.minLength(1), z.maxLength(bulkEditMaxRows)),
  edit: BulkEdit,
});
export type BulkEditRequest = z.input<typeof BulkEditRequest>;

/** The preview of an undo: the rows of one of the user's jobs put back. */
export const UndoRequest = z.object({ accountId: AccountId, jobId: Id });
export type UndoRequest = z.infer<typeof UndoRequest>;

export const BulkEditPreviewRequest = z.union([BulkEditRequest, UndoRequest]);

/**
 * One row of a preview: old → new as the user reads them (a bid or budget in yuan, `paused`/`enabled`);
 * `clipped` names the bound that held the new value; `pastBound` the bound a raise's or lower's row was already
 * past, so it stays as it is (a raise never lowers, a lower never raises); `refused` the translated reason a
 * row will not change.
 */
export const PreviewRow = z.object({
  id: z.int(),
  level: EditLevel,
  name: z.string(),
  field: EditField,
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  clipped: z.optional(z.enum(['min', 'max'])),
  pastBound: z.optional(z.enum(['min', 'max'])),
  refused: z.optional(z.string()),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const BulkEditPreview = z.object({ rows: z.array(PreviewRow) });
export type BulkEditPreview = z.infer<typeof BulkEditPreview>;

/** A job that changes things at the provider: negatives added, a bulk edit, or the undo of one. */
export const changeJobKinds = ['negative', 'edit', 'undo'] as const;
export const ChangeJobKind = z.enum(changeJobKinds);
export type ChangeJobKind = z.infer<typeof ChangeJobKind>;

export const changeJobStatuses = ['running', 'done', 'partial', 'failed'] as const;
export const ChangeJobStatus = z.enum(changeJobStatuses);
export type ChangeJobStatus = z.infer<typeof ChangeJobStatus>;

/** How one row (or search term) of a job ended; `reason` is translated. */
export const rowResults = ['pending', 'done', 'failed', 'skipped'] as const;
export const JobRow = z.object({
  /** The object's id; a negative's row is its unit or campaign. */
  id: z.int(),
  name: z.string(),
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  result: z.enum(rowResults),
  reason: z.optional(z.string()),
});
export type JobRow = z.infer<typeof JobRow>;

export const ChangeJob = z.object({
  id: z.int(),
  kind: ChangeJobKind,
  level: z.enum(['campaign', 'unit', 'keyword']),
  status: ChangeJobStatus,
  userName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  createdTime: z.string(),
  finishedTime: z.nullable(z.string()),
  /** The job this one undid, or the job that undid this one. */
  undoOf: z.nullable(z.int()),
  undoneBy: z.nullable(z.int()),
  /** Whether the caller may undo it now: their own finished edit, not undone yet. */
  undoable: z.boolean(),
  rows: z.array(JobRow),
});
export type ChangeJob = z.infer<typeof ChangeJob>;

export const ChangeJobListRequest = z.object({
  accountId: AccountId,
  /** One job (the dialog following its progress); none: the account's jobs, newest first. */
  jobId: z.optional(Id),
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
});
export type ChangeJobListRequest = z.input<typeof ChangeJobListRequest>;

export const StartedJob = z.object({ jobId: z.int() });

/** What a change history row is about, and which kind of change made it. */
export const historyLevels = ['account', 'campaign', 'unit', 'keyword', 'creative'] as const;
export const HistoryLevel = z.enum(historyLevels);
export type HistoryLevel = z.infer<typeof HistoryLevel>;

/** `provider`: read from the provider's operation records, made elsewhere (its own console, another tool). */
export const changeKinds = ['upload', 'negative', 'edit', 'undo', 'provider'] as const;
export const ChangeKind = z.enum(changeKinds);
export type ChangeKind = z.infer<typeof ChangeKind>;

export const ChangeHistoryQuery = z.object({
  beginDate: IsoDate,
  endDate: IsoDate,
  level: z.optional(HistoryLevel),
  kind: z.optional(ChangeKind),
});

export const ChangeHistoryRequest = z.object({
  accountId: AccountId,
  query: ChangeHistoryQuery,
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
});
export type ChangeHistoryRequest = z.input<typeof ChangeHistoryRequest>;

export const ChangeRecord = z.object({
  id: z.int(),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  time: z.string(),
  kind: ChangeKind,
  /** Who made it in the console; null for a change made elsewhere (the provider does not say who). */
  userName: z.nullable(z.string()),
  level: HistoryLevel,
  objectId: z.nullable(z.string()),
  objectName: z.string(),
  /** Translated: "Bid", "Daily budget", "Status", "Phrase negatives"…, or the provider's own words. */
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  /** The console's job that made it, when one did. */
  jobId: z.nullable(z.int()),
});
export type ChangeRecord = z.infer<typeof ChangeRecord>;

export const ChangeDaysRequest = z.object({
  accountId: AccountId,
  beginDate: IsoDate,
  endDate: IsoDate,
});

/** The days of a range that have changes, for the markers of trend charts: each with its first few. */
export const ChangeDay = z.object({
  date: IsoDate,
  count: z.int(),
  changes: z.array(ChangeRecord).check(z.maxLength(5)),
});
export type ChangeDay = z.infer<typeof ChangeDay>;

const write = { write: true, permission: adEditPermission, localized: true } as const;

export const adChangeEndpoints = {
  negativeWordList: defineEndpoint({
    method: 'POST',
    path: '/negativeWord/list',
    request: NegativeWordListRequest,
    response: NegativeWordList,
    permission: adEditPermission,
    summary:
      "A unit's or campaign's negative keywords as the provider holds them now, with the limits and a version to add against.",
  }),
  negativeWordAdd: defineEndpoint({
    method: 'POST',
    path: '/negativeWord/add',
    request: NegativeWordAddRequest,
    response: StartedJob,
    ...write,
    summary:
      'Adds search terms as negatives of a unit or campaign as a job; each term is answered on its own (added, a duplicate, too long, over the limit).',
  }),
  bulkEditPreview: defineEndpoint({
    method: 'POST',
    path: '/bulkEdit/preview',
    request: BulkEditPreviewRequest,
    response: BulkEditPreview,
    ...write,
    summary:
      'Old and new value of every row of a bulk edit, or of the undo of a job, without changing anything.',
  }),
  bulkEditApply: defineEndpoint({
    method: 'POST',
    path: '/bulkEdit/apply',
    request: BulkEditRequest,
    response: StartedJob,
    ...write,
    summary: 'Starts a bulk edit as a job with a result per row.',
  }),
  bulkEditUndo: defineEndpoint({
    method: 'POST',
    path: '/bulkEdit/undo',
    request: UndoRequest,
    response: StartedJob,
    ...write,
    summary:
      "Puts back the old values of one of the user's finished jobs as a job; a row changed since is refused.",
  }),
  bulkEditList: defineEndpoint({
    method: 'POST',
    path: '/bulkEdit/list',
    request: ChangeJobListRequest,
    response: z.array(ChangeJob),
    permission: adEditPermission,
    localized: true,
    summary: "The account's change jobs (negatives, bulk edits, undo), newest first, with each row's result.",
  }),
  changeHistoryList: defineEndpoint({
    method: 'POST',
    path: '/changeHistory/list',
    request: ChangeHistoryRequest,
    response: z.array(ChangeRecord),
    permission: reportListPermission,
    localized: true,
    summary:
      "The account's changes, newest first: this console's (who, which job) and the provider's operation records.",
  }),
  changeHistoryDays: defineEndpoint({
    method: 'POST',
    path: '/changeHistory/days',
    request: ChangeDaysRequest,
    response: z.array(ChangeDay),
    permission: reportListPermission,
    localized: true,
    summary:
      'The days of a range with changes, each with its count and first changes, for trend chart markers.',
  }),
  changeHistoryExport: defineEndpoint({
    method: 'POST',
    path: '/changeHistory/createExport',
    request: ChangeHistoryRequest,
    response: CreatedExport,
    write: true,
    permission: 'report:export',
    summary: 'The change history of the query as a download record whose job writes the .xlsx.',
  }),
};
