import { computeSummary, type ReportRow, type TitleInfo } from '@adconsole/report-table-rules';
import type { CalculatedColumn } from './calculated-columns';
import { calculatedFormats, calculatedRenderers, drawnTitleInfos } from './calculated-formats';
import {
  calculatedRows,
  calculatedSummary,
  calculatedTitleInfos,
  resolveCalculatedColumns,
  summedInputs,
} from './calculated-rows';
import type { RendererRegistry } from './types';
import type { CalculatedTable } from './use-calculated-columns';

/**
 * The report with its calculated columns (docs/requirements.md#calculated-columns): on the client (`compute`)
 * the table works out each row's values and adds the columns; on the server side the rows, summary and
 * titleInfos carry them and the table only draws them in their formats.
 */
export function calculatedTable(
  definitions: readonly CalculatedColumn[],
  titleInfos: readonly TitleInfo[],
  rows: readonly ReportRow[],
  renderers: RendererRegistry | undefined,
  compute: boolean,
): CalculatedTable {
  const formats = calculatedFormats(definitions);
  const drawn = calculatedRenderers(definitions, formats, renderers);
  if (!compute) {
    return {
      titleInfos: drawnTitleInfos(titleInfos, definitions),
      rows,
      renderers: drawn,
      formats,
      totals: {
        given: (summary) => summary,
        ofRows: (columns, options) => computeSummary(rows, columns, options),
      },
    };
  }
  const resolved = resolveCalculatedColumns(definitions, titleInfos);
  const shownRows = calculatedRows(rows, resolved);
  return {
    titleInfos: calculatedTitleInfos(titleInfos, resolved),
    rows: shownRows,
    renderers: drawn,
    formats,
    totals: {
      // A summary row the caller gives holds the inputs' sums; the table's own is worked out over them.
      given: (summary) => calculatedSummary(summary, summary, resolved),
      ofRows: (columns, options) =>
        calculatedSummary(
          computeSummary(shownRows, columns, options),
          summedInputs(shownRows, columns, resolved, options),
          resolved,
        ),
    },
  };
}
