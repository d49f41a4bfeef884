import type { Language } from '@adconsole/i18n';
import type { ReactNode } from 'react';
import type { ColumnOption, ColumnSettings } from '../core/column-settings';
import type { ReportColumn } from '../core/columns';
import type { ReportSort } from '../core/sort';
import type { SummaryOptions } from '../core/summary';
import type { ReportRow, TitleInfo } from '../core/title-info';

/** What a named renderer (domType `render`) gets to draw one cell. */
export interface CellRenderProps {
  value: unknown;
  row: ReportRow;
  column: ReportColumn;
}

export type CellRenderer = (cell: CellRenderProps) => ReactNode;

/** Draws one cell of a row (or of the summary row) as its column says. */
export type RenderCell = (column: ReportColumn, row: ReportRow) => ReactNode;

/** Renderers by name; a titleInfo with domType `render` names one in `renderer`. */
export type RendererRegistry = Readonly<Record<string, CellRenderer>>;

/** Column visibility and order, and where changes go: usually `useColumnSettings(...)`. */
export interface ColumnSettingsControl {
  settings: ColumnSettings;
  onChange: (settings: ColumnSettings) => void;
  /** Back to the report's own columns in its own order (the chooser's Reset). */
  reset: () => void;
  /** True after the last change could not be saved; the chooser says so. */
  saveFailed?: boolean;
  /**
   * Every column the report offers, when the server applies the user's choice: the table then shows the
   * titleInfos as they come, and the chooser lists these, so a column the answer left out can be shown
   * again. Without it the chooser lists the titleInfos' columns and the table orders and hides them.
   */
  available?: readonly ColumnOption[];
}

interface ReportTableCommonProps {
  titleInfos: readonly TitleInfo[];
  rows: readonly ReportRow[];
  /** The table's accessible name, e.g. the report's title; "Report" in the current language if absent. */
  label?: string;
  /**
   * The language of the table's own words (`en`, `cn`, `tw`); left out, the host i18next's language when it
   * has the table's texts, else English (docs/architecture.md#publishable-packages).
   */
  language?: Language;
  /** A row's stable id; the row's `id` field, else its index, if absent. */
  getRowId?: (row: ReportRow, index: number) => string;
  /** Renderers for domType `render`, by name; `qualityCode` (codes 0–3 as words) is built in. */
  renderers?: RendererRegistry;
  /** Columns sortable whatever the server says (default: the contract's `defaultSortableKeys`). */
  sortableKeys?: readonly string[];
  /** A totals row the server made (`data.summary`), pinned at the bottom. */
  summaryRow?: ReportRow | null;
  /** Total the client's rows instead (sum by default, average, ratio columns); ignored with `summaryRow`. */
  summary?: SummaryOptions | boolean;
  /** Page sizes offered (default the contract's `pageSizes`; `materialPageSizes` for materials lists). */
  pageSizes?: readonly number[];
  /** Column visibility and order; with it, the table shows its custom-columns button. */
  columnSettings?: ColumnSettingsControl;
  loading?: boolean;
  /** An error to show instead of the rows: true for the default message, or a message of the caller's. */
  error?: boolean | string | null;
  onRetry?: () => void;
  /**
   * The height of the whole, toolbar and pager included, in px or any CSS length (e.g. `'100%'` to fill a
   * sized box); left out, the table itself (header, rows and totals) is 500 px high. The table is never
   * below 500 px (docs/requirements.md#report-table).
   */
  height?: number | string;
  className?: string;
}

/** The table sorts and pages its rows itself; sort may still be controlled. */
export interface ClientReportTableProps extends ReportTableCommonProps {
  mode?: 'client';
  sort?: ReportSort | null;
  onSortChange?: (sort: ReportSort | null) => void;
  defaultSort?: ReportSort | null;
  /** False shows every row in one virtual list (no pager). */
  paginate?: boolean;
  defaultPageSize?: number;
}

/**
 * The server sorts and pages: rows are one page, and the caller keeps sort and page (e.g. in the URL)
 * and fetches again on a change.
 */
export interface ServerReportTableProps extends ReportTableCommonProps {
  mode: 'server';
  sort: ReportSort | null;
  onSortChange: (sort: ReportSort | null) => void;
  /** 1-based page number. */
  page: number;
  size: number;
  totalCount: number;
  onPageChange: (page: number, size: number) => void;
}

export type ReportTableProps = ClientReportTableProps | ServerReportTableProps;
