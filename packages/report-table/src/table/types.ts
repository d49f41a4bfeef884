import type { Language } from '@adconsole/i18n';
import type { ReactNode } from 'react';
import type {
  ColumnOption,
  ColumnSettings,
  ReportColumn,
  ReportRow,
  ReportSort,
  SummaryOptions,
  TitleInfo,
} from '@adconsole/report-table-rules';
import type { CalculatedColumn } from './calculated-columns';
import type { ColumnMenuItem } from './use-column-actions';

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

/** Column visibility, order and widths, and where changes go: usually `useColumnSettings(...)`. */
export interface ColumnSettingsControl {
  /** The columns hidden, the order chosen and the widths the user gave columns. */
  settings: ColumnSettings;
  /**
   * Called with the settings after each change: in the chooser, a header's menu or drag, and a resize (once
   * at the end of a drag, and on each key step).
   */
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
  /**
   * The host's own buttons in the chooser, after its columns (e.g. "New calculated column"): each named by its
   * label and reached by keyboard like the chooser's own.
   */
  actions?: readonly ColumnMenuItem[];
}

/**
 * Rows the user picks to act on (docs/requirements.md#ad-changes): a first column of checkboxes, one a row and
 * one in the header for the rows shown; the caller keeps the chosen keys. Memoize it: a new one draws the
 * rows shown again.
 */
export interface RowSelection {
  /** A row's stable key in `selected`. */
  rowKey: (row: ReportRow) => string;
  /** What names a row's checkbox: "Select <label>". */
  rowLabel: (row: ReportRow) => string;
  selected: ReadonlySet<string>;
  /** Called with the keys chosen after a box is ticked or cleared. */
  onChange: (next: ReadonlySet<string>) => void;
}

interface ReportTableCommonProps {
  /** The columns as the server describes them: title, data key, type, unit, width, fixed side, sortable. */
  titleInfos: readonly TitleInfo[];
  /** The rows: every row in client mode, one page in server mode. */
  rows: readonly ReportRow[];
  /** The table's accessible name, e.g. the report's title; "Report" in the current language if absent. */
  label?: string;
  /**
   * The language of the table's own words (`en`, `cn`, `tw`); left out, the language of the host's
   * `@adconsole/i18n` instance, else English (docs/architecture.md#publishable-packages).
   */
  language?: Language;
  /** A row's stable id; the row's `id` field, else its index, if absent. */
  getRowId?: (row: ReportRow, index: number) => string;
  /** Renderers for domType `render`, by name; `qualityCode` (codes 0–3 as words) is built in. */
  renderers?: RendererRegistry;
  /** Columns sortable whatever the server says (default: the contract's `defaultSortableKeys`). */
  sortableKeys?: readonly string[];
  /**
   * Columns worked out from the others by a formula (docs/requirements.md#calculated-columns), e.g. cost per
   * conversion. In client mode the table adds them (after the titleInfos' columns, unless these place them),
   * works out each row's value, sorts by it, and totals it over the summary's sums; in a compared report it
   * adds their previous value and change. In server mode the server's rows and titleInfos carry them, and
   * these say how they read (format, decimals). Their code loads when first given some (client mode shows the
   * table loading until then; `loadCalculatedColumns` fetches it ahead). Keep the array stable between renders.
   */
  calculatedColumns?: readonly CalculatedColumn[];
  /** A totals row the server made (`data.summary`), pinned at the bottom. */
  summaryRow?: ReportRow | null;
  /** Total the client's rows instead (sum by default, average, ratio columns); ignored with `summaryRow`. */
  summary?: SummaryOptions | boolean;
  /** Page sizes offered (default the contract's `pageSizes`; `materialPageSizes` for materials lists). */
  pageSizes?: readonly number[];
  /**
   * Column visibility, order and widths; with it, the table shows its custom-columns button and a header's
   * menu can hide its column. Without it, the table keeps the order and widths the headers set while shown.
   */
  columnSettings?: ColumnSettingsControl;
  /**
   * The host's own items of a column's menu, after the table's (e.g. "Alert on this metric" for the metrics
   * the host watches); none for a column it has nothing for.
   */
  columnMenuItems?: (column: ReportColumn) => readonly ColumnMenuItem[];
  /** Checkboxes to pick rows with; none: no select column. */
  selection?: RowSelection;
  /** Shows the loading state over the rows (they stay, dimmed) and marks the table busy. */
  loading?: boolean;
  /** An error to show instead of the rows: true for the default message, or a message of the caller's. */
  error?: boolean | string | null;
  /** With an error, shows a Retry button that calls it. */
  onRetry?: () => void;
  /**
   * The height of the whole, toolbar and pager included, in px or any CSS length (e.g. `'100%'` to fill a
   * sized box); left out, the table itself (header, rows and totals) is 500 px high. The table is never
   * below 500 px (docs/requirements.md#report-table).
   */
  height?: number | string;
  /** Classes for the outer box, e.g. a maximum width. */
  className?: string;
}

/** The table sorts and pages its rows itself; sort may still be controlled. */
export interface ClientReportTableProps extends ReportTableCommonProps {
  /** The table sorts and pages the rows itself (the default). */
  mode?: 'client';
  /** The sort, when the caller keeps it (controlled); null for the server's order. */
  sort?: ReportSort | null;
  /** Called with the next sort when a header is clicked: ascending, descending, then none. */
  onSortChange?: (sort: ReportSort | null) => void;
  /** The first sort when the table keeps its own. */
  defaultSort?: ReportSort | null;
  /** False shows every row in one virtual list (no pager). */
  paginate?: boolean;
  /** The first page size (default 20). */
  defaultPageSize?: number;
}

/**
 * The server sorts and pages: rows are one page, and the caller keeps sort and page (e.g. in the URL)
 * and fetches again on a change.
 */
export interface ServerReportTableProps extends ReportTableCommonProps {
  /** The caller's server sorts and pages. */
  mode: 'server';
  /** The sort of the page shown; null for the server's order. */
  sort: ReportSort | null;
  /** Called with the sort asked for; fetch page 1 in that order. */
  onSortChange: (sort: ReportSort | null) => void;
  /** 1-based page number. */
  page: number;
  /** Rows a page. */
  size: number;
  /** Rows in the whole report, for the pager. */
  totalCount: number;
  /** Called with the page and size asked for; fetch that page. */
  onPageChange: (page: number, size: number) => void;
}

export type ReportTableProps = ClientReportTableProps | ServerReportTableProps;
