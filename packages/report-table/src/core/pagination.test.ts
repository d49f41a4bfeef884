import { describe, expect, it } from 'vitest';
import { clampPage, defaultPageSize, materialPageSizes, pageCount, pageItems, pageSizes } from './pagination';

describe('pagination (spec §9)', () => {
  it('has the report and materials page sizes, 20 by default', () => {
    expect(pageSizes).toEqual([10, 20, 30, 50]);
    expect(materialPageSizes).toEqual([10, 20, 30, 50, 100, 500, 1000, 10000]);
    expect(defaultPageSize).toBe(20);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(10000, 30)).toBe(334);
  });

  it('keeps a page number in range', () => {
    expect(clampPage(0, 45, 20)).toBe(1);
    expect(clampPage(9, 45, 20)).toBe(3);
    expect(clampPage(2, 45, 20)).toBe(2);
  });

  it('shows the first, the last and the pages near the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
