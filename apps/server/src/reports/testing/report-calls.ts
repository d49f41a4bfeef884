import {
  ErrorEnvelope,
  PageResponse,
  ReportListData,
  reportListEndpoint,
  type Channel,
  type ReportListData as ReportListAnswer,
  type Section,
} from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../http/testing/test-calls';

/** Saturday 21 November 2026, 16:00 in Asia/Shanghai: yesterday is Friday the 20th. */
export const testNow = Date.parse('2026-11-21T08:00:00Z');

/** One range per granularity that the date rules accept at `testNow`. */
export const testRanges = {
  day: { beginDate: '2026-11-01', endDate: '2026-11-14' },
  week: { beginDate: '2026-10-19', endDate: '2026-11-15' },
  month: { beginDate: '2026-08-01', endDate: '2026-10-31' },
  summary: { beginDate: '2026-10-01', endDate: '2026-11-20' },
} as const;

/** An unpaged answer's page may hold more rows than a page size allows. */
const ReportAnswer = z.object({
  code: z.literal(200),
  msg: z.string(),
  data: ReportListData,
  page: z.object({ ...PageResponse.shape, size: z.number().int().min(1) }),
});

export interface ReportAnswer {
  data: ReportListAnswer;
  page: z.infer<typeof ReportAnswer>['page'];
}

/** Calls a report list as a user; the body is sent as is. */
export function postReport(
  app: FastifyInstance,
  token: string,
  channel: Channel,
  section: Section,
  body: object,
  headers: Record<string, string> = {},
) {
  return callEndpoint(app, reportListEndpoint(channel, section), token, body, headers);
}

/** A successful report answer, validated against the contract. */
export async function fetchReport(
  app: FastifyInstance,
  token: string,
  channel: Channel,
  section: Section,
  body: object,
  headers: Record<string, string> = {},
): Promise<ReportAnswer> {
  const response = await postReport(app, token, channel, section, body, headers);
  if (response.statusCode !== 200)
    throw new Error(`${channel} ${section}: ${response.statusCode} ${response.body}`);
  return ReportAnswer.parse(response.json());
}

/** A refused report call: its HTTP status and envelope. */
export async function refusedReport(
  app: FastifyInstance,
  token: string,
  channel: Channel,
  section: Section,
  body: object,
) {
  const response = await postReport(app, token, channel, section, body);
  return { status: response.statusCode, body: ErrorEnvelope.parse(response.json()) };
}

/** "Please select time" as each language says it (docs/requirements.md#range-checks). */
const selectTime = [
  ['en', 'Please select time'],
  ['zh-CN', '请选择时间'],
  ['zh-TW', '請選擇時間'],
] as const;

/**
 * Sends a call in each language and expects it refused with "please select time": as the `msg` and as the
 * message of each of `fields`.
 */
export async function expectSelectTime(
  send: (headers: Record<string, string>) => Promise<{ statusCode: number; json: () => unknown }>,
  fields: string[],
) {
  for (const [language, message] of selectTime) {
    const response = await send({ 'accept-language': language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: message,
      data: fields.map((field) => ({ field, message })),
    });
  }
}
