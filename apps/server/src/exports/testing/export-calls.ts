import {
  CreatedExport,
  DownloadRecord,
  envelope,
  PageResponse,
  reportExportEndpoint,
  type Channel,
  type Section,
} from '@adconsole/api-client/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { call, callEndpoint } from '../../http/testing/test-calls';

/** Calls a section's createExport as a user; the body is sent as is. */
export function postExport(
  app: FastifyInstance,
  token: string,
  channel: Channel,
  section: Section,
  body: object,
  headers: Record<string, string> = {},
) {
  return callEndpoint(app, reportExportEndpoint(channel, section), token, body, headers);
}

/** The id of a new export's download record. */
export async function createExport(...args: Parameters<typeof postExport>): Promise<number> {
  const response = await postExport(...args);
  if (response.statusCode !== 200) throw new Error(`createExport: ${response.statusCode} ${response.body}`);
  return envelope(CreatedExport).parse(response.json()).data!.id;
}

const RecordPage = envelope(z.array(DownloadRecord)).extend({ page: PageResponse });

/** A page of the user's download records, validated against the contract. */
export async function downloadRecords(app: FastifyInstance, token: string, page = { number: 1, size: 50 }) {
  const response = await call(app, 'POST', '/downloadExcelRecord/list', { token, payload: { page } });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  const answer = RecordPage.parse(response.json());
  return { records: answer.data!, page: answer.page };
}

/** The record once its job is done (ready or failed), as the download centre lists it. */
export async function finishedRecord(app: FastifyInstance, token: string, id: number) {
  await app.exportRunner.idle();
  const record = (await downloadRecords(app, token)).records.find((r) => r.id === id);
  if (!record) throw new Error(`record ${id} is not in the list`);
  return record;
}

/** The cells of a workbook's first sheet, row by row (1-based rows as exceljs reads them, as plain arrays). */
export async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** Downloads a record's file as a user. */
export function downloadFile(app: FastifyInstance, token: string, id: number) {
  return call(app, 'POST', '/downloadExcelRecord/download', { token, payload: { id } });
}
