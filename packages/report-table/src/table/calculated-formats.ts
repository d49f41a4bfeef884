import { comparisonKey, periodChangeRenderer } from '@adconsole/api-client/contract';
import { formatCalculatedValue, formatValue, type TitleInfo } from '@adconsole/report-table-rules';
import { createElement } from 'react';
import { calculatedRenderer, type CalculatedColumn, type ColumnFormats } from './calculated-columns';
import { ChangeValue } from './report-cell';
import type { RendererRegistry } from './types';

/*
 * How calculated columns are drawn (docs/requirements.md#calculated-columns): their formats and colours, all a
 * server's answer needs, which carries their values. Loaded with a table's first calculated columns
 * (use-calculated-columns.ts).
 */

/** The keys of a calculated column's value over the compared period and of its change. */
export const previousKey = (key: string) => comparisonKey(key, 'Previous');
export const changeKey = (key: string) => comparisonKey(key, 'Change');

/** The change columns of the calculated columns whose higher value is the better one. */
function higherBetterChanges(definitions: readonly CalculatedColumn[]): ReadonlySet<string> {
  return new Set(definitions.flatMap(({ key, better }) => (better === 'higher' ? [changeKey(key)] : [])));
}

/** The texts of calculated columns' cells, and of their previous values', by column id. */
export function calculatedFormats(definitions: readonly CalculatedColumn[]): ColumnFormats {
  return new Map(
    definitions.flatMap(({ key, format, decimals }) => {
      const write = (value: unknown) => formatCalculatedValue(value, format, decimals);
      return [
        [key, write],
        [previousKey(key), write],
      ];
    }),
  );
}

/** A calculated column's titleInfo (or its previous value's) drawn in the column's format. */
const drawnAsCalculated = (info: TitleInfo): TitleInfo => ({
  ...info,
  valueType: 'Double',
  domType: 'render',
  renderer: calculatedRenderer,
});

/**
 * The report's titleInfos with the calculated columns they name, and their previous values, drawn in their
 * formats: all a server's answer needs, which carries their values (docs/requirements.md#calculated-columns).
 */
export function drawnTitleInfos(
  titleInfos: readonly TitleInfo[],
  definitions: readonly CalculatedColumn[],
): TitleInfo[] {
  const drawn = new Set(definitions.flatMap(({ key }) => [key, previousKey(key)]));
  return titleInfos.map((info) => (drawn.has(info.dataKey) ? drawnAsCalculated(info) : info));
}

/**
 * The renderers of calculated columns' cells, in their formats, before the caller's; the change cells of a
 * column whose rise is good take the swapped colours.
 */
export function calculatedRenderers(
  definitions: readonly CalculatedColumn[],
  formats: ColumnFormats,
  renderers: RendererRegistry | undefined,
): RendererRegistry {
  const higherBetter = higherBetterChanges(definitions);
  return {
    [calculatedRenderer]: ({ value, column }) =>
      formats.get(column.id)?.(value) ?? formatValue(value, column.unit),
    ...(higherBetter.size > 0 && {
      [periodChangeRenderer]: ({ value, column }) =>
        createElement(ChangeValue, { value, higherBetter: higherBetter.has(column.id) }),
    }),
    ...renderers,
  };
}
