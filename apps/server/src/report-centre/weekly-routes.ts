import { endpoints, type Channel, type WeeklyRequest } from '@adconsole/api-client/contract';
import { validateRange, type PickerType } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportFileName } from '../exports/export-query';
import { insertExportJob, overviewExport } from '../exports/export-jobs';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { refuseBadRange } from '../reports/report-request';
import type { FactStore } from '../stores/fact-store';
import {
  weekOf,
  weeklyDevices,
  weeklyDirection,
  weeklyHours,
  weeklyKeywords,
  weeklyOverview,
  weeklyRegions,
  type Week,
} from './weekly-statistics';

/** The report centre's top date bar picks one Monday–Sunday week (docs/requirements.md#date-pickers: type 3). */
const reportCentrePicker: PickerType = 3;

/** The summary overview page of each channel, where the download centre leads back to. */
const summaryPages: Record<Channel, string> = {
  search: '/reportCenter/keywordSearch/summary',
  feed: '/reportCenter/feeds/summary',
};

/**
 * The report centre's calls (docs/requirements.md#report-centre): the weekly statistics, from the fact store
 * through the report engine's SQL, and the overview export of each channel. The overview calls and exports
 * fix their channel; the breakdowns take it from the query.
 */
export function weeklyRoutes(app: FastifyInstance) {
  /**
   * The week a call asks for on the account the endpoint verified: the contract checked it is one
   * Monday–Sunday week; here it must also have ended, as the date bar allows (400 in the caller's language).
   */
  function checkedWeek(request: FastifyRequest, { query }: WeeklyRequest, channel = query.channel) {
    const language = requestLanguage(request);
    refuseBadRange(validateRange(reportCentrePicker, query, app.now()), language);
    return { channel, accountId: request.accountId!, language, request: { query } };
  }

  const statistic =
    <T>(compute: (facts: FactStore, week: Week) => Promise<T>, channel?: Channel) =>
    async (body: WeeklyRequest, request: FastifyRequest) =>
      compute(app.facts, await weekOf(app.entities, checkedWeek(request, body, channel)));

  registerEndpoint(app, endpoints.weeklyOverviewSearch, statistic(weeklyOverview, 'search'));
  registerEndpoint(app, endpoints.weeklyOverviewFeed, statistic(weeklyOverview, 'feed'));
  registerEndpoint(app, endpoints.weeklyDevices, statistic(weeklyDevices));
  registerEndpoint(app, endpoints.weeklyRegion, statistic(weeklyRegions));
  registerEndpoint(app, endpoints.weeklyKeywords, statistic(weeklyKeywords));
  registerEndpoint(app, endpoints.weeklyDirection, statistic(weeklyDirection));
  registerEndpoint(app, endpoints.weeklyHour, statistic(weeklyHours));

  // The overview export: a workbook of every statistic of the week, written by the export jobs.
  const overviewExports: [Channel, typeof endpoints.overviewExportSearch][] = [
    ['search', endpoints.overviewExportSearch],
    ['feed', endpoints.overviewExportFeed],
  ];
  for (const [channel, endpoint] of overviewExports) {
    registerEndpoint(app, endpoint, async (body, request) => {
      const week = checkedWeek(request, body, channel);
      const { language } = week;
      const title = lookup(language, 'exports.overviewTitle', {
        channel: lookup(language, `reports.channel.${channel}`)!,
      })!;
      const { beginDate, endDate } = body.query;
      const name = exportFileName(title, { beginDate, endDate }, language);
      const id = await insertExportJob(
        app.entities,
        {
          ...week,
          userId: request.user!.id,
          section: overviewExport,
          request: { query: { beginDate, endDate, timeUnit: 'day' } },
        },
        {
          name,
          report: summaryPages[channel],
          now: app.now(),
          maxPending: app.limits.pendingExportsPerUser,
        },
      );
      app.exportRunner.enqueue(id);
      return { id };
    });
  }
}
