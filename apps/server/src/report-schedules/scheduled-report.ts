import {
  calculatedKey,
  catalogueReportByPath,
  catalogueReports,
  offersSection,
  reportListEndpoint,
  reportSection,
  ReportViewState,
  routePaths,
  type CatalogueReport,
  type Comparison,
  type ReportListRequest,
  type ScheduledReport,
  type ScheduleFrequency,
  type ScheduleRange,
} from '@adconsole/api-client/contract';
import { checkSendingRange, defaultRange } from '@adconsole/date-range-rules';
import { migrateReportView, columnSettingsOfView, shownColumnIds } from '@adconsole/report-table-rules';
import { permissionsOf, rolesOfUser, routesOfUser } from '../auth/permissions';
import { columnDefinitionsOf } from '../reports/calculated-columns';
import type { EntityStore } from '../stores/entity-store';

/**
 * Why a schedule's report cannot be sent: the field of the schedule it is about and the i18n key saying why,
 * a 400 beside that field at save and a failed run's reason at send time.
 */
export class ScheduleRefusal extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

/** What a schedule names: a report page's state or a named view, of an account, for its owner. */
export interface ScheduleSource {
  userId: number;
  accountId: number;
  viewId?: number;
  report?: ScheduledReport;
}

/** A list request's body without its dates: what a schedule sends every time, whatever the range gives. */
export type UndatedRequest = Pick<ReportListRequest, 'page'> & {
  query: Omit<ReportListRequest['query'], 'beginDate' | 'endDate'>;
};

/** What a report page's link or a view gives before it is checked: its sort, and its query without dates. */
interface GivenRequest {
  sort?: { sortCol: string; sortOrder: string };
  query: Record<string, unknown>;
}

/** A schedule's report as it is sent: the catalogue's report and its list request. */
export interface ResolvedReport {
  report: CatalogueReport;
  request: UndatedRequest;
}

/** The parts of a report page's link that only the page itself reads (its page, size, chart, open view). */
const pageOnlyParams = new Set(['page', 'size', 'metric', 'view', 'range', 'beginDate', 'endDate']);

/** A link's `compare` (`previous`, `true` as older links say, `lastYear`, `custom` with `compareFrom`). */
function linkComparison(
  compare: string | undefined,
  from: string | undefined,
): true | Comparison | undefined {
  if (compare === 'previous' || compare === 'true') return true;
  if (compare === 'lastYear') return { kind: 'lastYear' };
  if (compare === 'custom' && from) return { kind: 'custom', beginDate: from };
  return undefined;
}

/** A view's comparison as the list call takes it: `true` for the previous period, as the page sends it. */
const viewComparison = (comparison: Comparison | null | undefined) =>
  comparison ? (comparison.kind === 'previous' ? true : comparison) : undefined;

/**
 * The undated request of a report page's link (docs/requirements.md#scheduled-reports), read as the page
 * reads it: its filters (those the report takes), its sort and its comparison; checked with the report's own
 * list schema, so a schedule never keeps what the list call would refuse.
 */
function linkRequest(report: CatalogueReport, query: Record<string, string>): UndatedRequest {
  const { filters } = reportSection(report.channel, report.section);
  const numeric = new Set(['campaignId', 'adgroupId', 'device']);
  const given = Object.fromEntries(
    filters
      .filter((filter) => query[filter] !== undefined && query[filter] !== '')
      .map((filter) => [filter, numeric.has(filter) ? Number(query[filter]) : query[filter]]),
  );
  const unknown = Object.keys(query).filter(
    (key) =>
      !pageOnlyParams.has(key) &&
      !(filters as readonly string[]).includes(key) &&
      !['sortCol', 'sortOrder', 'compare', 'compareFrom'].includes(key),
  );
  if (unknown.length > 0) throw new ScheduleRefusal('report.query', 'validation.invalid');
  const compare = linkComparison(query.compare, query.compareFrom);
  const sort = query.sortCol ? { sortCol: query.sortCol, sortOrder: query.sortOrder ?? 'desc' } : undefined;
  return checkedRequest(report, 'report.query', {
    ...(sort && { sort }),
    query: { timeUnit: report.granularity, ...given, ...(compare && { compare }) },
  });
}

/**
 * The undated request of a named view: its columns fitted to the report's and to the calculated ones it may
 * use (`usable`, as the report page offers them: docs/requirements.md#calculated-columns), its sort, filters,
 * comparison.
 */
