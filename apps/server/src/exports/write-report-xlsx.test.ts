import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReport, testNow, testRanges } from '../reports/testing/report-calls';
import { loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { reportQueryOf } from '../reports/report-request';
import { sheetRows } from './testing/export-calls';
import { writeReportXlsx } from './write-report-xlsx';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let accountId: number;
let userId: number;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  accountId = await providerAccountId(app, 'adc-shared-01');
  userId = await userIdOf(app, 'demo');
});

const request = { query: { ...testRanges.day, timeUnit: 'day' as const } };

async function write(rowLimit: number, chunkSize: number, compare = false) {
  const filePath = path.join(server.dataDir, `cap-${rowLimit}-${chunkSize}-${compare}.xlsx`);
  const progress: number[] = [];
  const query = await reportQueryOf(app.entities, {
    userId,
    accountId,
    channel: 'search',
    section: 'keyword',
    request: { query: { ...request.query, compare } },
    language: 'en',
  });
  const result = await writeReportXlsx({
    filePath,
    facts: app.facts,
    query,
    rowLimit,
    chunkSize,
    onProgress: async (percent) => void progress.push(percent),
  });
  return { result, progress, rows: await sheetRows(await readFile(filePath)) };
}

describe('writeReportXlsx', () => {
  it('cuts at the row cap, keeps the summary of every row and says so under it', async () => {
    const api = await fetchReport(app, token, 'search', 'keyword', { accountId, ...request });
    const total = api.page.totalCount;
    expect(total).toBeGreaterThan(30);

    const { result, rows, progress } = await write(30, 7);
    expect(result).toMatchObject({ rows: 30, totalCount: total });
    expect(rows).toHaveLength(1 + 30 + 2);
    expect(rows.slice(1, 31).map((row) => row[0])).toEqual(
      api.data.list.slice(0, 30).map((row) => row.reportDates),
    );
    const costColumn = api.data.titleInfos.findIndex((info) => info.dataKey === 'cost');
    expect(rows[31]![costColumn]).toBe(api.data.summary.cost);
    expect(rows[32]).toEqual([`This download holds at most 30 rows: the first 30 of ${total} are here.`]);
    // One progress report per chunk of 7 rows, rising to the last chunk.
    expect(progress).toEqual([23, 46, 70, 93, 99]);
  });

  it('writes every row in chunks without a note when the cap does not cut', async () => {
    const api = await fetchReport(app, token, 'search', 'keyword', { accountId, ...request });
    const { result, rows } = await write(10_000, 13);
    expect(result.rows).toBe(api.page.totalCount);
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(api.data.list.map((row) => row.reportDates));
    expect(rows.at(-1)![0]).toBe('Total');
  });

  it('carries the previous value and the change of each metric when the report compares', async () => {
    const body = { accountId, query: { ...request.query, compare: true } };
    const api = await fetchReport(app, token, 'search', 'keyword', body, { 'Accept-Language': 'en' });
    const { rows } = await write(10_000, 500, true);
    expect(rows[0]).toEqual(api.data.titleInfos.map((info) => info.titleName));
    expect(rows[0]).toContain('Cost (previous period)');
    expect(rows[0]).toContain('Cost Δ%');
    const columnOf = (dataKey: string) => api.data.titleInfos.findIndex((info) => info.dataKey === dataKey);
    const [previous, change] = [columnOf('costPrevious'), columnOf('costChange')];
    expect(rows.slice(1, -1).map((row) => row[previous])).toEqual(
      api.data.list.map((row) => row.costPrevious),
    );
    // A change without a previous value is the table's empty text.
    expect(rows.slice(1, -1).map((row) => row[change])).toEqual(
      api.data.list.map((row) => row.costChange ?? '--'),
    );
    expect(rows.at(-1)![change]).toBe(api.data.summary.costChange);
  });
});
