// zod's mini build: the same checks, a fraction of the bundle for a package other tools embed.
import { ColumnWidths, columnWidthLimits } from '@adconsole/api-client/contract';
import * as z from 'zod/mini';
import { fixedSideRank } from './columns';
import type { FixedSide } from './title-info';
import { estimateColumnWidth } from './width';

// Marked pure so that a bundle which never reads saved settings leaves zod out.
const columnIds = /* @__PURE__ */ z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500));

/**
 * A user's column choices (docs/requirements.md#custom-report-fields): the order of the column ids, hidden
 * ones included, so a column shown again comes back at its place; the hidden ones; and the widths the user
 * dragged columns to (docs/requirements.md#report-views), absent from settings saved before there were any.
 */
export const columnSettingsSchema = /* @__PURE__ */ z.object({
  order: columnIds,
  hidden: columnIds,
  widths: z.optional(ColumnWidths),
});
export type ColumnSettings = z.infer<typeof columnSettingsSchema>;

/** No choices made: the server's order, every column shown. */
export const defaultColumnSettings: ColumnSettings = Object.freeze({
  order: [],
  hidden: [],
}) as ColumnSettings;

/** A value as stored: JSON text read back, any other value as it is; undefined for text that is not JSON. */
export function storedValue(saved: unknown): unknown {
  if (typeof saved !== 'string') return saved;
  try {
    return JSON.parse(saved) as unknown;
  } catch {
    return undefined;
  }
}

/** Saved settings as stored (JSON text or a value); anything unreadable gives the defaults. */
export function parseColumnSettings(saved: unknown): ColumnSettings {
  const parsed = columnSettingsSchema.safeParse(storedValue(saved));
  return parsed.success ? parsed.data : defaultColumnSettings;
}

/** What ordering needs of a column: its id, and the side it is fixed to if it is. */
export interface OrderableColumn {
  id: string;
  fixed?: FixedSide | null;
}

/**
 * Columns in the user's order: ids the settings name first, in that order, then the others in the
 * server's order (a column added since stays visible); fixed columns stay on their sides. Ids of columns
 * the report no longer has are ignored.
 */
export function orderColumns<Column extends OrderableColumn>(
  columns: readonly Column[],
  settings: ColumnSettings,
): Column[] {
  const rank = new Map(settings.order.map((id, index) => [id, index]));
  const position = (column: Column, index: number) => rank.get(column.id) ?? settings.order.length + index;
  return columns
    .map((column, index) => ({ column, at: position(column, index) }))
    .sort((a, b) => fixedSideRank(a.column) - fixedSideRank(b.column) || a.at - b.at)
    .map(({ column }) => column);
}

/** Moves a column one place up (-1) or down (1) among the columns fixed on its side. */
export function moveColumn(
  settings: ColumnSettings,
  columns: readonly OrderableColumn[],
  id: string,
  offset: -1 | 1,
): ColumnSettings {
  const ordered = orderColumns(columns, settings);
  const from = ordered.findIndex((column) => column.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ordered.length) return settings;
  if (fixedSideRank(ordered[to]!) !== fixedSideRank(ordered[from]!)) return settings;
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return { ...settings, order: ordered.map((column) => column.id) };
}

export function canMoveColumn(
  columns: readonly OrderableColumn[],
  settings: ColumnSettings,
  id: string,
  offset: -1 | 1,
) {
  return moveColumn(settings, columns, id, offset) !== settings;
}

/** The shown columns in the order shown. */
function shownColumns<Column extends OrderableColumn>(columns: readonly Column[], settings: ColumnSettings) {
  const hidden = new Set(settings.hidden);
  return orderColumns(columns, settings).filter((column) => !hidden.has(column.id));
}

/** The first and last places (among the shown columns) of the columns fixed on the same side as `at`'s. */
function sideRange(shown: readonly OrderableColumn[], at: number) {
  const rank = fixedSideRank(shown[at]!);
  const first = shown.findIndex((column) => fixedSideRank(column) === rank);
  const last = shown.findLastIndex((column) => fixedSideRank(column) === rank);
  return { first, last };
}

/**
 * Moves a column to `index` among the shown columns, as a header's menu or a drag does; hidden columns keep
 * their places. A column fixed to a side stays among the shown columns fixed there (as `moveColumn`): a
 * place outside them, or the column's own place, answers `settings` itself.
 */
export function moveColumnTo(
  settings: ColumnSettings,
  columns: readonly OrderableColumn[],
  id: string,
  index: number,
): ColumnSettings {
  const shown = shownColumns(columns, settings);
  const from = shown.findIndex((column) => column.id === id);
  if (from < 0 || index === from) return settings;
  const { first, last } = sideRange(shown, from);
  if (index < first || index > last) return settings;
  const others = shown.filter((column) => column.id !== id);
  const order = orderColumns(columns, settings)
    .map((column) => column.id)
    .filter((other) => other !== id);
  const at = index < others.length ? order.indexOf(others[index]!.id) : order.indexOf(others.at(-1)!.id) + 1;
  order.splice(at, 0, id);
  return { ...settings, order };
}

