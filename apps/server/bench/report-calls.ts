/**
 * The report calls the benchmarks make (`npm run bench`): the report engine benchmark times them in-process and
 * the engines benchmark times them on the embedded store and on a ClickHouse server side by side.
 */
import { ReportListData, type Channel, type Section } from '@adconsole/api-client/contract';
import { z } from 'zod';

/** 1 November 2026, noon in Asia/Shanghai: yesterday is 31 October, the facts start on 1 August. */
export const benchNow = Date.parse('2026-11-01T04:00:00Z');
export interface BenchCall {
  name: string;
  channel: Channel;
  section: Section;
  body: object;
  /** Target median (ms) on these machines, through the API with no answer cached. */
  target: number;
}

/** What the API may add to the engine's time for the same reads: API ÷ engine at most. */
export const engineRatioGoal = 1.3;

/** The report calls both benchmarks time, over the `bench` sandbox profile. */
export const reportCalls: BenchCall[] = [
  {
    name: 'keyword custom 31 days, page of 20 with totals',
    channel: 'search',
    section: 'keyword',
    body: {
      page: { number: 1, size: 20 },
      query: { beginDate: '2026-10-01', endDate: '2026-10-31', timeUnit: 'summary' },
    },
    target: 100,
  },
  {
    name: 'keyword weekly over 4 weeks, page of 20',
    channel: 'search',
    section: 'keyword',
    body: {
      page: { number: 1, size: 20 },
      query: { beginDate: '2026-09-28', endDate: '2026-10-25', timeUnit: 'week' },
    },
    target: 60,
  },
  {
    name: 'account daily over 90 days',
    channel: 'search',
    section: 'account',
    body: {
      page: { number: 1, size: 50 },
      query: { beginDate: '2026-08-03', endDate: '2026-10-31', timeUnit: 'day' },
    },
    target: 100,
  },
  {
    name: 'campaign monthly over 3 months',
    channel: 'search',
    section: 'campaign',
    body: {
      page: { number: 1, size: 50 },
      query: { beginDate: '2026-08-01', endDate: '2026-10-31', timeUnit: 'month' },
    },
    target: 100,
  },
  {
    name: 'every keyword row of 7 days (unpaged)',
    channel: 'search',
    section: 'keyword',
    body: { query: { beginDate: '2026-10-25', endDate: '2026-10-31', timeUnit: 'summary' } },
    target: 250,
  },
];

/** A report call's answer as the contract says, with the rows it counts. */
export const ReportAnswer = z.object({
  code: z.literal(200),
  data: ReportListData,
  page: z.object({ totalCount: z.number() }),
});

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
