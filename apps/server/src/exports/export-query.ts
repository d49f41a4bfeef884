import {
  reportPages,
  responseCode,
  type Channel,
  type ReportDataKey,
  type ReportListRequest,
  type ReportPage,
  type Section,
} from '@adconsole/api-client/contract';
import { validateReportRange } from '@adconsole/date-range/rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ResponseError } from '../http/response-error';
import { reportColumns } from '../reports/custom-fields';
import type { ReportQuery } from '../reports/report-query';
import type { EntityStore } from '../stores/entity-store';

/** What an export exports: a user's report query as the list call would answer it, in a language. */
export interface ExportInput {
  userId: number;
  accountId: number;
  channel: Channel;
  section: Section;
  request: ReportListRequest;
  language: Language;
}

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

/** A range the report rules refuse is a 400 naming `query`, in the caller's language (as the list call says). */
export function checkExportRange(request: ReportListRequest, language: Language, now: number) {
  const range = validateReportRange(request.query, now);
  if (!range.ok) {
    const message = lookup(language, range.messageKey)!;
    throw new ResponseError(responseCode.badRequest, [{ field: 'query', message }]);
  }
}

/**
 * The report query of an export, with the user's columns and sort as the list call takes them; no page,
 * since the export job pages through every row itself.
 */
export async function exportReportQuery(
  entities: EntityStore,
  input: ExportInput,
): Promise<Omit<ReportQuery, 'page'>> {
  const { channel, section, request, language } = input;
  const account = await entities.db
    .selectFrom('provider_accounts')
    .select('account_no')
    .where('id', '=', input.accountId)
    .executeTakeFirstOrThrow();
  const dataKeys = await reportColumns(entities, input.userId, { channel, section });
  const { page } = request;
  const sort = page?.sortCol
    ? { sortCol: page.sortCol as ReportDataKey, sortOrder: page.sortOrder ?? 'desc' }
    : undefined;
  const { beginDate, endDate, timeUnit, accountId: _claimed, ...filters } = request.query;
  return {
    channel,
    section,
    accountId: input.accountId,
    accountNo: account.account_no,
    beginDate,
    endDate,
    timeUnit,
    filters,
    sort,
    dataKeys,
    language,
  };
}
