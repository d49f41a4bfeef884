import {
  periodChange,
  titleInfos,
  type Metrics,
  type ReportDataKey,
  type ReportRow,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import ExcelJS from 'exceljs';
import type { overviewExport } from '../exports/export-jobs';
import type { ExportWriters } from '../exports/export-runner';
import { cellPlan, inertText, type SheetCell } from '../exports/report-cells';
import {
  weeklyDevices,
  weeklyDirection,
  weeklyHours,
  weeklyKeywords,
  weeklyOverview,
  weeklyMetrics,
  weeklyRegions,
  weekOf,
} from './weekly-statistics';

type Sheet = ExcelJS.Worksheet;

function addCells(sheet: Sheet, cells: readonly SheetCell[], bold = false) {
  const row = sheet.addRow(cells.map((cell) => cell.value));
  cells.forEach((cell, i) => {
    if (cell.numFmt) row.getCell(i + 1).numFmt = cell.numFmt;
  });
  if (bold) row.font = { bold: true };
}

function addHeader(sheet: Sheet, titles: readonly string[]) {
  addCells(
    sheet,
    titles.map((value) => ({ value })),
    true,
  );
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column) => (column.width = 16));
}

/**
 * A sheet of report rows under the report's own column titles and formats (the list call's titleInfos), in
 * the user's language: what the report pages show, so the file reads like them.
 */
function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  dataKeys: readonly ReportDataKey[],
  rows: readonly ReportRow[],
  language: Language,
  /** Text columns ahead of the report's, one value per row. */
  leads: readonly { title: string; values: readonly string[] }[] = [],
) {
  const sheet = workbook.addWorksheet(name);
  const columns = titleInfos(dataKeys, 'summary', language);
  const cells = cellPlan(columns, language);
  addHeader(sheet, [...leads.map((lead) => lead.title), ...columns.map((info) => info.titleName)]);
  rows.forEach((row, i) =>
    addCells(sheet, [...leads.map((lead) => ({ value: inertText(lead.values[i]!) })), ...cells(row)]),
  );
}

/**
 * The overview sheet: each metric this week, the week before and the change (a ratio, empty where the week
 * before had none), with the report table's formats (docs/requirements.md#period-comparison).
 */
function addOverview(workbook: ExcelJS.Workbook, current: Metrics, previous: Metrics, language: Language) {
  const sheet = workbook.addWorksheet(lookup(language, 'exports.overviewSheet.overview')!);
  addHeader(sheet, [
    lookup(language, 'exports.overviewSheet.metric')!,
    lookup(language, 'exports.overviewSheet.thisWeek')!,
    lookup(language, 'exports.overviewSheet.previousWeek')!,
    lookup(language, 'exports.overviewSheet.change')!,
  ]);
  for (const metric of weeklyMetrics) {
    const [info, ...compared] = titleInfos([metric], 'summary', language, true);
    const row: ReportRow = {
      [metric]: current[metric],
      [compared[0]!.dataKey]: previous[metric],
      [compared[1]!.dataKey]: periodChange(current[metric], previous[metric]),
    };
    addCells(sheet, [{ value: info!.titleName }, ...cellPlan([info!, ...compared], language)(row)]);
  }
}

/**
 * The report centre's overview of a week as a workbook (docs/requirements.md#report-centre): the overview
 * with changes, the days, the top regions and keywords, devices, hours and, for feeds, targeting; each sheet
 * the answer of its statistics call, so the file and the page agree. Registered with the export jobs in app.ts
 * (docs/architecture.md#jobs).
 */
export const writeOverviewXlsx: ExportWriters[typeof overviewExport] = async (
  filePath,
  job,
  { entities, facts },
) => {
  const week = await weekOf(entities, job);
  const { language } = week;
  const [overview, regions, keywords, devices, hours, targeting] = await Promise.all([
    weeklyOverview(facts, week),
    weeklyRegions(facts, week),
    weeklyKeywords(facts, week),
    weeklyDevices(facts, week),
    weeklyHours(facts, week),
    weeklyDirection(facts, week),
  ]);
  const workbook = new ExcelJS.Workbook();
  addOverview(workbook, overview.current, overview.previous, language);
  const days = overview.days.map(({ date, ...metrics }) => ({ reportDates: date, ...metrics }));
  addTable(
    workbook,
    lookup(language, 'exports.overviewSheet.days')!,
    ['reportDates', ...weeklyMetrics],
    days,
    language,
  );
  addTable(
    workbook,
    lookup(language, 'reports.section.region')!,
    ['provinceName', ...weeklyMetrics],
    regions,
    language,
  );
  // Feeds buy no keywords: their ranked words are intention words (see weeklyKeywords).
  const words = week.channel === 'feed' ? 'reports.section.intentionWord' : 'reports.section.keyword';
  addTable(workbook, lookup(language, words)!, ['keyword', ...weeklyMetrics], keywords, language);
  const deviceName = (device: 'pc' | 'mobile') =>
    lookup(language, device === 'pc' ? 'reports.device.computer' : 'reports.device.mobile')!;
  addTable(
    workbook,
    lookup(language, 'reports.section.device')!,
    ['deviceName', ...weeklyMetrics],
    devices.map((row) => ({ ...row, deviceName: deviceName(row.device) })),
    language,
  );
  addTable(
    workbook,
    lookup(language, 'reports.section.timePeriod')!,
    ['hour', ...weeklyMetrics],
    hours,
    language,
  );
  if (week.channel === 'feed') {
    addTable(
      workbook,
      lookup(language, 'exports.overviewSheet.targeting')!,
      weeklyMetrics,
      targeting,
      language,
      [
        {
          title: lookup(language, 'exports.overviewSheet.kind')!,
          values: targeting.map((row) => lookup(language, `reports.section.${row.kind}`)!),
        },
        { title: lookup(language, 'exports.overviewSheet.name')!, values: targeting.map((row) => row.name) },
      ],
    );
  }
  await workbook.xlsx.writeFile(filePath);
};
