import { endpoints, responseCode, type AccountSummary } from '@adconsole/api-client/contract';
import {
  addCalendarDays,
  daysInRange,
  providerToday,
  providerYesterday,
  validateReportRange,
} from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';

interface DayRow {
  date: string;
  impression: number;
  click: number;
  cost_fen: number;
  conversion: number;
}

/** Both channels' unit roll-ups of one account, summed by day. */
const dailySql = ['search_unit_daily', 'feed_unit_daily']
  .map(
    (table) => `SELECT date, impression, click, cost_fen, conversion FROM ${table}
      WHERE account_id = {accountId:UInt32} AND date BETWEEN {beginDate:Date} AND {endDate:Date}`,
  )
  .join(' UNION ALL ');
const summarySql = `SELECT toString(date) AS date, sum(impression) AS impression, sum(click) AS click,
  sum(cost_fen) AS cost_fen, sum(conversion) AS conversion FROM (${dailySql}) GROUP BY date ORDER BY date`;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The metrics of some sums: cost in yuan, ctr a ratio, cpc and cpm recomputed from the sums. */
function metricsOf({ impression, click, cost_fen, conversion }: Omit<DayRow, 'date'>) {
  const cost = cost_fen / 100;
  return {
    cost: round(cost, 2),
    impression,
    click,
    ctr: impression ? round(click / impression, 4) : 0,
    cpc: click ? round(cost / click, 2) : 0,
    cpm: impression ? round((cost / impression) * 1000, 2) : 0,
    conversion,
  };
}

/**
 * The home dashboard's summary of the current account (docs/requirements.md#home-dashboard): search and feed
 * ads together, totals and one trend point per day of the range (days without spend count zero); by default
 * the last 31 days.
 */
export function accountSummaryRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.accountSummary, async (input, request): Promise<AccountSummary> => {
    const now = app.now();
    const beginDate = input.beginDate ?? addCalendarDays(providerToday(now), -31);
    const endDate = input.endDate ?? providerYesterday(now);
    const range = validateReportRange({ beginDate, endDate, timeUnit: 'day' }, now);
    if (!range.ok) {
      const message = lookup(requestLanguage(request), range.messageKey)!;
      throw new ResponseError(responseCode.badRequest, [{ field: 'beginDate', message }]);
    }
    const accountId = request.accountId!;
    const account = await app.entities.db
      .selectFrom('provider_accounts')
      .select(['account_no', 'balance_fen'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const rows = await app.facts.query<DayRow>(summarySql, { accountId, beginDate, endDate });
    const byDate = new Map(rows.map((row) => [row.date, row]));
    const zero = { impression: 0, click: 0, cost_fen: 0, conversion: 0 };
    const days = Array.from({ length: daysInRange(beginDate, endDate) }, (_, i) => {
      const date = addCalendarDays(beginDate, i);
      return { date, ...(byDate.get(date) ?? zero) };
    });
    const totals = days.reduce(
      (sum, day) => ({
        impression: sum.impression + Number(day.impression),
        click: sum.click + Number(day.click),
        cost_fen: sum.cost_fen + Number(day.cost_fen),
        conversion: sum.conversion + Number(day.conversion),
      }),
      zero,
    );
    return {
      accountId,
      accountNo: account.account_no,
      balance: Number(account.balance_fen) / 100,
      ...metricsOf(totals),
      trend: days.map(({ date, ...sums }) => ({ date, ...metricsOf(sums) })),
    };
  });
}
