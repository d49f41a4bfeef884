import { unpagedRowLimit, type Granularity, type ReportRow } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { answeredTitleInfos } from '../reports/calculated-columns';
import { comparisonOfQuery, runReport, type ReportQuery } from '../reports/report-query';
import type { FactStore } from '../stores/fact-store';
import { cellPlan } from './report-cells';

export interface ReportXlsxOptions {
  filePath: string;
  facts: FactStore;
  query: Omit<ReportQuery, 'page'>;
  /** The most rows the file holds (the daily download cap); a note under the summary says when it cuts. */
  rowLimit: number;
  /** Rows read per query: the rows of one chunk are all the job holds in memory at once. */
  chunkSize?: number;
  /** Called after each chunk with the percentage written; throwing stops the job. */
  onProgress?: (percent: number) => Promise<void>;
}

export interface ReportXlsxResult {
  /** Data rows written. */
  rows: number;
  /** Rows the query keeps, before the cap. */
  totalCount: number;
  summary: ReportRow;
}

/** The most rows a report's file holds: the daily download cap for daily reports, else an unpaged answer's. */
export const reportFileRowLimit = (timeUnit: Granularity) =>
  timeUnit === 'day' ? dailyDownloadRowCap : unpagedRowLimit;

/**
 * The longest the writer holds the event loop at a time: turning a chunk's rows into the sheet's XML is
 * synchronous (tens of ms for 1,000 rows), so it hands the loop over this often to the report calls waiting
 * (docs/operations.md#scheduled-reports).
 */
const sliceMs = 8;

/** Pixels of a table column to Excel's width in characters. */
const excelWidth = (pixels: number) => Math.max(8, Math.round(pixels / 7));

/**
 * Streams a report into an .xlsx file (exceljs' streaming writer): the header of titleInfos in the user's
 * language (with the comparison columns when the report compares: docs/requirements.md#period-comparison, and
 * the calculated columns where the query places them),
 * every row the query keeps page by page in the list call's order, the summary row and, when the
 * cap cuts, a note saying so. Numbers stay numbers with their unit's format.
 */
export async function writeReportXlsx(options: ReportXlsxOptions): Promise<ReportXlsxResult> {
  const { query, rowLimit, facts } = options;
  const chunkSize = options.chunkSize ?? 10_000;
  const { language } = query;
  const calculated = query.calculated ?? [];
  const comparison = comparisonOfQuery(query);
  const columns = answeredTitleInfos(query.dataKeys, calculated, query.timeUnit, language, comparison);
  const cells = cellPlan(columns, language, calculated);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: options.filePath, useStyles: true });
  const sheet = workbook.addWorksheet(lookup(language, 'exports.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((info, i) => ({
    header: info.titleName,
    key: info.dataKey,
    width: excelWidth(info.width ?? info.minWidth ?? 100),
    ...(cells.numFmts[i] && { style: { numFmt: cells.numFmts[i] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let written = 0;
  let totalCount = 0;
  let summary: ReportRow = {};
  for (let number = 1; written < rowLimit; number++) {
    const result = await runReport(facts, { ...query, page: { number, size: chunkSize } });
    if (number === 1) ({ totalCount, summary } = result);
    const rows = result.list.slice(0, rowLimit - written);
    let sliceStart = performance.now();
    for (const row of rows) {
      sheet.addRow(cells(row).map((cell) => cell.value)).commit();
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    written += rows.length;
    const target = Math.min(totalCount, rowLimit);
    await options.onProgress?.(target === 0 ? 99 : Math.min(99, Math.floor((written * 100) / target)));
    if (result.list.length < chunkSize) break;
  }

  const totals = cells(summary).map((cell, i) => (columns[i]!.dataKey in summary ? cell.value : ''));
  totals[0] = lookup(language, 'exports.total')!;
  const totalRow = sheet.addRow(totals);
  totalRow.font = { bold: true };
  totalRow.commit();
  if (totalCount > written) {
    const values = { cap: String(rowLimit), total: String(totalCount) };
    sheet.addRow([lookup(language, 'exports.cappedNote', values)!]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return { rows: written, totalCount, summary };
}
