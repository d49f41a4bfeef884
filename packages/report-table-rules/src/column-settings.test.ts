import { describe, expect, it } from 'vitest';
import {
  canMoveColumn,
  columnMoves,
  columnWidthRange,
  defaultColumnSettings,
  moveColumn,
  moveColumnNextTo,
  moveColumnTo,
  orderColumns,
  parseColumnSettings,
  setColumnHidden,
  setColumnWidth,
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

  it('reads settings saved with widths, and keeps reading those saved before widths', () => {
    expect(parseColumnSettings('{"order":[],"hidden":[],"widths":{"cost":160}}')).toEqual({
      order: [],
      hidden: [],
      widths: { cost: 160 },
    });
    expect(parseColumnSettings('{"order":["b"],"hidden":[]}')).toEqual({ order: ['b'], hidden: [] });
    // Widths outside the contract's 48–1200 px, or not whole pixels, are not the user's.
    for (const widths of ['{"cost":12}', '{"cost":5000}', '{"cost":100.5}']) {
      expect(parseColumnSettings(`{"order":[],"hidden":[],"widths":${widths}}`)).toBe(defaultColumnSettings);
    }
  });

  it('sets a width within the limits, whole pixels, and drops it to fit the content again', () => {
    const limits = { min: 80, max: 1200 };
    const wide = setColumnWidth(defaultColumnSettings, 'cost', 160.4, limits);
    expect(wide).toEqual({ order: [], hidden: [], widths: { cost: 160 } });
    expect(setColumnWidth(wide, 'click', 10, limits)).toEqual({
      order: [],
      hidden: [],
      widths: { cost: 160, click: 80 },
    });
    expect(setColumnWidth(wide, 'cost', 9000, limits).widths).toEqual({ cost: 1200 });
    expect(setColumnWidth(wide, 'cost', 160, limits)).toBe(wide);
    expect(setColumnWidth(wide, 'cost', null, limits)).toEqual({ order: [], hidden: [] });
    expect(setColumnWidth(defaultColumnSettings, 'cost', null)).toBe(defaultColumnSettings);
  });

  it("bounds a column's width by its title's estimate or minWidth, and the contract's limits", () => {
    expect(columnWidthRange({ title: 'Cost' })).toEqual({ min: 66, max: 1200 });
    expect(columnWidthRange({ title: '消费', minWidth: 120 })).toEqual({ min: 120, max: 1200 });
    expect(columnWidthRange({ title: '' })).toEqual({ min: 48, max: 1200 });
  });

  it('moves a shown column to a place among its side, past hidden ones', () => {
    const settings = { order: [], hidden: ['b'] };
    // Shown: keyword | a c | op.
    expect(moveColumnTo(settings, columns, 'c', 1)).toEqual({
      order: ['keyword', 'c', 'a', 'b', 'op'],
      hidden: ['b'],
    });
    expect(ids(orderColumns(columns, moveColumnTo(settings, columns, 'a', 2)))).toEqual([
      'keyword',
      'b',
      'c',
      'a',
      'op',
    ]);
    expect(moveColumnTo(settings, columns, 'a', 1)).toBe(settings);
    expect(moveColumnTo(settings, columns, 'a', 0)).toBe(settings);
    expect(moveColumnTo(settings, columns, 'a', 3)).toBe(settings);
    expect(moveColumnTo(settings, columns, 'keyword', 1)).toBe(settings);
    expect(moveColumnTo(settings, columns, 'b', 1)).toBe(settings);
  });

  it('moves a column dropped on another to its left or right', () => {
    const moved = moveColumnNextTo(defaultColumnSettings, columns, 'a', 'c', 'after');
    expect(ids(orderColumns(columns, moved))).toEqual(['keyword', 'b', 'c', 'a', 'op']);
    const back = moveColumnNextTo(moved, columns, 'a', 'b', 'before');
    expect(ids(orderColumns(columns, back))).toEqual(['keyword', 'a', 'b', 'c', 'op']);
    expect(moveColumnNextTo(moved, columns, 'c', 'b', 'after')).toBe(moved);
    expect(moveColumnNextTo(moved, columns, 'c', 'keyword', 'before')).toBe(moved);
  });

  it("offers a header's moves: left, right, first and last among its side", () => {
    const moves = columnMoves(defaultColumnSettings, columns, 'b');
    expect(ids(orderColumns(columns, moves.left!))).toEqual(['keyword', 'b', 'a', 'c', 'op']);
    expect(ids(orderColumns(columns, moves.right!))).toEqual(['keyword', 'a', 'c', 'b', 'op']);
    expect(ids(orderColumns(columns, moves.first!))).toEqual(['keyword', 'b', 'a', 'c', 'op']);
    expect(ids(orderColumns(columns, moves.last!))).toEqual(['keyword', 'a', 'c', 'b', 'op']);
    expect(columnMoves(defaultColumnSettings, columns, 'a')).toMatchObject({ left: null, first: null });
    expect(columnMoves(defaultColumnSettings, columns, 'keyword')).toEqual({
      left: null,
      right: null,
      first: null,
      last: null,
    });
  });
});
