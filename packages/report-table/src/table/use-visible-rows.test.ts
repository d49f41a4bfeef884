import { describe, expect, it } from 'vitest';
import { visibleRows } from './use-visible-rows';

// 32 px rows under a 36 px header, 4 rows drawn beyond the view on each side.
const table = { count: 10_000, rowHeight: 32, offset: 36, overscan: 4 };

describe('visibleRows', () => {
  it('draws the rows of the first screen and the overscan below them', () => {
    expect(visibleRows(0, 800, table)).toEqual({ start: 0, end: 28 });
  });

  it('draws the rows scrolled into view, with the overscan on both sides', () => {
    expect(visibleRows(36 + 100 * 32, 800, table)).toEqual({ start: 96, end: 129 });
  });

  it('stops at the last row', () => {
    expect(visibleRows(5000, 800, { ...table, count: 100 })).toEqual({ start: 95, end: 100 });
    expect(visibleRows(0, 800, { ...table, count: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('draws the first row and the overscan where nothing has a height (no layout)', () => {
    expect(visibleRows(0, 0, table)).toEqual({ start: 0, end: 5 });
  });
});
