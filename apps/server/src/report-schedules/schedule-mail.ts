import {
  comparisonKey,
  isComparedMetric,
  type ReportRow,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import type { DateRange } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { formatCalculatedValue, formatChange, formatValue } from '@adconsole/report-table-rules';
import type { NotificationLanguage } from '../notification-channels/notify';
import { answeredTitleInfos } from '../reports/calculated-columns';
import type { ReportQuery } from '../reports/report-query';

/** The languages every notification is written in. */
export const mailLanguages: readonly NotificationLanguage[] = ['en', 'cn', 'tw'];

/** What a run's mail says of its report, whatever the language. */
export interface RunSummary {
  scheduleName: string;
  ownerName: string;
  accountNo: string;
  /** The report's title in each language ("Keyword daily report"). */
  titles: Record<NotificationLanguage, string>;
  query: Omit<ReportQuery, 'page'>;
  range: DateRange;
  previous: DateRange;
  /** Totals over the range, each metric with its `…Change` against the previous period. */
  summary: ReportRow;
  /**
   * The first rows by cost (or in the report's order when it has no cost), each over the whole range: the
   * report's rows summed per entity (`timeUnit` summary), so a campaign comes once however many days it has.
   */
  topRows: ReportRow[];
  byCost: boolean;
  totalCount: number;
}

/** The most totals the mail lists, the rows and the metrics of its top rows. */
const maxTotals = 6;
export const topRowCount = 5;
const topRowMetrics = 3;
/** The dimension columns the top rows show: the report's last ones (the keyword, not its account). */
const topRowDimensions = 2;

const escaped = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function textsOf(run: RunSummary, language: Language) {
  const { dataKeys, calculated = [], timeUnit } = run.query;
  const columns = answeredTitleInfos(dataKeys, calculated, timeUnit, language, false);
  const metricOf = (column: TitleInfo) => calculated.find(({ key }) => key === column.dataKey)?.metric;
  const isMetric = (column: TitleInfo) => isComparedMetric(column.dataKey) || metricOf(column) !== undefined;
  const metrics = columns.filter((c) => isMetric(c) && c.dataKey in run.summary);
  // The top rows are summed over the range, which the heading names: their columns are the report's
  // without the period's.
  const dimensions = columns
    .filter((c) => !isMetric(c) && c.dataKey !== 'reportDates')
    .slice(-topRowDimensions);
  const t = (key: string, values?: Record<string, string>) => lookup(language, key, values)!;
  const cell = (column: TitleInfo, row: ReportRow) => {
    const metric = metricOf(column);
    const value = row[column.dataKey];
    return metric
      ? formatCalculatedValue(value, metric.format, metric.decimals)
      : formatValue(value, column.unit);
  };
  // The report's first metrics, and every calculated column: the user's own measures of it.
  const first = metrics.filter((c) => metricOf(c) === undefined).slice(0, maxTotals);
  const shown = metrics.filter((c) => metricOf(c) !== undefined || first.includes(c));
  const totals = shown.map((column) => ({
    title: column.titleName,
    value: cell(column, run.summary),
    change: formatChange(run.summary[comparisonKey(column.dataKey, 'Change')]),
  }));
  // Rows by cost show their cost first.
  const ranked = run.byCost
    ? [...metrics.filter((c) => c.dataKey === 'cost'), ...metrics.filter((c) => c.dataKey !== 'cost')]
    : metrics;
  const topColumns = [...dimensions, ...ranked.slice(0, topRowMetrics)];
  return {
    subject: t('scheduledReports.mail.subject', {
      name: run.scheduleName,
      report: run.titles[language as NotificationLanguage],
      ...run.range,
    }),
    account: t('scheduledReports.mail.account', { account: run.accountNo }),
    range: t('scheduledReports.mail.range', {
      ...run.range,
      previousBeginDate: run.previous.beginDate,
      previousEndDate: run.previous.endDate,
    }),
    totals,
    topColumns,
    topRows: run.topRows.map((row) => topColumns.map((column) => cell(column, row))),
    t,
  };
}

/**
 * A run's mail in one language (docs/requirements.md#scheduled-reports): the subject, a plain text and a
 * short HTML summary (the account and range, the totals with their change against the previous period, the
 * top rows); the whole report is the attached spreadsheet.
 */
export function runMail(run: RunSummary, language: NotificationLanguage) {
  const { subject, account, range, totals, topColumns, topRows, t } = textsOf(run, language);
  const rowsHeading = t(run.byCost ? 'scheduledReports.mail.topRows' : 'scheduledReports.mail.firstRows', {
    ...run.range,
  });
  const count = t('scheduledReports.mail.rowCount', { count: String(run.totalCount) });
  const footer = t('scheduledReports.mail.footer', { name: run.scheduleName, owner: run.ownerName });
  // A label and what follows it, with the language's colon (a full-width one in Chinese).
  const labelled = (label: string, value = '') =>
    t('scheduledReports.mail.labelled', { label, value }).trimEnd();
  const text = [
    subject,
    account,
    range,
    '',
    labelled(t('scheduledReports.mail.totals')),
    ...totals.map((total) => `- ${labelled(total.title, `${total.value} (${total.change})`)}`),
    '',
    labelled(rowsHeading),
    // Each value after its column's title: a plain text has no table head.
    ...topRows.map(
      (row) => `- ${row.map((value, i) => labelled(topColumns[i]!.titleName, value)).join(' | ')}`,
    ),
    '',
    count,
    footer,
  ].join('\n');
  const cellStyle = 'style="padding:4px 8px;border-bottom:1px solid #e5e6eb;text-align:left"';
  const table = (head: string[], body: string[][]) =>
    `<table style="border-collapse:collapse;font-size:14px"><thead><tr>${head
      .map((h) => `<th ${cellStyle}>${escaped(h)}</th>`)
      .join('')}</tr></thead><tbody>${body
      .map((row) => `<tr>${row.map((c) => `<td ${cellStyle}>${escaped(c)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  const html = [
    `<div style="font-family:sans-serif;color:#1d2129">`,
    `<h2 style="font-size:18px">${escaped(subject)}</h2>`,
    `<p>${escaped(account)}<br>${escaped(range)}</p>`,
    `<h3 style="font-size:15px">${escaped(t('scheduledReports.mail.totals'))}</h3>`,
    table(
      [
        t('scheduledReports.mail.metric'),
        t('scheduledReports.mail.value'),
        t('scheduledReports.mail.change'),
      ],
      totals.map((total) => [total.title, total.value, total.change]),
    ),
    `<h3 style="font-size:15px">${escaped(rowsHeading)}</h3>`,
    table(
      topColumns.map((column) => column.titleName),
      topRows,
    ),
    `<p>${escaped(count)}</p>`,
    `<p style="color:#86909c;font-size:12px">${escaped(footer)}</p>`,
    `</div>`,
  ].join('');
  return { subject, text, html };
}
