import { describe, expect, it } from 'vitest';
import { ariaSort, columnSortKeys, compareValues, nextSort, sortedPositions, sortRows } from './sort';
import type { ReportRow } from './title-info';

describe('sort cycle (docs/requirements.md#sorting)', () => {
  it('goes ascending → descending → default on one column', () => {
    const first = nextSort(null, 'cost');
    expect(first).toEqual({ sortCol: 'cost', sortOrder: 'asc' });
    const second = nextSort(first, 'cost');
    expect(second).toEqual({ sortCol: 'cost', sortOrder: 'desc' });
    expect(nextSort(second, 'cost')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort({ sortCol: 'cost', sortOrder: 'desc' }, 'click')).toEqual({
      sortCol: 'click',
      sortOrder: 'asc',
    });
  });

  it('names the state for aria-sort', () => {
    expect(ariaSort(null, 'cost')).toBe('none');
    expect(ariaSort({ sortCol: 'cost', sortOrder: 'asc' }, 'cost')).toBe('ascending');
    expect(ariaSort({ sortCol: 'cost', sortOrder: 'desc' }, 'cost')).toBe('descending');
    expect(ariaSort({ sortCol: 'cost', sortOrder: 'desc' }, 'click')).toBe('none');
  });
});

describe('compareValues', () => {
  it('orders numbers and numeric text by value', () => {
    expect([10, 9, 100, '2.5'].sort(compareValues)).toEqual(['2.5', 9, 10, 100]);
  });

  it('orders text naturally, Chinese by its collation', () => {
    expect(['unit 10', 'unit 9', 'unit 1'].sort(compareValues)).toEqual(['unit 1', 'unit 9', 'unit 10']);
    expect(['2026-06-10', '2026-06-02'].sort(compareValues)).toEqual(['2026-06-02', '2026-06-10']);
    expect(compareValues('北京', '上海')).toBeLessThan(0);
  });
});

describe('sorting rows by a column', () => {
  const rows = [
    { id: 'a', cost: 12.5, name: 'unit 10' },
    { id: 'b', cost: null, name: '北京' },
    { id: 'c', cost: '3', name: '' },
    { id: 'd', cost: 12.5, name: 'unit 9' },
    { id: 'e', cost: Number.NaN, name: 'unit 9' },
    { id: 'f', cost: -1, name: '上海' },
  ];
  const ids = (sorted: readonly ReportRow[]) => sorted.map((row) => row.id);

  it('keys numbers by value and empty values as NaN', () => {
    expect(Array.from(columnSortKeys(rows, 'cost'))).toEqual([12.5, Number.NaN, 3, 12.5, Number.NaN, -1]);
  });

  it('keys text by its rank in the collation, equal texts sharing a rank', () => {
    expect(Array.from(columnSortKeys(rows, 'name'))).toEqual([3, 0, Number.NaN, 2, 2, 1]);
  });

  it('puts empty values last both ways and keeps equal values in their order', () => {
    expect(ids(sortRows(rows, { sortCol: 'cost', sortOrder: 'desc' }))).toEqual([
      'a',
      'd',
      'c',
      'f',
      'b',
      'e',
    ]);
    expect(ids(sortRows(rows, { sortCol: 'cost', sortOrder: 'asc' }))).toEqual([
      'f',
      'c',
      'a',
      'd',
      'b',
      'e',
    ]);
    expect(ids(sortRows(rows, { sortCol: 'name', sortOrder: 'asc' }))).toEqual([
      'b',
      'f',
      'd',
      'e',
      'a',
      'c',
    ]);
    expect(ids(sortRows(rows, { sortCol: 'name', sortOrder: 'desc' }))).toEqual([
      'a',
      'd',
      'e',
      'f',
      'b',
      'c',
    ]);
  });

  it('gives positions, not rows', () => {
    expect(Array.from(sortedPositions(Float64Array.from([2, Number.NaN, -5]), 'desc'))).toEqual([0, 2, 1]);
  });

  it('orders as a comparison of the keys would, whatever their sign, size or ties', () => {
    // The order the radix sort must give: by value (-0 equal to 0), empty last, ties in the rows' order.
    const byComparison = (keys: Float64Array, order: 'asc' | 'desc') =>
      Array.from(keys.keys()).sort((a, b) => {
        const [ka, kb] = [keys[a]!, keys[b]!];
        if (Number.isNaN(ka)) return Number.isNaN(kb) ? a - b : 1;
        if (Number.isNaN(kb)) return -1;
        return (order === 'asc' ? ka - kb : kb - ka) || a - b;
      });
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const special = [
      0,
      -0,
      Number.NaN,
      Infinity,
      -Infinity,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      5e-324,
      -5e-324,
    ];
    const kinds = [
      () => Math.round(random() * 1e6) / 100,
      () => Math.round(random() * 10) - 5,
      () => (random() - 0.5) * 10 ** Math.round(random() * 600 - 300),
      () => special[Math.floor(random() * special.length)]!,
    ];
    for (const kind of kinds) {
      for (const size of [0, 1, 2, 9, 1000]) {
        const keys = Float64Array.from({ length: size }, kind);
        for (const order of ['asc', 'desc'] as const) {
          expect(Array.from(sortedPositions(keys, order))).toEqual(byComparison(keys, order));
        }
      }
    }
  });
});
