import { lazyPart, useLazyPart } from '@adconsole/ui/lazy';
import { useMemo } from 'react';
import {
  computeSummary,
  type ReportColumn,
  type ReportRow,
  type SummaryOptions,
  type TitleInfo,
} from '@adconsole/report-table-rules';
import type { CalculatedColumn, ColumnFormats } from './calculated-columns';
import type { RendererRegistry } from './types';

/**
 * Calculated columns' code (their formats, the formula parser and the rows' computation), fetched when a table
 * is first given some: a report without them does not carry it (docs/architecture.md#report-table).
 */
const calculation = lazyPart(() => import('./calculated-table'));

/**
 * Fetches what a table needs to draw and compute calculated columns, so that a table given some shows them at
 * once rather than loading first; resolved at once once it is here.
 */
export function loadCalculatedColumns(): Promise<void> {
  return calculation.load().then(() => undefined);
}

/** The summary row with the calculated columns' totals. */
export interface CalculatedTotals {
  /** Of a summary row the caller gives (a server's). */
  given: (summary: ReportRow) => ReportRow;
  /** Made from the rows (client mode). */
  ofRows: (columns: readonly ReportColumn[], options: SummaryOptions) => ReportRow;
}

export interface CalculatedTable {
  titleInfos: readonly TitleInfo[];
  rows: readonly ReportRow[];
  renderers: RendererRegistry | undefined;
  formats: ColumnFormats;
  totals: CalculatedTotals;
}

const noFormats: ColumnFormats = new Map();

/**
 * The report with its calculated columns (docs/requirements.md#calculated-columns), once their code is here;
 * without any, everything is passed through as given, so nothing is copied. `pending`: a table that computes
 * them (client mode) waits for their code, showing itself loading; a server's values show at once, in their
 * formats once the code is here.
 */
export function useCalculatedColumns(
  definitions: readonly CalculatedColumn[] | undefined,
  titleInfos: readonly TitleInfo[],
  rows: readonly ReportRow[],
  renderers: RendererRegistry | undefined,
  compute: boolean,
): CalculatedTable & { pending: boolean } {
  const needed = definitions !== undefined && definitions.length > 0;
  const code = useLazyPart(calculation, needed);
  return useMemo(() => {
    if (needed && code) {
      return { ...code.calculatedTable(definitions, titleInfos, rows, renderers, compute), pending: false };
    }
    return {
      titleInfos,
      rows,
      renderers,
      formats: noFormats,
      totals: {
        given: (summary: ReportRow) => summary,
        ofRows: (columns: readonly ReportColumn[], options: SummaryOptions) =>
          computeSummary(rows, columns, options),
      },
      pending: needed && compute,
    };
  }, [needed, code, definitions, titleInfos, rows, renderers, compute]);
}
