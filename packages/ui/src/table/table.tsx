import { useTranslation } from '@adconsole/i18n';
import { useId, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';
import { useOverflowing } from './use-overflowing';

export type TableAlign = 'start' | 'center' | 'end';

export type TableRowHeight = 'text' | 'control';

/** One column: its header, how a row's cell reads, and how it sits. */
export interface TableColumn<Row> {
  /** Stable among the columns: the React key and `data-column` of its cells. */
  id: string;
  /** The column's heading. */
  header: ReactNode;
  /** For a column whose meaning its cells show (row actions): the header is read, not shown. */
  hideHeader?: boolean;
  /** What a row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for numbers, which also get tabular figures so their digits line up. */
  align?: TableAlign;
  /** The cell that names its row (an account number, a file name): a `th scope="row"`. */
  rowHeader?: boolean;
  /** CSS lengths; a `minWidth` makes a narrow screen scroll the table instead of squeezing the column. */
  width?: number | string;
  minWidth?: number | string;
  /** Keeps the cells on one line (dates, states, buttons). */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  /** The columns, in the order shown. */
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A row's stable identity (its id); the row's position when not given. */
  rowKey?: (row: Row, index: number) => Key;
  /** Attributes of a row's `tr`, e.g. `aria-current` for the current account. */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement>;
  /** The table's name, shown above it unless `hideCaption`. Give this or `labelledBy`. */
  caption?: ReactNode;
  /** Keeps the caption for assistive tech only, where a heading on the page already names the table. */
  hideCaption?: boolean;
  /** The id of a heading on the page that names the table, instead of a caption. */
  labelledBy?: string;
  /** Skeleton rows stand in for the rows and the table is marked busy, announced as "Loading…". */
  loading?: boolean;
  /** How many skeleton rows show while loading: as many as the rows expected, so nothing moves when they come. */
  skeletonRows?: number;
  /**
   * `control` for rows that hold buttons or switches: every row, a skeleton row too, is at least a control's
   * height, so rows do not grow when they replace the skeleton or when a row shows a badge instead of a button.
   */
  rowHeight?: TableRowHeight;
  /**
   * The columns keep their `width` whatever the rows hold (CSS `table-layout: fixed`): rows replacing the
   * skeleton never move the columns. Give every column a width its cells fit in; a cell's text wraps within
   * it. The table is never narrower than its columns together, so a narrow screen scrolls it.
   */
  fixedLayout?: boolean;
  /** Shown in place of the rows when there are none; the kit's "No data" when not given. */
  empty?: ReactNode;
  /** The rows could not be loaded: `true` for the kit's message, or what to say; announced as an alert. */
  error?: boolean | ReactNode;
  /** With `error`, a "Try again" button that calls it. */
  onRetry?: () => void;
  /** Classes of the scrolling frame around the table (a card's background, shadow, rounding). */
  className?: string;
  /**
   * Under 40rem of its own width (a phone) each row shows as a card, one line per column with the column's
   * header before its value, instead of scrolling sideways.
   */
  stacked?: boolean;
}

const alignments: Record<TableAlign, string> = {
  start: 'text-start',
  center: 'text-center',
  end: 'text-end tabular-nums',
};

const cellPadding = 'px-3 py-2';

/** A row's least height: its cells' padding around a line of text, or around a control. */
const rowHeights: Record<TableRowHeight, string> = {
  text: '',
  // The padding around a control, and the collapsed borders' halves above and below it: a row with a button is
  // then no taller than one with a badge or a skeleton bar.
  control: 'h-[calc(var(--spacing-control)+1rem+1px)]',
};

/** The columns' widths added up, as a CSS length (numbers are pixels, as in `style`). */
function sumOfWidths(columns: readonly { width?: number | string }[]): string {
  const widths = columns.flatMap((column) =>
    column.width === undefined ? [] : [typeof column.width === 'number' ? `${column.width}px` : column.width],
  );
  return `calc(${widths.join(' + ') || '0px'})`;
}

/**
 * A stacked table's parts under 40rem of the frame's width: the header row is read but not shown, rows are
 * cards and a cell is a line of its header (from `data-label`, so it is not part of the cell's text) and value.
 */
const stackedTable = '@max-[40rem]/table:block';
const stackedHead = '@max-[40rem]/table:sr-only';
const stackedRow = '@max-[40rem]/table:block @max-[40rem]/table:py-1';
const stackedCell =
  '@max-[40rem]/table:block @max-[40rem]/table:py-1 @max-[40rem]/table:text-start @max-[40rem]/table:whitespace-normal';
const stackedLabel =
  '@max-[40rem]/table:grid @max-[40rem]/table:grid-cols-[minmax(5rem,2fr)_5fr] @max-[40rem]/table:gap-x-3 @max-[40rem]/table:before:font-medium @max-[40rem]/table:before:text-muted @max-[40rem]/table:before:content-[attr(data-label)]';

/**
 * A semantic data table: `th scope="col"` headers, optional row headers, loading, empty and error states in
 * the body. It scrolls sideways inside its own frame, so a wide table never widens the page on a phone; when
 * it does scroll, the frame is a named, focusable region so keyboard users can scroll it too.
 *
 * **When to use:** for rows of records that share columns (accounts, downloads, messages). Reports use the
 * report table of `@adconsole/report-table`; a single record's details are a list of labels and values.
 *
 * **States:** rows, loading (skeleton rows), empty (the kit's "No data" or your own words), error (with
 * Try again), narrow (scrolls sideways in its frame), current row.
 *
 * - Do: align numbers to the end, and name every column, even an action column (`hideHeader`).
 * - Don't: show an empty table while loading or after an error: use `loading` and `error`.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey = (_row, index) => index,
  rowProps,
  caption,
  hideCaption,
  labelledBy,
  loading = false,
  skeletonRows = 5,
  rowHeight = 'text',
  fixedLayout = false,
  empty,
  error,
  onRetry,
  className,
  stacked = false,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const scrollHintId = useId();
  const nameId = caption === undefined ? labelledBy : captionId;
  const { frameRef, contentRef, overflowing } = useOverflowing<HTMLDivElement, HTMLTableElement>();
  const failed = error != null && error !== false;
  const busy = loading && !failed;

  const fullRow = (content: ReactNode, tone?: string) => (
    <tr className={cn(stacked && stackedRow)}>
      <td colSpan={columns.length} className={cn('px-3 py-6 text-center', stacked && stackedCell, tone)}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (failed) {
    body = fullRow(
      <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
        <span>{error === true ? t('ui.table.error') : error}</span>
        {onRetry && <Button onClick={onRetry}>{t('ui.table.retry')}</Button>}
      </div>,
      'text-danger',
    );
  } else if (busy) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr
        // Apart from the rows' keys, so a row never takes a skeleton row's place and moves with it.
        key={`skeleton-${index}`}
        aria-hidden="true"
        className={cn('border-b border-border last:border-0', rowHeights[rowHeight], stacked && stackedRow)}
      >
        {columns.map((column) => (
          <td key={column.id} className={cn(cellPadding, stacked && stackedCell)}>
            <div className="h-[calc(var(--adc-font-size)+4px)] animate-pulse rounded bg-subtle" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = fullRow(empty ?? t('ui.table.empty'), 'text-muted');
  } else {
    body = rows.map((row, index) => {
      const { className: rowClassName, ...rowAttributes } = rowProps?.(row, index) ?? {};
      return (
        <tr
          key={rowKey(row, index)}
          {...rowAttributes}
          className={cn(
            'border-b border-border last:border-0',
            rowHeights[rowHeight],
            stacked && stackedRow,
            rowClassName,
          )}
        >
          {columns.map((column) => {
            const Cell = column.rowHeader ? 'th' : 'td';
            const label =
              stacked && !column.hideHeader && typeof column.header === 'string' ? column.header : undefined;
            return (
              <Cell
                key={column.id}
                scope={column.rowHeader ? 'row' : undefined}
                data-column={column.id}
                data-label={label}
                className={cn(
                  cellPadding,
                  alignments[column.align ?? 'start'],
                  column.rowHeader && 'font-medium',
                  column.nowrap && 'whitespace-nowrap',
                  // A long unbroken name breaks inside its fixed column instead of spilling over the next.
                  fixedLayout && !column.nowrap && '[overflow-wrap:anywhere]',
                  stacked && stackedCell,
                  label !== undefined && stackedLabel,
                )}
              >
                {column.cell(row, index)}
              </Cell>
            );
          })}
        </tr>
      );
    });
  }

  return (
    <div
      ref={frameRef}
      role={overflowing ? 'region' : undefined}
      // Named after the table plus a hint, so it differs from a section the same heading names.
      aria-labelledby={overflowing ? [nameId, scrollHintId].filter(Boolean).join(' ') : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className={cn(
        // Relative, so screen-reader-only text (absolutely positioned) scrolls with the table instead of
        // widening the page from beyond the frame's edge.
        'relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        stacked && '@container/table',
        className,
      )}
    >
      <table
        ref={contentRef}
        aria-labelledby={caption === undefined ? labelledBy : undefined}
        aria-busy={busy || undefined}
        style={fixedLayout ? { tableLayout: 'fixed', minWidth: sumOfWidths(columns) } : undefined}
        className={cn('w-full border-collapse text-control', stacked && stackedTable)}
      >
        {caption !== undefined && (
          <caption
            id={captionId}
            className={cn(
              hideCaption ? 'sr-only' : 'px-3 py-2 text-start font-semibold',
              stacked && !hideCaption && stackedTable,
            )}
          >
            {caption}
          </caption>
        )}
        <thead className={cn('border-b border-border text-muted', stacked && stackedHead)}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                style={{ width: column.width, minWidth: column.minWidth }}
                className={cn(
                  cellPadding,
                  'font-medium',
                  alignments[column.align ?? 'start'],
                  column.nowrap && 'whitespace-nowrap',
                )}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(stacked && stackedTable)}>{body}</tbody>
      </table>
      <span id={scrollHintId} hidden>
        {t('ui.table.scrolls')}
      </span>
      <div role="status" className="sr-only">
        {busy ? t('ui.loading') : ''}
      </div>
    </div>
  );
}
