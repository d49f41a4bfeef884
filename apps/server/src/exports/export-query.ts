import { reportPages, type ReportPage } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { ReportRequest } from '../reports/report-request';

/** What an export exports: a user's report query as the list call would answer it, in a language. */
export type ExportInput = ReportRequest;

/** The catalogue's page of an export (its title keys and console path). */
export function exportedPage({
  channel,
  section,
  request,
}: Pick<ExportInput, 'channel' | 'section' | 'request'>) {
  return reportPages.find(
    (p) => p.channel === channel && p.section === section && p.granularity === request.query.timeUnit,
  )!;
}

/** "Keyword daily report", "关键词日报": a report's title in a language, as the console titles its page. */
export function reportTitle(page: ReportPage, language: Language): string {
  return lookup(language, 'route.reportTitle', {
    section: lookup(language, page.i18nKey) ?? page.section,
    granularity: lookup(language, page.i18nKeyReport) ?? page.granularity,
  })!;
}
