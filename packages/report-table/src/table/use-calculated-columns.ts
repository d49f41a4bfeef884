import { useMemo } from 'react';
import {
  computeSummary,
  formatValue,
  type ReportColumn,
  type ReportRow,
  type SummaryOptions,
  type TitleInfo,
} from '@adconsole/report-table-rules';
import {
  calculatedFormats,
  calculatedRenderer,
  calculatedRows,
  calculatedSummary,
  calculatedTitleInfos,
  type CalculatedColumn,
  type ColumnFormats,
  resolveCalculatedColumns,
  summedInputs,
} from './calculated-columns';
import type { RendererRegistry } from './types';

const noFormats: ColumnFormats = new Map();

interface CalculatedTable {
  titleInfos: readonly TitleInfo[];
  rows: readonly ReportRow[];
  renderers: RendererRegistry | undefined;
  formats: ColumnFormats;
  totals: CalculatedTotals;
}

/** The summary row with the calculated columns' totals. */
interface CalculatedTotals {
  /** Of a summary row the caller gives (a server's). */
  given: (summary: ReportRow) => ReportRow;
  /** Made from the rows (client mode). */
  ofRows: (columns: readonly ReportColumn[], options: SummaryOptions) => ReportRow;
}

/**
 * The report with its calculated columns (docs/requirements.md#calculated-columns): on the
 * client (`compute`) the table works out each row's values and adds the columns; on the server side the rows
 * and titleInfos carry them and the table only draws them in their formats. Without calculated columns
 * everything is passed through as given, so nothing is copied.
 */
export function useCalculatedColumns(
  definitions: readonly CalculatedColumn[] | undefined,
  titleInfos: readonly TitleInfo[],
  rows: readonly ReportRow[],
  renderers: RendererRegistry | undefined,
  compute: boolean,
): CalculatedTable {
  const resolved = useMemo(
    () => (definitions?.length ? resolveCalculatedColumns(definitions, titleInfos) : []),
    [definitions, titleInfos],
  );
  const infos = useMemo(
    () => (resolved.length ? calculatedTitleInfos(titleInfos, resolved, compute) : titleInfos),
    [titleInfos, resolved, compute],
  );
  const shownRows = useMemo(
    () => (resolved.length && compute ? calculatedRows(rows, resolved) : rows),
    [rows, resolved, compute],
  );
  const formats = useMemo(
    (): ColumnFormats => (resolved.length ? calculatedFormats(resolved) : noFormats),
    [resolved],
  );
  const allRenderers = useMemo(
    (): RendererRegistry | undefined =>
      resolved.length
        ? {
            [calculatedRenderer]: ({ value, column }) =>
              formats.get(column.id)?.(value) ?? formatValue(value, column.unit),
            ...renderers,
          }
        : renderers,
    [resolved, formats, renderers],
  );
  const totals = useMemo(
    (): CalculatedTotals => ({
      given: (summary) =>
        resolved.length ? calculatedSummary(summary, summary, resolved, !compute) : summary,
      ofRows: (columns, options) => {
        const summary = computeSummary(shownRows, columns, options);
        if (!resolved.length) return summary;
        return calculatedSummary(
          summary,
          summedInputs(shownRows, columns, resolved, options),
          resolved,
          false,
        );
      },
    }),
    [resolved, compute, shownRows],
  );
  return { titleInfos: infos, rows: shownRows, renderers: allRenderers, formats, totals };
}
