import {
  comparisonOf,
  isCalculatedColumnKey,
  reportSection,
  responseCode,
  type AnsweredKey,
  type CalculatedColumnKey,
  type Channel,
  type ReportListRequest,
  type Section,
} from '@adconsole/api-client/contract';
import { reportedRange, validateReportRange, type RangeCheck } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';
import { calculatedColumnsOf } from './calculated-columns';
import { chosenColumns, storedColumnKeys } from './custom-fields';
import type { ReportQuery } from './report-query';

/** A user's report list request on a verified account, in a language: what a list call and an export share. */
export interface ReportRequest {
  userId: number;
  accountId: number;
  channel: Channel;
  section: Section;
  request: ReportListRequest;
  language: Language;
}

/**
 * The report request of a list or export call, its range checked and cut to the days reported (a month range
 * may name the running month's last day; docs/requirements.md#range-checks): the session user, the account
 * the endpoint verified and the caller's language (docs/architecture.md#from-a-report-page-to-sql).
 */
export function checkedReportRequest(
  http: FastifyRequest,
  ref: { channel: Channel; section: Section },
  body: ReportListRequest,
  now: number,
): ReportRequest {
  const language = requestLanguage(http);
  checkReportRange(body.query, language, now);
  const request = { ...body, query: reportedRange(body.query, now) };
  return { userId: http.user!.id, accountId: http.accountId!, ...ref, request, language };
}

/** A range the date rules refuse is a 400 naming `query`, its message in the caller's language. */
export function refuseBadRange(range: RangeCheck, language: Language) {
  if (!range.ok) {
    const message = lookup(language, range.messageKey)!;
    throw new ResponseError(responseCode.badRequest, [{ field: 'query', message }], message);
  }
}

/** The report rules' check of a list or export query's range and granularity. */
export function checkReportRange(query: ReportListRequest['query'], language: Language, now: number) {
  refuseBadRange(validateReportRange(query, now), language);
}

/** The report query of a request: the account's number, the user's columns, the sort and the filters. */
export async function reportQueryOf(
  entities: EntityStore,
  { userId, accountId, channel, section, request, language }: ReportRequest,
): Promise<Omit<ReportQuery, 'page'>> {
  const account = await entities.db
    .selectFrom('provider_accounts')
    .select('account_no')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  // The columns the request names, else the user's stored choice, else the catalogue's: one path, so a
  // stored calculated column is answered as if the request had named it (docs/requirements.md#calculated-columns).
  const { columns } = request.query;
  const ref = { channel, section };
  const keys =
    columns ?? (await storedColumnKeys(entities, userId, ref)) ?? reportSection(channel, section).columns;
  const dataKeys = chosenColumns(ref, keys);
  const requested = { keys, named: columns !== undefined };
  const calculated = await calculatedColumnsOf(entities, userId, ref, requested, dataKeys, language);
  const { page } = request;
  // A calculated column sorts only the answer that has it; a sort by one it lacks (a link or a schedule kept
  // after its metric went) is left out, and the rows come in the report's own order.
  const sortCol = page?.sortCol as AnsweredKey | CalculatedColumnKey | undefined;
  const answered =
    sortCol !== undefined &&
    (!isCalculatedColumnKey(sortCol) ||
      calculated.some((column) => column.key === sortCol.replace(/(Previous|Change)$/, '')));
  const sort = answered ? { sortCol, sortOrder: page?.sortOrder ?? 'desc' } : undefined;
  const {
    beginDate,
    endDate,
    timeUnit,
    compare,
    columns: _chosen,
    accountId: _claimed,
    ...filters
  } = request.query;
  const comparison = comparisonOf(compare);
  return {
    channel,
    section,
    accountId,
    accountNo: account.account_no,
    beginDate,
    endDate,
    timeUnit,
    filters,
    sort,
    dataKeys,
    calculated,
    language,
    compare: comparison !== null,
    ...(comparison && { comparison }),
  };
}
