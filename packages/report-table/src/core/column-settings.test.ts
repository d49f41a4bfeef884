import { describe, expect, it } from 'vitest';
import {
  canMoveColumn,
  defaultColumnSettings,
  moveColumn,
  orderColumns,
  parseColumnSettings,
  setColumnHidden,
  settingsOfShownColumns,
  shownColumnIds,
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

  it('orders columns known only by id and title (a chooser offering columns the answer left out)', () => {
    const offered = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(ids(orderColumns(offered, { order: ['c', 'a', 'b'], hidden: ['a'] }))).toEqual(['c', 'a', 'b']);
  });

  it('moves a column within its side only', () => {
    const moved = moveColumn(defaultColumnSettings, columns, 'b', -1);
    expect(ids(orderColumns(columns, moved))).toEqual(['keyword', 'b', 'a', 'c', 'op']);
    expect(moveColumn(moved, columns, 'b', -1)).toBe(moved);
    expect(canMoveColumn(columns, moved, 'b', -1)).toBe(false);
    expect(canMoveColumn(columns, moved, 'c', 1)).toBe(false);
    expect(canMoveColumn(columns, moved, 'c', -1)).toBe(true);
  });

  it('hides and shows a column, which keeps its place in the order', () => {
    const order = ['keyword', 'c', 'a', 'b', 'op'];
    const hidden = setColumnHidden({ order, hidden: [] }, 'a', true);
    expect(hidden).toEqual({ order, hidden: ['a'] });
    expect(setColumnHidden(hidden, 'a', true).hidden).toEqual(['a']);
    const shown = setColumnHidden(hidden, 'a', false);
    expect(shown).toEqual({ order, hidden: [] });
    expect(ids(orderColumns(columns, shown))).toEqual(order);
  });

  it('gives the shown columns in the order shown', () => {
    expect(shownColumnIds(columns, { order: ['c', 'a'], hidden: ['b'] })).toEqual([
      'keyword',
      'c',
      'a',
      'op',
    ]);
    expect(shownColumnIds(columns, defaultColumnSettings)).toEqual(['keyword', 'a', 'b', 'c', 'op']);
  });

  it('reads a saved choice of shown columns, each hidden one after the column before it in the report', () => {
    const offered = ['date', 'name', 'impression', 'click', 'cost'];
    expect(settingsOfShownColumns(offered, ['date', 'cost', 'name'])).toEqual({
      order: ['date', 'cost', 'name', 'impression', 'click'],
      hidden: ['impression', 'click'],
    });
    expect(settingsOfShownColumns(offered, ['name', 'cost'])).toEqual({
      order: ['date', 'name', 'impression', 'click', 'cost'],
      hidden: ['date', 'impression', 'click'],
    });
    // Ids the report no longer offers are dropped.
    expect(settingsOfShownColumns(offered, ['gone', ...offered])).toEqual({ order: offered, hidden: [] });
  });
});
