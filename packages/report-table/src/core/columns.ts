import { isQualityCodeKey } from './quality';
import { defaultSortableKeys } from './sort';
import { isNumericValueType, type DomType, type FixedSide, type TitleInfo, type Unit } from './title-info';
import { estimateColumnWidth } from './width';

/** A column ready to draw: what the table needs from a TitleInfo, resolved once. */
export interface ReportColumn {
  /** The column id: its dataKey. */
  id: string;
  title: string;
  dataKey: string;
  width: number;
  minWidth: number;
  sortable: boolean;
  numeric: boolean;
  align: 'left' | 'right';
  fixed: FixedSide | null;
  unit: Unit | null;
  domType: DomType;
  /** Renderer name for domType `render`; quality-code columns get `quality`. */
  renderer: string | null;
  titleInfo: TitleInfo;
}

export interface BuildColumnsOptions {
  /** Columns sortable whatever the server says; defaults to cost, impression, reportDates, click. */
  sortableKeys?: readonly string[];
}

/** The renderer name the table draws quality codes 0–3 with. */
export const qualityRenderer = 'quality';

/**
 * titleInfos → columns, in the server's order with left-fixed columns first and right-fixed last (a
 * fixed column sticks to its side, so it must sit there). A column is sortable when the server flags it
 * (`isSort`) or it is one of the default sortable columns; quality-code columns draw their labels.
 */
export function buildColumns(
  titleInfos: readonly TitleInfo[],
  { sortableKeys = defaultSortableKeys }: BuildColumnsOptions = {},
): ReportColumn[] {
  const columns = titleInfos.map((info): ReportColumn => {
    const numeric = isNumericValueType(info.valueType);
    const quality = isQualityCodeKey(info.dataKey) && info.domType === 'text';
    return {
      id: info.dataKey,
      title: info.titleName,
      dataKey: info.dataKey,
      width: estimateColumnWidth(info.titleName, info),
      minWidth: info.minWidth ?? 0,
      sortable: info.isSort || sortableKeys.includes(info.dataKey),
      numeric,
      align: numeric && !quality ? 'right' : 'left',
      fixed: info.fixed ?? null,
      unit: info.unit ?? null,
      domType: quality ? 'render' : info.domType,
      renderer: quality ? qualityRenderer : (info.renderer ?? null),
      titleInfo: info,
    };
  });
  const side = (column: ReportColumn) => (column.fixed === 'left' ? 0 : column.fixed === 'right' ? 2 : 1);
  return columns.sort((a, b) => side(a) - side(b));
}
