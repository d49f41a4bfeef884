import { titleInfos, type CostReportRow } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import ExcelJS from 'exceljs';
import type { costReportExport, CostExportJobInput } from '../exports/export-jobs';
import type { ExportWriters } from '../exports/export-runner';
import { cellPlan, inertText } from '../exports/report-cells';
import { costReport } from './cost-report';

/** The text columns of each grouping: the period, then the group and the groups above it. */
const textColumns: Record<
  CostExportJobInput['request']['query']['groupBy'],
  readonly { key: string; value: (row: CostReportRow) => string | null }[]
> = {
  customer: [{ key: 'exports.costReport.column.customer', value: (row) => row.customerName }],
  company: [
    { key: 'exports.costReport.column.customer', value: (row) => row.customerName },
    { key: 'exports.costReport.column.company', value: (row) => row.companyName },
  ],
  account: [
    { key: 'exports.costReport.column.customer', value: (row) => row.customerName },
    { key: 'exports.costReport.column.company', value: (row) => row.companyName },
    { key: 'exports.costReport.column.account', value: (row) => row.accountNo },
  ],
};

/** The cost report's title in a language: "Daily cost report by customer", "客户每日消费报告". */
export function costReportTitle(query: CostExportJobInput['request']['query'], language: Language): string {
  const timeUnits = { day: 'exports.costReport.timeUnit.day', month: 'exports.costReport.timeUnit.month' };
  const groups = {
    customer: 'exports.costReport.group.customer',
    company: 'exports.costReport.group.company',
    account: 'exports.costReport.group.account',
  };
  return lookup(language, 'exports.costReport.title', {
    timeUnit: lookup(language, timeUnits[query.timeUnit])!,
    group: lookup(language, groups[query.groupBy])!,
  })!;
}

/**
 * Writes the cost report of an export job to an .xlsx (docs/requirements.md#cost-report): the rows as the
 * list sorts them by default, the cost as the reports format it, the total of the range, and a note when a
 * daily export stops at the download cap. Registered with the export jobs in app.ts (docs/architecture.md#jobs).
 */
export const writeCostReportXlsx: ExportWriters[typeof costReportExport] = async (
  filePath,
  { request: { query }, language },
  { entities, facts },
) => {
  const { rows, totalCost } = await costReport(entities, facts, query);
  const texts = textColumns[query.groupBy];
  const costColumns = titleInfos(['cost'], query.timeUnit, language);
  const costCell = (cost: number) => cellPlan(costColumns, language)({ cost })[0]!;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true });
  const sheet = workbook.addWorksheet(lookup(language, 'exports.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: lookup(language, 'exports.costReport.column.date'), width: 12 },
    ...texts.map(({ key }) => ({ header: lookup(language, key), width: 30 })),
    { header: costColumns[0]!.titleName, width: 16, style: { numFmt: costCell(0).numFmt } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const rowLimit = query.timeUnit === 'day' ? dailyDownloadRowCap : rows.length;
  for (const row of rows.slice(0, rowLimit)) {
    sheet
      .addRow([row.date, ...texts.map(({ value }) => inertText(value(row) ?? '')), costCell(row.cost).value])
      .commit();
  }
  const totalRow = sheet.addRow([
    lookup(language, 'exports.total'),
    ...texts.map(() => ''),
    costCell(totalCost).value,
  ]);
  totalRow.font = { bold: true };
  totalRow.commit();
  if (rows.length > rowLimit) {
    const values = { cap: String(rowLimit), total: String(rows.length) };
    sheet.addRow([lookup(language, 'exports.cappedNote', values)!]).commit();
  }
  sheet.commit();
  await workbook.commit();
};
