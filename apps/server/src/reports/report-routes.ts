import { reportListEndpoint, catalogueReports, unpagedRowLimit } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { JsonText } from '../http/json-text';
import { syncedThroughOf } from '../provider/report-sync';
import { answeredTitleInfos } from './calculated-columns';
import { comparisonOfQuery, reportAnswer } from './report-query';
import { checkedReportRequest, reportQueryOf } from './report-request';

/**
 * The report list calls of every section of both channels, from the catalogue: `{ page?, query }` →
 * titleInfos in the caller's language, the rows and the summary, `page.totalCount`.
 */
export function reportRoutes(app: FastifyInstance) {
  for (const { channel, section } of catalogueReports.filter((p) => p.granularity === 'day')) {
    registerEndpoint(app, reportListEndpoint(channel, section), async (body, request) => {
      const input = checkedReportRequest(request, { channel, section }, body, app.now());
      const query = await reportQueryOf(app.entities, input);
      const { page } = body;
      request.callTiming = { queuedMs: 0, engineMs: 0 };
      // How far the account's facts reach is read beside the rows (a cached answer once read), not after them.
      const [result, syncedThrough] = await Promise.all([
        reportAnswer(app.facts, { ...query, page }, request.callTiming),
        syncedThroughOf(app.facts, input.accountId),
      ]);
      return new Paged(
        {
          titleInfos: answeredTitleInfos(
            query.dataKeys,
            query.calculated ?? [],
            query.timeUnit,
            input.language,
            comparisonOfQuery(query),
          ),
          list: new JsonText(result.list),
          summary: result.summary,
          // How fresh the figures are: a server catching up answers before every day is in
          // (docs/requirements.md#how-fresh-a-report-is).
          syncedThrough: syncedThrough ?? null,
        },
        {
          number: page?.number ?? 1,
          size: page?.size ?? unpagedRowLimit,
          ...(query.sort ?? {}),
          totalCount: result.totalCount,
        },
      );
    });
  }
}
