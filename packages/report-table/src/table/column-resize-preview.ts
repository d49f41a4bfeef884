/**
 * A drag of a column's edge drawn without rendering and without moving any other cell
 * (docs/architecture.md#column-resize): the header and summary cells of the column take the new width over
 * their neighbours, and the body's cells of the column are copied once into a strip laid over the rows,
 * which alone changes width at each step. The rows themselves are not touched until the drag ends, so a step
 * lays out and paints one strip, whatever the number of rows and columns.
 */

/** The header and summary cells of the dragged column, and the variables they read (report-table.css). */
const resizingClass = 'rt-resizing';
const startVariable = '--rt-resize-start';
const widthVariable = '--rt-resize-width';

export interface ResizePreview {
  grid: HTMLElement;
  /** The column's place among the shown ones (its cells' index in each row). */
  index: number;
  /** Its header cell, and the fixed columns' header cells nearest the middle (which a middle strip stops at). */
  header: Element;
  fixedLeft: Element | undefined;
  fixedRight: Element | undefined;
  /** None for a table without rows. */
  strip: HTMLElement | null;
  /** The body rows whose cells the strip holds copies of, in order. */
  copied: readonly Element[];
}

const bodyRows = (grid: HTMLElement) => [...grid.querySelectorAll(':scope .rt-body > .rt-row')];
const edgeRows = (grid: HTMLElement) =>
  grid.querySelectorAll<HTMLElement>(':scope .rt-head > .rt-row, :scope .rt-foot > .rt-row');

/** Copies of the column's cells of the rows drawn now, each where its row is, for the strip. */
function copyCells(strip: HTMLElement, rows: readonly Element[], index: number) {
  strip.replaceChildren(
    ...rows.map((row) => {
      const cell = row.children[index]!.cloneNode(true) as HTMLElement;
      // Without its column's class: the strip gives it its width.
      cell.className = ['rt-cell', cell.classList.contains('rt-num') && 'rt-num'].filter(Boolean).join(' ');
      cell.style.transform = (row as HTMLElement).style.transform;
      return cell;
    }),
  );
}

/**
 * Starts drawing a drag of the `index`th shown column: measures its width and lays the strip of its body
 * cells over the rows. Null when the grid has no such column.
 */
export function startResizePreview(grid: HTMLElement, index: number): ResizePreview | null {
  const headers = [...(grid.querySelector('.rt-head > .rt-row')?.children ?? [])];
  const header = headers[index];
  if (!header) return null;
  const start = header.getBoundingClientRect().width;
  const body = grid.querySelector<HTMLElement>('.rt-body');
  const copied = bodyRows(grid);
  let strip: HTMLElement | null = null;
  if (body) {
    strip = document.createElement('div');
    strip.className = 'rt-resize-strip';
    // Copies for the eye: the rows below keep the real cells for assistive tech and the keyboard.
    strip.setAttribute('aria-hidden', 'true');
    strip.setAttribute('inert', '');
    copyCells(strip, copied, index);
    body.append(strip);
  }
  for (const row of edgeRows(grid)) {
    const cell = row.children[index] as HTMLElement | undefined;
    cell?.classList.add(resizingClass);
    cell?.style.setProperty(startVariable, `${start}px`);
  }
  return {
    grid,
    index,
    header,
    fixedLeft: headers.filter((cell) => cell.classList.contains('rt-fixed-left')).at(-1),
    fixedRight: headers.find((cell) => cell.classList.contains('rt-fixed-right')),
    strip,
    copied,
  };
}

/**
 * Where the column is drawn now and the part of the table the fixed columns leave to the middle ones: the
 * strip follows a fixed column when the table scrolls sideways, and a middle column's strip stops where the
 * fixed columns begin. Read from the header row at the start of a step, before it writes.
 */
function placeOf({ header, fixedLeft, fixedRight }: ResizePreview) {
  const left = header.getBoundingClientRect().left;
  if (header.classList.contains('rt-fixed')) return { left, from: -Infinity, to: Infinity };
  return {
    left,
    from: fixedLeft ? fixedLeft.getBoundingClientRect().right : -Infinity,
    to: fixedRight ? fixedRight.getBoundingClientRect().left : Infinity,
  };
}

/** Draws one step of the drag: the column at `width` px. */
export function drawResizePreview(preview: ResizePreview, width: number) {
  const { grid, index, strip } = preview;
  if (strip) {
    // Reads first (the layout is clean at a step's start), then writes.
    const { left, from, to } = placeOf(preview);
    const bodyLeft = strip.parentElement!.getBoundingClientRect().left;
    const rows = bodyRows(grid);
    if (rows.length !== preview.copied.length || rows.some((row, i) => row !== preview.copied[i])) {
      // Rows came into view (or went) during the drag.
      copyCells(strip, rows, index);
      preview.copied = rows;
    }
    const cut = Math.max(0, from - left);
    const over = Math.max(0, left + width - to);
    strip.style.left = `${left - bodyLeft}px`;
    strip.style.width = `${width}px`;
    strip.style.clipPath = cut > 0 || over > 0 ? `inset(0 ${over}px 0 ${cut}px)` : '';
  }
  const drawn = `${width}px`;
  for (const row of edgeRows(grid)) {
    const cell = row.children[index] as HTMLElement | undefined;
    if (cell && cell.style.getPropertyValue(widthVariable) !== drawn) {
      cell.style.setProperty(widthVariable, drawn);
    }
  }
}

/** Ends the drawing: the strip goes and the header and summary cells take the grid's widths again. */
export function endResizePreview({ grid, index, strip }: ResizePreview) {
  strip?.remove();
  for (const row of edgeRows(grid)) {
    const cell = row.children[index] as HTMLElement | undefined;
    if (!cell) continue;
    cell.classList.remove(resizingClass);
    cell.style.removeProperty(startVariable);
    cell.style.removeProperty(widthVariable);
  }
}
