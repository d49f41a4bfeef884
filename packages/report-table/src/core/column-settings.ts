// zod's mini build: the same checks, a fraction of the bundle for a package other tools embed.
import * as z from 'zod/mini';
import type { ReportColumn } from './columns';

const columnIds = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500));

/** A user's column choices: the order of the column ids and the hidden ones. Saved per report. */
export const columnSettingsSchema = z.object({ order: columnIds, hidden: columnIds });
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

const side = (column: ReportColumn) => (column.fixed === 'left' ? 0 : column.fixed === 'right' ? 2 : 1);

/**
 * Columns in the user's order: ids the settings name first, in that order, then the others in the
 * server's order (a column added since stays visible); fixed columns stay on their sides. Ids of columns
 * the report no longer has are ignored.
 */
export function orderColumns(columns: readonly ReportColumn[], settings: ColumnSettings): ReportColumn[] {
  const rank = new Map(settings.order.map((id, index) => [id, index]));
  const position = (column: ReportColumn, index: number) =>
    rank.get(column.id) ?? settings.order.length + index;
  return columns
    .map((column, index) => ({ column, at: position(column, index) }))
    .sort((a, b) => side(a.column) - side(b.column) || a.at - b.at)
    .map(({ column }) => column);
}

/** Moves a column one place up (-1) or down (1) among the columns fixed on its side. */
export function moveColumn(
  settings: ColumnSettings,
  columns: readonly ReportColumn[],
  id: string,
  offset: -1 | 1,
): ColumnSettings {
  const ordered = orderColumns(columns, settings);
  const from = ordered.findIndex((column) => column.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ordered.length || side(ordered[to]!) !== side(ordered[from]!))
    return settings;
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return { ...settings, order: ordered.map((column) => column.id) };
}

export function canMoveColumn(
  columns: readonly ReportColumn[],
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
