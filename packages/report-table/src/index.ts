export * from '@adconsole/report-table-rules';
export { ReportTable } from './table/report-table';
export { ColumnSettingsPanel } from './table/column-settings-panel';
export { localStorageColumnSettings, type ColumnSettingsAdapter } from './table/column-settings-adapter';
export { useColumnSettings, type UseColumnSettingsOptions } from './table/use-column-settings';
export type { ColumnMenuItem } from './table/use-column-actions';
export type { CalculatedColumn } from './table/calculated-columns';
export { loadCalculatedColumns } from './table/use-calculated-columns';
export { loadSanitizer, sanitizeHtml } from './table/report-cell';
export type {
  CellRenderProps,
  CellRenderer,
  ClientReportTableProps,
  ColumnSettingsControl,
  RendererRegistry,
  ReportTableProps,
  RowSelection,
  ServerReportTableProps,
} from './table/types';
