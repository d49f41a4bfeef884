import type { ValueType } from '@adconsole/api-client/contract';

/**
 * The table draws the contract's titleInfos (docs/requirements.md#report-columns): their schema, value types,
 * cell kinds, units and fixed sides are the contract's, re-exported here for the table's users.
 */
export type { DomType, FixedSide, TitleInfo, ValueType, ValueUnit } from '@adconsole/api-client/contract';

/**
 * A report row as the table takes it: values by dataKey. Wider than the contract's row (any value), so rows
 * of other tools fit; cells show what they cannot format as it came.
 */
export type ReportRow = Readonly<Record<string, unknown>>;

export function isNumericValueType(valueType: ValueType): boolean {
  return valueType !== 'String';
}
