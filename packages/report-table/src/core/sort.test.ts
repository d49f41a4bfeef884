import { describe, expect, it } from 'vitest';
import { ariaSort, compareValues, nextSort, sortKey } from './sort';

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

  it('turns empty values into undefined sort keys', () => {
    expect([null, undefined, '', Number.NaN].map(sortKey)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(sortKey(0)).toBe(0);
  });
});
