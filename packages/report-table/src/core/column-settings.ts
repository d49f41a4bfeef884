// zod's mini build: the same checks, a fraction of the bundle for a package other tools embed.
import * as z from 'zod/mini';
import { fixedSideRank } from './columns';
import type { FixedSide } from './title-info';

// Marked pure so that a bundle which never reads saved settings leaves zod out.
const columnIds = /* @__PURE__ */ z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500));

/**
 * A user's column choices (docs/requirements.md#custom-report-fields): the order of the column ids, hidden
 * ones included, so a column shown again comes back at its place; and the hidden ones. Saved per report.
 */
export const columnSettingsSchema = /* @__PURE__ */ z.object({ order: columnIds, hidden: columnIds });
export type ColumnSettings = z.infer<typeof columnSettingsSchema>;

/** No choices made: the server's order, every column shown. */
export const defaultColumnSettings: ColumnSettings = Object.freeze({
  order: [],
  hidden: [],
}) as ColumnSettings;

/** Saved settings as stored (JSON text or a value); anything unreadable gives the defaults. */
export function parseColumnSettings(saved: unknown): ColumnSettings {
  let value = saved;
  if (typeof saved === 'string') {
    try {
      value = JSON.parse(saved);
    } catch {
      return defaultColumnSettings;
    }
  }
  const parsed = columnSettingsSchema.safeParse(value);
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

export function setColumnHidden(settings: ColumnSettings, id: string, hidden: boolean): ColumnSettings {
  const others = settings.hidden.filter((hiddenId) => hiddenId !== id);
  return { ...settings, hidden: hidden ? [...others, id] : others };
}

/** The ids of the shown columns in the order shown: the choice a server that keeps only those saves. */
export function shownColumnIds(columns: readonly OrderableColumn[], settings: ColumnSettings): string[] {
  return orderColumns(columns, settings)
    .filter((column) => !settings.hidden.includes(column.id))
    .map((column) => column.id);
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

/** A column the chooser offers: its id (the dataKey) and title, and whether it must stay shown. */
export interface ColumnOption extends OrderableColumn {
  title: string;
  /** A column the report cannot do without (e.g. its date or its own name column): always shown. */
  locked?: boolean;
}
