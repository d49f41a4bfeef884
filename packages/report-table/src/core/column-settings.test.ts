import { describe, expect, it } from 'vitest';
import {
  canMoveColumn,
  defaultColumnSettings,
  moveColumn,
  orderColumns,
  parseColumnSettings,
  setColumnHidden,
} from './column-settings';
import { buildColumns } from './columns';
import type { TitleInfo } from './title-info';

const info = (dataKey: string, fixed: TitleInfo['fixed'] = null): TitleInfo => ({
  titleName: dataKey,
  dataKey,
  isSort: false,
  valueType: 'String',
  domType: 'text',
  fixed,
});
const columns = buildColumns([info('keyword', 'left'), info('a'), info('b'), info('c'), info('op', 'right')]);
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('column settings', () => {
  it('reads saved settings and falls back to the defaults on anything else', () => {
    expect(parseColumnSettings('{"order":["b"],"hidden":["a"]}')).toEqual({ order: ['b'], hidden: ['a'] });
    expect(parseColumnSettings({ order: [], hidden: ['c'] })).toEqual({ order: [], hidden: ['c'] });
    for (const bad of [null, '', 'not json', '{"order":"b"}', '{"order":[1],"hidden":[]}', 42]) {
      expect(parseColumnSettings(bad)).toBe(defaultColumnSettings);
    }
  });

  it('orders by the saved ids, then the rest in server order, fixed columns on their sides', () => {
    expect(ids(orderColumns(columns, defaultColumnSettings))).toEqual(['keyword', 'a', 'b', 'c', 'op']);
    expect(ids(orderColumns(columns, { order: ['op', 'c', 'gone', 'a'], hidden: [] }))).toEqual([
      'keyword',
      'c',
      'a',
      'b',
      'op',
    ]);
  });

  it('moves a column within its side only', () => {
    const moved = moveColumn(defaultColumnSettings, columns, 'b', -1);
    expect(ids(orderColumns(columns, moved))).toEqual(['keyword', 'b', 'a', 'c', 'op']);
    expect(moveColumn(moved, columns, 'b', -1)).toBe(moved);
    expect(canMoveColumn(columns, moved, 'b', -1)).toBe(false);
    expect(canMoveColumn(columns, moved, 'c', 1)).toBe(false);
    expect(canMoveColumn(columns, moved, 'c', -1)).toBe(true);
  });

  it('hides and shows a column', () => {
    const hidden = setColumnHidden(defaultColumnSettings, 'a', true);
    expect(hidden.hidden).toEqual(['a']);
    expect(setColumnHidden(hidden, 'a', true).hidden).toEqual(['a']);
    expect(setColumnHidden(hidden, 'a', false).hidden).toEqual([]);
  });
});
