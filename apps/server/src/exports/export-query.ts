import { catalogueReports, type CatalogueReport } from '@adconsole/api-client/contract';
import type { DateRange } from '@adconsole/date-range/rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { ReportRequest } from '../reports/report-request';

/** What an export exports: a user's report query as the list call would answer it, in a language. */
export type ExportInput = ReportRequest;

/** The catalogue report an export exports (its title keys and console path). */
export function exportedReport({
  channel,
  section,
  request,
}: Pick<ExportInput, 'channel' | 'section' | 'request'>) {
  return catalogueReports.find(
    (p) => p.channel === channel && p.section === section && p.granularity === request.query.timeUnit,
  )!;
}

/** "Keyword daily report", "关键词日报": a report's title in a language, as the console titles its page. */
export function reportTitle(report: CatalogueReport, language: Language): string {
  return lookup(language, 'route.reportTitle', {
    section: lookup(language, report.i18nKey) ?? report.section,
    granularity: lookup(language, report.i18nKeyReport) ?? report.granularity,
  })!;
}

/** "Keyword daily report 2026-11-01~2026-11-07.xlsx": an export's file name, its title and range. */
export function exportFileName(title: string, { beginDate, endDate }: DateRange) {
  return `${title} ${beginDate}~${endDate}.xlsx`;
}