/**
 * Moves a column dropped on another shown column to that column's left (`before`) or right (`after`); the
 * same rules as `moveColumnTo`.
 */
export function moveColumnNextTo(
  settings: ColumnSettings,
  columns: readonly OrderableColumn[],
  id: string,
  targetId: string,
  place: 'before' | 'after',
): ColumnSettings {
  const shown = shownColumns(columns, settings).map((column) => column.id);
  const from = shown.indexOf(id);
  const target = shown.indexOf(targetId);
  if (from < 0 || target < 0) return settings;
  const index = target + (place === 'after' ? 1 : 0);
  return moveColumnTo(settings, columns, id, from < index ? index - 1 : index);
}

/** The settings after each move a header's menu offers; null where the move is impossible. */
export interface ColumnMoves {
  left: ColumnSettings | null;
  right: ColumnSettings | null;
  first: ColumnSettings | null;
  last: ColumnSettings | null;
}

/** Where a shown column can move: one place left or right, or first or last among its side's columns. */
export function columnMoves(
  settings: ColumnSettings,
  columns: readonly OrderableColumn[],
  id: string,
): ColumnMoves {
  const shown = shownColumns(columns, settings);
  const from = shown.findIndex((column) => column.id === id);
  const to = (index: number) => {
    const moved = moveColumnTo(settings, columns, id, index);
    return moved === settings ? null : moved;
  };
  if (from < 0) return { left: null, right: null, first: null, last: null };
  const { first, last } = sideRange(shown, from);
  return { left: to(from - 1), right: to(from + 1), first: to(first), last: to(last) };
}

export function setColumnHidden(settings: ColumnSettings, id: string, hidden: boolean): ColumnSettings {
  const others = settings.hidden.filter((hiddenId) => hiddenId !== id);
  return { ...settings, hidden: hidden ? [...others, id] : others };
}

/** The ids of the shown columns in the order shown: the choice a server that keeps only those saves. */
export function shownColumnIds(columns: readonly OrderableColumn[], settings: ColumnSettings): string[] {
  return shownColumns(columns, settings).map((column) => column.id);
}

/**
 * The settings of a choice saved as the shown columns in order (as `shownColumnIds` gives): a column not
 * shown sits right after the column before it in the report's order, so showing it again puts it back
 * near where the report has it rather than at the end.
 */
export function settingsOfShownColumns(offered: readonly string[], shown: readonly string[]): ColumnSettings {
  const order = shown.filter((id) => offered.includes(id));
  const hidden = offered.filter((id) => !order.includes(id));
  for (const id of hidden) {
    const before = offered[offered.indexOf(id) - 1];
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  return { order, hidden };
}

/**
 * A column's own width (px) to `width`, kept within `limits` and rounded to a whole pixel; null drops it, so
 * the column fits its content again.
 */
export function setColumnWidth(
  settings: ColumnSettings,
  id: string,
  width: number | null,
  limits: ColumnWidthRange = columnWidthLimits,
): ColumnSettings {
  const { [id]: current, ...others } = settings.widths ?? {};
  const next = width === null ? undefined : clampColumnWidth(width, limits);
  if (next === current) return settings;
  const widths = next === undefined ? others : { ...others, [id]: next };
  const { order, hidden } = settings;
  return Object.keys(widths).length ? { order, hidden, widths } : { order, hidden };
}

/** The least and the greatest width a user may drag a column to, in px. */
export interface ColumnWidthRange {
  min: number;
  max: number;
}

/**
 * How narrow and how wide a user may make a column: never narrower than its title's estimate (or its
 * titleInfo's `minWidth`, when larger), so its header stays readable, nor than the contract's least width;
 * never wider than the contract's greatest.
 */
export function columnWidthRange(column: { title: string; minWidth?: number }): ColumnWidthRange {
  const least = estimateColumnWidth(column.title, { minWidth: column.minWidth });
  const min = Math.min(Math.max(least, columnWidthLimits.min), columnWidthLimits.max);
  return { min, max: columnWidthLimits.max };
}

export function clampColumnWidth(width: number, { min, max }: ColumnWidthRange): number {
  return Math.min(max, Math.max(min, Math.round(width)));
}

/** A column the chooser offers: its id (the dataKey) and title, and whether it must stay shown. */
export interface ColumnOption extends OrderableColumn {
  title: string;
  /** A column the report cannot do without (e.g. its date or its own name column): always shown. */
  locked?: boolean;
}
