import { dailyDownloadRowCap } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import ExcelJS from 'exceljs';
import type { changeHistoryExport } from '../exports/export-jobs';
import type { ExportWriters } from '../exports/export-runner';
import { inertText } from '../exports/report-cells';
import { changeRecord, historyRows, recordColumns } from './change-history-query';

/**
 * Writes the change history of an export job to an .xlsx (docs/requirements.md#change-history): the page's
 * columns in the user's language, newest first, and a note when the query has more rows than a download
 * holds. Registered with the export jobs in app.ts (docs/architecture.md#jobs).
 */
export const writeChangeHistoryXlsx: ExportWriters[typeof changeHistoryExport] = async (
  filePath,
  { accountId, request: { query }, language },
  { entities },
) => {
  const changes = historyRows(entities.db, { accountId, ...query });
  const [rows, total] = await Promise.all([
    changes
      .select(recordColumns)
      .orderBy('changes.time', 'desc')
      .orderBy('changes.id', 'desc')
      .limit(dailyDownloadRowCap)
      .execute(),
    changes.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const text = (key: string) => lookup(language, `changeHistory.${key}`)!;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true });
  const sheet = workbook.addWorksheet(lookup(language, 'exports.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = { time: 20, kind: 16, user: 16, level: 12, object: 36, field: 24, change: 36 };
  sheet.columns = Object.entries(widths).map(([key, width]) => ({ header: text(key), width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const change = changeRecord(row, language);
    const cells = [
      change.time,
      text(`kindName.${change.kind}`),
      change.userName ?? text('elsewhere'),
      text(`levelName.${change.level}`),
      inertText(change.objectName),
      inertText(change.field),
      inertText(`${change.oldValue ?? text('none')} → ${change.newValue ?? text('none')}`),
    ];
    sheet.addRow(cells).commit();
  }
  if (Number(total.count) > rows.length) {
    const values = { cap: String(rows.length), total: String(total.count) };
    sheet.addRow([lookup(language, 'exports.cappedNote', values)!]).commit();
  }
  sheet.commit();
  await workbook.commit();
};
