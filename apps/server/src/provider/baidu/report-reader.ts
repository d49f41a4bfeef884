/**
 * Reads one report of the provider over a run of days (docs/baidu-provider.md): at most 731 days
 * per request (longer runs are split), `getReportData` page by page for short runs, an asynchronous task and
 * its file for long ones. Rows are handed on batch by batch, so a long report never sits whole in the store's
 * insert.
 */
import { addCalendarDays, daysInRange, earlierOf } from '@adconsole/date-range-rules';
import type { DayRange } from '../provider';
import { BaiduFileExpiredError } from './client';
import { BaiduCallError, baiduStatus, type BaiduClient } from './protocol';
import type { ReportRow } from './report-feeds';

/** The provider's longest date range of one report request. */
export const maxReportDays = 731;
const service = 'OpenApiReportService';

export interface ReportRequest {
  reportType: number;
  timeUnit: 'DAY' | 'HOUR' | 'SUMMARY';
  columns: readonly string[];
  filters?: { column: string; operator: 'IN'; values: string[] }[];
}

export interface ReadSettings {
  /** Rows per `getReportData` page. */
  pageRows: number;
  /** Runs longer than this go through an asynchronous task. */
  asyncAfterDays: number;
  /** Between two `getTaskStatus` polls. */
  taskPollMs: number;
  /** How many polls a task gets before the read gives up. */
  taskPolls: number;
}

interface ReportPage {
  rowCount: number;
  totalRowCount: number;
  rows: ReportRow[];
}

interface TaskStatus {
  taskStatus: 'SUBMITTED' | 'RUNNING' | 'SUCCESS' | 'FAIL';
  fileUrl?: string;
  /** The file's line (from 1) where the data starts; the line before it holds the column names. */
  dataStartRow?: number;
  tableHeader?: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Splits a run of days into runs of at most `maxDays`. */
export function splitDays({ from, to }: DayRange, maxDays = maxReportDays): DayRange[] {
  const runs: DayRange[] = [];
  for (let start = from; start <= to; start = addCalendarDays(start, maxDays)) {
    runs.push({ from: start, to: earlierOf(addCalendarDays(start, maxDays - 1), to) });
  }
  return runs;
}

/** Parses CSV text (quoted fields may hold commas, quotes and line breaks) into lines of fields. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      line.push(field);
      field = '';
    } else if (char === '\n') {
      line.push(field.replace(/\r$/, ''));
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (field || line.length) lines.push([...line, field]);
  return lines;
}

/** Reads the report over `days`, handing its rows to `take` in batches. */
export async function readReport(
  client: BaiduClient,
  request: ReportRequest,
  days: DayRange,
  settings: ReadSettings,
  take: (rows: ReportRow[]) => Promise<void>,
): Promise<void> {
  for (const run of splitDays(days)) {
    const body = { ...request, startDate: run.from, endDate: run.to };
    if (daysInRange(run.from, run.to) > settings.asyncAfterDays) {
      await readTask(client, body, settings, take);
    } else {
      await readPages(client, body, settings.pageRows, take);
    }
  }
}

async function readPages(
  client: BaiduClient,
  body: object,
  pageRows: number,
  take: (rows: ReportRow[]) => Promise<void>,
) {
  for (let startRow = 0; ;) {
    const { data } = await client.call<ReportPage>('search', service, 'getReportData', {
      ...body,
      startRow,
      rowCount: pageRows,
    });
    const page = data[0];
    if (!page || page.rows.length === 0) return;
    await take(page.rows);
    startRow += page.rows.length;
    if (startRow >= page.totalRowCount) return;
  }
}

const fileBatchRows = 10_000;

/**
 * Creates a task, polls it to its file and reads the file. A `fileUrl` lives 5 minutes: an expired one is
 * asked for again (a finished task answers a fresh URL); a task whose URLs keep expiring is created again once.
 */
async function readTask(
  client: BaiduClient,
  body: object,
  settings: ReadSettings,
  take: (rows: ReportRow[]) => Promise<void>,
) {
  for (let created = 1; ; created++) {
    const { data } = await client.call<{ taskId: string }>('search', service, 'createReportTask', body);
    const taskId = data[0]!.taskId;
    for (let asked = 0; asked < 3; asked++) {
      const status = await finishedTask(client, taskId, settings);
      let text: string;
      try {
        text = await client.download(status.fileUrl!);
      } catch (error) {
        if (error instanceof BaiduFileExpiredError) continue;
        throw error;
      }
      const lines = parseCsv(text);
      const start = (status.dataStartRow ?? 2) - 1;
      const header = status.tableHeader ?? lines[start - 1] ?? [];
      const rows = lines
        .slice(start)
        .filter((line) => line.length === header.length)
        .map((line) => Object.fromEntries(header.map((column, i) => [column, line[i]!])));
      for (let i = 0; i < rows.length; i += fileBatchRows) await take(rows.slice(i, i + fileBatchRows));
      return;
    }
    if (created >= 2) {
      const failure = { code: 0, message: 'the report file expired before it could be read' };
      throw new BaiduCallError([failure], baiduStatus.failed);
    }
  }
}

async function finishedTask(client: BaiduClient, taskId: string, settings: ReadSettings) {
  for (let poll = 1; poll <= settings.taskPolls; poll++) {
    const { data } = await client.call<TaskStatus>('search', service, 'getTaskStatus', { taskId });
    const status = data[0];
    if (status?.taskStatus === 'SUCCESS' && status.fileUrl) return status;
    if (status?.taskStatus === 'FAIL') {
      throw new BaiduCallError([{ code: 0, message: `report task ${taskId} failed` }], baiduStatus.failed);
    }
    await sleep(settings.taskPollMs);
  }
  throw new BaiduCallError(
    [{ code: 0, message: `report task ${taskId} did not finish` }],
    baiduStatus.failed,
  );
}
