import {
  calculatedKey,
  comparisonKey,
  comparisonRoles,
  catalogueReportByPath,
  ReportViewState,
  responseCode,
  type ScheduledReport,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';

/** A view or a scheduled report that shows a metric's column. */
interface MetricUse {
  kind: 'view' | 'schedule';
  name: string;
}

/** Whether a column key is the metric's column or one of its comparison columns (`calc_7Change`). */
const isColumnOf = (key: string) => (column: string) =>
  column === key || comparisonRoles.some((role) => column === comparisonKey(key, role));

/**
 * The views and scheduled reports that show a metric's column (docs/requirements.md#calculated-columns), of
 * every user but `exceptUserId`: a view holding it (shown or hidden, or sorted by it), and a schedule of a
 * report page sorted by it or sending its owner's stored columns that hold it. A schedule of a view counts
 * as its view.
 */
async function metricUses(store: EntityStore, id: number, exceptUserId?: number): Promise<MetricUse[]> {
  const key = calculatedKey(id);
  const ofKey = isColumnOf(key);
  // The text match only narrows the rows down (`_` matches any character): each is read to be sure.
  let views = store.db
    .selectFrom('report_views')
    .select(['name', 'state'])
    .where('state', 'like', `%"${key}%`);
  if (exceptUserId !== undefined) views = views.where('user_id', '!=', exceptUserId);
  const viewUses = (await views.orderBy('name').execute()).filter((view) => {
    const state = ReportViewState.safeParse(JSON.parse(view.state)).data;
    const { order = [], hidden = [] } = state?.columns ?? {};
    return [...order, ...hidden, state?.sort?.sortCol ?? ''].some(ofKey);
  });

  let choices = store.db
    .selectFrom('report_custom_fields')
    .select(['user_id', 'channel', 'section', 'field_ids'])
    .where('field_ids', 'like', `%${-id}%`);
  if (exceptUserId !== undefined) choices = choices.where('user_id', '!=', exceptUserId);
  const holding = new Set(
    (await choices.execute())
      .filter((choice) => (JSON.parse(choice.field_ids) as number[]).includes(-id))
      .map((choice) => `${choice.user_id} ${choice.channel} ${choice.section}`),
  );
  let schedules = store.db
    .selectFrom('report_schedules')
    .select(['name', 'user_id', 'report'])
    .where('report', 'is not', null);
  if (exceptUserId !== undefined) schedules = schedules.where('user_id', '!=', exceptUserId);
  const scheduleUses = (await schedules.orderBy('name').execute()).filter((schedule) => {
    const report = JSON.parse(schedule.report!) as ScheduledReport;
    const page = catalogueReportByPath(report.path);
    const stored = page && holding.has(`${schedule.user_id} ${page.channel} ${page.section}`);
    return stored || ofKey(report.query?.sortCol ?? '');
  });

  return [
    ...viewUses.map((view) => ({ kind: 'view' as const, name: view.name })),
    ...scheduleUses.map((schedule) => ({ kind: 'schedule' as const, name: schedule.name })),
  ];
}

const usedByKeys = {
  view: 'calculatedColumns.refused.usedBy.view',
  schedule: 'calculatedColumns.refused.usedBy.schedule',
} as const;

/**
 * Refuses to let a metric vanish while views or scheduled reports show it (docs/requirements.md#calculated-columns):
 * a 400 in the caller's language naming the first of them and how many more. `exceptUserId`: the uses of
 * that user do not count (un-sharing leaves the owner's own uses working).
 */
export async function refuseMetricInUse(
  store: EntityStore,
  id: number,
  language: Language,
  exceptUserId?: number,
) {
  const [first, ...more] = await metricUses(store, id, exceptUserId);
  if (!first) return;
  const what = lookup(language, usedByKeys[first.kind], { name: first.name })!;
  const message =
    more.length === 0
      ? lookup(language, 'calculatedColumns.refused.inUse', { what })!
      : lookup(language, 'calculatedColumns.refused.inUseMore', { what, count: String(more.length) })!;
  throw new ResponseError(responseCode.badRequest, undefined, message);
}
