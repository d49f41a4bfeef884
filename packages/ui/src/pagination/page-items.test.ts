import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './page-items';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [195, 20, 10],
    [12_345, 100, 124],
    [10_000, 30, 334],
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
    [-3, 5, 1],
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [4, 0, 1],
  ])('page %s of %s pages is %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageItems', () => {
  it('lists every page when they fit in seven buttons', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has the one page of an empty list', () => {
    expect(pageItems(1, pageCount(0, 20))).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('near the first page: the first six pages, an ellipsis and the last', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 8]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
  });

  it('in the middle: the first page, an ellipsis, five pages around the current one, an ellipsis, the last', () => {
    expect(pageItems(5, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]);
    expect(pageItems(6, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 'end-ellipsis', 10]);
    expect(pageItems(50, 124)).toEqual([1, 'start-ellipsis', 48, 49, 50, 51, 52, 'end-ellipsis', 124]);
  });

  it('near the last page: the first, an ellipsis and the last six pages', () => {
    expect(pageItems(5, 8)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 8]);
    expect(pageItems(7, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
    expect(pageItems(124, 124)).toEqual([1, 'start-ellipsis', 119, 120, 121, 122, 123, 124]);
  });

  it('keeps an out-of-range page inside the pages', () => {
    expect(pageItems(99, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(-4, 3)).toEqual([1, 2, 3]);
    expect(pageItems(Number.NaN, 12)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 12]);
  });

  it('fits fewer buttons when asked to', () => {
    expect(pageItems(1, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 12, 5)).toEqual([1, 2, 3, 4, 'end-ellipsis', 12]);
    expect(pageItems(6, 12, 5)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]);
    expect(pageItems(12, 12, 5)).toEqual([1, 'start-ellipsis', 9, 10, 11, 12]);
  });

  it('always shows seven page numbers in order, the current one among them', () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = pageItems(page, count).filter((item) => typeof item === 'number');
        expect(numbers, `${page} of ${count}`).toHaveLength(7);
        expect(numbers).toContain(page);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });
});
