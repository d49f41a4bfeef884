import { describe, expect, it } from 'vitest';
import { clampPage, defaultPageSize, defaultPageSizes, pageCount, pageItems } from './page-items';

describe('page sizes', () => {
  it('follows spec §9: 20 by default, options 10, 20, 30, 50', () => {
    expect(defaultPageSize).toBe(20);
    expect(defaultPageSizes).toEqual([10, 20, 30, 50]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [195, 20, 10],
    [12_345, 100, 124],
    [-5, 20, 1],
    [Number.NaN, 20, 1],
    [10, 0, 1],
  ])('%s rows at %s a page make %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('page %s of %s pages is %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the start, the current neighbourhood and the end with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
    expect(pageItems(50, 124)).toEqual([1, 'start-ellipsis', 48, 49, 50, 51, 52, 'end-ellipsis', 124]);
  });

  it('always shows the same number of page buttons and always the current page', () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = pageItems(page, count).filter((item) => typeof item === 'number');
        expect(numbers, `${page} of ${count}`).toHaveLength(7);
        expect(numbers).toContain(page);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  it('keeps an out-of-range page inside the pages', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
  });
});
