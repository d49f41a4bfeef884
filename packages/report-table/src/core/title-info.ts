/** How the server types a column's values. */
export const valueTypes = ['Long', 'Double', 'Integer', 'String'] as const;
export type ValueType = (typeof valueTypes)[number];

/** How a cell is drawn: formatted text, a picture, a named renderer, or sanitized HTML. */
export const domTypes = ['text', 'img', 'render', 'html'] as const;
export type DomType = (typeof domTypes)[number];

/** The value units of spec §9; `formatValue` documents how each reads. */
export const units = ['￥', '￥/10000', '%', '%*100', 't', 't/10000', 't1', 't2', 't2/10000'] as const;
export type Unit = (typeof units)[number];

export type FixedSide = 'left' | 'right';

/** One column as the server describes it in a report answer's `data.titleInfos`. */
export interface TitleInfo {
  titleName: string;
  dataKey: string;
  isSort: boolean;
  valueType: ValueType;
  domType: DomType;
  /** A fixed width in px; wins over the estimate from the title. */
  width?: number;
  /** The narrowest the column may be, in px. */
  minWidth?: number;
  fixed?: FixedSide | null;
  unit?: Unit | null;
  /** For domType `render`: the name of a renderer in the table's registry. */
  renderer?: string;
}

/** A report row as the server sends it: values by dataKey. */
export type ReportRow = Readonly<Record<string, unknown>>;

export function isNumericValueType(valueType: ValueType): boolean {
  return valueType !== 'String';
}