function viewRequest(
  report: CatalogueReport,
  state: ReportViewState,
  usable: readonly string[],
): UndatedRequest {
  const spec = reportSection(report.channel, report.section);
  // Only the calculated columns the view holds: fitting adds the columns it does not know as shown ones.
  const calculated = usable.filter((key) => state.columns.order.includes(key));
  const columns = [...spec.columns, ...calculated].map((id) => ({ id }));
  const fitted = migrateReportView(state, columns);
  const shown = shownColumnIds(columns, columnSettingsOfView(fitted));
  const filters = Object.fromEntries(
    Object.entries(fitted.filters ?? {}).filter(([filter]) => (spec.filters as string[]).includes(filter)),
  );
  const compare = viewComparison(fitted.comparison);
  return checkedRequest(report, 'viewId', {
    ...(fitted.sort && { sort: fitted.sort }),
    query: {
      timeUnit: report.granularity,
      ...filters,
      ...(compare && { compare }),
      ...(shown.length > 0 && { columns: shown }),
    },
  });
}

/**
 * A request the report's list call takes (checked with a range it accepts, on its first page), or a refusal
 * of `field`; its sort is all an export reads of its page.
 */
function checkedRequest(report: CatalogueReport, field: string, given: GivenRequest): UndatedRequest {
  const dates = defaultRange(report.pickerType, Date.now());
  const size = reportSection(report.channel, report.section).pageSizes[0];
  const parsed = reportListEndpoint(report.channel, report.section).request.safeParse({
    ...(given.sort && { page: { number: 1, size, ...given.sort } }),
    query: { ...given.query, ...dates },
  });
  if (!parsed.success) throw new ScheduleRefusal(field, 'validation.invalid');
  const { beginDate: _begin, endDate: _end, ...query } = parsed.data.query;
  return { ...(parsed.data.page && { page: parsed.data.page }), query };
}

/**
 * The report a schedule names, resolved for its owner now (docs/requirements.md#scheduled-reports): a report
 * page the owner's routes show, of a section the account's provider offers, or one of the owner's own views
 * of the account. Refused beside the field at fault otherwise.
 */
export async function resolveReport(entities: EntityStore, source: ScheduleSource): Promise<ResolvedReport> {
  const account = await entities.db
    .selectFrom('provider_accounts')
    .innerJoin('user_accounts', 'user_accounts.account_id', 'provider_accounts.id')
    .select('provider_accounts.provider')
    .where('provider_accounts.id', '=', source.accountId)
    .where('user_accounts.user_id', '=', source.userId)
    .executeTakeFirst();
  if (!account) throw new ScheduleRefusal('accountId', 'scheduledReports.refused.account');
  const field = source.viewId === undefined ? 'report.path' : 'viewId';
  let resolved: ResolvedReport;
  if (source.viewId !== undefined) {
    const view = await entities.db
      .selectFrom('report_views')
      .select(['channel', 'section', 'granularity', 'state'])
      .where('id', '=', source.viewId)
      .where('user_id', '=', source.userId)
      .where('account_id', '=', source.accountId)
      .executeTakeFirst();
    const state = view && ReportViewState.safeParse(JSON.parse(view.state)).data;
    const report =
      view &&
      catalogueReports.find(
        (r) =>
          r.channel === view.channel &&
          r.section === view.section &&
          r.granularity === (view.granularity ?? 'day'),
      );
    if (!state || !report) throw new ScheduleRefusal('viewId', 'scheduledReports.refused.view');
    const metrics = await columnDefinitionsOf(entities, source.userId, report);
    const usable = metrics.map((metric) => calculatedKey(metric.id));
    resolved = { report, request: viewRequest(report, state, usable) };
  } else {
    const report = catalogueReportByPath(source.report!.path);
    if (!report) throw new ScheduleRefusal(field, 'scheduledReports.refused.path');
    resolved = { report, request: linkRequest(report, source.report!.query ?? {}) };
  }
  const { report } = resolved;
  const roles = await rolesOfUser(entities, source.userId);
  const seen = routePaths(await routesOfUser(entities, roles, await permissionsOf(entities, roles)));
  if (!seen.includes(report.path) || !offersSection(account.provider, report.channel, report.section)) {
    throw new ScheduleRefusal(field, 'scheduledReports.refused.path');
  }
  return resolved;
}

/** Reports whose rows are whole weeks or months: sending them every hour would send the same rows again. */
const wholePeriods = new Set(['week', 'month']);

/**
 * Whether a schedule may send its report on its calendar (docs/requirements.md#scheduled-reports): a range
 * that fits its frequency, of those its report offers (a shortcut), or dates the report's picker takes now;
 * no weekly or monthly report every hour.
 */
export function checkScheduleRange(
  report: CatalogueReport,
  range: ScheduleRange,
  frequency: ScheduleFrequency,
  now: number,
) {
  if (frequency === 'hourly' && wholePeriods.has(report.granularity)) {
    throw new ScheduleRefusal('frequency', 'scheduledReports.refused.hourly');
  }
  const check = checkSendingRange(report.pickerType, range, frequency, now);
  if (!check.ok) {
    const messageKey = 'preset' in range ? check.messageKey : 'scheduledReports.refused.range';
    throw new ScheduleRefusal('range', messageKey);
  }
}
