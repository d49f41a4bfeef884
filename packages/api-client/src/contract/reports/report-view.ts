import * as z from 'zod/mini';
import { defineEndpoint, reportListPermission, selfServiceWrite } from '../endpoint';
import { PickedDate } from '../metrics';
import { NoData, trimmedText } from '../text-rules';
import { granularityList, type Granularity } from './catalogue';
import { Comparison } from './comparison';
import { ColumnWidths, ReportRef } from './report-fields';
import { ReportFilterValues } from './report-list';

const ids = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500));

/**
 * A report's dates in a view (docs/requirements.md#report-views): the report's default range or a shortcut's
 * id, both resolved again on every load (`last7Days` opened next week means the 7 days before that day), or
 * fixed dates. Views saved before `reportDefault` existed kept the default range as fixed dates.
 */
export const ViewRange = z.union([
  z.object({ reportDefault: z.literal(true) }),
  z.object({ preset: z.string().check(z.regex(/^[a-zA-Z0-9]{1,40}$/)) }),
  z.object({ beginDate: PickedDate, endDate: PickedDate }),
]);
export type ViewRange = z.infer<typeof ViewRange>;

/** The version of `ReportViewState` this build writes; older ones are migrated when read. */
export const reportViewVersion = 1;

/**
 * Everything a named view keeps of a report page (docs/requirements.md#report-views): the columns (order,
 * hidden ones, widths), the sort, the page size, the dates, the comparison and the filters. Serialisable,
 * versioned; the report table's `migrateReportView` fits it to a report's current columns.
 */
export const ReportViewState = z.object({
  version: z.literal(reportViewVersion),
  columns: z.object({ order: ids, hidden: ids, widths: z.optional(ColumnWidths) }),
  sort: z.optional(
    z.nullable(z.object({ sortCol: z.string().check(z.maxLength(200)), sortOrder: z.enum(['asc', 'desc']) })),
  ),
  size: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  range: z.optional(ViewRange),
  comparison: z.optional(z.nullable(Comparison)),
  filters: z.optional(ReportFilterValues),
});
export type ReportViewState = z.infer<typeof ReportViewState>;

const ViewId = z.int().check(z.minimum(1));

/** A report of a section: its granularity (daily, weekly, monthly, custom), whose picker sets the dates. */
const ViewGranularity = z.enum(granularityList as [Granularity, ...Granularity[]]);

/** A named view as the server keeps it: one user's, for one report of one of their accounts. */
export const ReportView = z.object({
  id: ViewId,
  name: z.string(),
  channel: z.string(),
  section: z.string(),
  /**
   * The report of the section the view belongs to; null for a view saved before views belonged to one
   * report, which every report of its section offers.
   */
  granularity: z.nullable(ViewGranularity),
  /** Opened when the user comes to the report without a view or dates in its link. */
  isDefault: z.boolean(),
  /** False for a view another user shared by its link: it opens, it cannot be changed. */
  own: z.boolean(),
  state: ReportViewState,
  updatedTime: z.int(),
});
export type ReportView = z.infer<typeof ReportView>;

/** The most views one user keeps for one report of one account. */
export const maxViewsPerReport = 50;

export const SaveReportView = z.object({
  accountId: z.optional(z.int().check(z.minimum(0))),
  /** Left out to create a view; given to change one of the user's own. */
  id: z.optional(ViewId),
  report: ReportRef,
  /** The report of the section the view is saved on; a view keeps the one it was created on. */
  granularity: ViewGranularity,
  /** Shown in the views menu; unique among the user's views of the report. */
  name: trimmedText(40),
  isDefault: z.optional(z.boolean()),
  state: ReportViewState,
});

export const ReportViewRef = z.object({
  accountId: z.optional(z.int().check(z.minimum(0))),
  id: ViewId,
});

export const ReportViewsRequest = z.object({
  accountId: z.optional(z.int().check(z.minimum(0))),
  /**
   * Left out: the user's views of every report of the account, asked once so that opening another report
   * waits for no list of its own (docs/testing.md#report-navigation-bench).
   */
  report: z.optional(ReportRef),
});

export const reportViewEndpoints = {
  reportViews: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/view/list',
    request: ReportViewsRequest,
    response: z.array(ReportView),
    permission: reportListPermission,
    summary:
      "The user's named views of one report for the account, by name; of every report when none is named.",
  }),
  reportView: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/view/get',
    request: ReportViewRef,
    response: ReportView,
    permission: reportListPermission,
    summary: 'One view by its id, for a link: any user of the account may open it, only its owner change it.',
  }),
  saveReportView: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/view/save',
    ...selfServiceWrite,
    request: SaveReportView,
    response: ReportView,
    localized: true,
    summary:
      "Creates a view, or renames or rewrites one of the user's own; a default one unmarks the others.",
  }),
  deleteReportView: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/view/delete',
    ...selfServiceWrite,
    request: ReportViewRef,
    response: NoData,
    summary: "Deletes one of the user's own views.",
  }),
};
