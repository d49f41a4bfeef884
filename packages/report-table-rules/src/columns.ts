import { defaultSortableKeys, qualityCodeRenderer } from '@adconsole/api-client/contract';
import {
  isNumericValueType,
  type DomType,
  type FixedSide,
  type TitleInfo,
  type ValueUnit,
} from './title-info';
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
  unit: ValueUnit | null;
  domType: DomType;
  /** Renderer name for domType `render`, e.g. the built-in `qualityCode`. */
  renderer: string | null;
  titleInfo: TitleInfo;
}

export interface BuildColumnsOptions {
  /** Columns sortable whatever the server says; the contract's default sortable columns if absent. */
  sortableKeys?: readonly string[];
}

/** Left-fixed columns first, then the others, then right-fixed ones: a fixed column sticks to its side. */
export const fixedSideRank = ({ fixed }: { fixed?: FixedSide | null }) =>
  fixed === 'left' ? 0 : fixed === 'right' ? 2 : 1;

/**
 * titleInfos → columns, in the server's order with left-fixed columns first and right-fixed last (a
 * fixed column sticks to its side, so it must sit there). A column is sortable when the server flags it
 * (`isSort`) or it is one of the default sortable columns; quality codes are words, aligned left.
 */
export function buildColumns(
  titleInfos: readonly TitleInfo[],
  { sortableKeys = defaultSortableKeys }: BuildColumnsOptions = {},
): ReportColumn[] {
  const columns = titleInfos.map((info): ReportColumn => {
    const numeric = isNumericValueType(info.valueType);
    const renderer = info.renderer ?? null;
    return {
      id: info.dataKey,
      title: info.titleName,
      dataKey: info.dataKey,
      width: estimateColumnWidth(info.titleName, info),
      minWidth: info.minWidth ?? 0,
      sortable: info.isSort || sortableKeys.includes(info.dataKey),
      numeric,
      align: numeric && renderer !== qualityCodeRenderer ? 'right' : 'left',
      fixed: info.fixed ?? null,
      unit: info.unit ?? null,
      domType: info.domType,
      renderer,
      titleInfo: info,
    };
  });
  return columns.sort((a, b) => fixedSideRank(a) - fixedSideRank(b));
}
