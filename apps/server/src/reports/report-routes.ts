import {
  reportListEndpoint,
  reportPages,
  responseCode,
  titleInfos,
  unpagedRowLimit,
  type ReportDataKey,
} from '@adconsole/api-client/contract';
import { validateReportRange } from '@adconsole/date-range/rules';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { reportColumns } from './custom-fields';
import { runReport } from './report-query';

/**
 * The report list calls of every section of both channels, from the catalogue: `{ page?, query }` →
 * titleInfos in the caller's language, the rows and the summary, `page.totalCount`.
 */
export function reportRoutes(app: FastifyInstance) {
  for (const { channel, section } of reportPages.filter((p) => p.granularity === 'day')) {
    registerEndpoint(app, reportListEndpoint(channel, section), async ({ page, query }, request) => {
      const language = requestLanguage(request);
      const range = validateReportRange(query, app.now());
      if (!range.ok) {
        const message = lookup(language, range.messageKey)!;
        throw new ResponseError(responseCode.badRequest, [{ field: 'query', message }], message);
      }
      const accountId = request.accountId!;
      const account = await app.entities.db
        .selectFrom('provider_accounts')
        .select('account_no')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const dataKeys = await reportColumns(app.entities, request.user!.id, { channel, section });
      const sort = page?.sortCol
        ? { sortCol: page.sortCol as ReportDataKey, sortOrder: page.sortOrder ?? 'desc' }
        : undefined;
      const { beginDate, endDate, timeUnit, accountId: _claimed, ...filters } = query;
      const result = await runReport(app.facts, {
        channel,
        section,
        accountId,
        accountNo: account.account_no,
        beginDate,
        endDate,
        timeUnit,
        filters,
        page,
        sort,
        dataKeys,
        language,
      });
      return new Paged(
        { titleInfos: titleInfos(dataKeys, timeUnit, language), list: result.list, summary: result.summary },
        {
          number: page?.number ?? 1,
          size: page?.size ?? unpagedRowLimit,
          ...(sort ?? {}),
          totalCount: result.totalCount,
        },
      );
    });
  }
}
