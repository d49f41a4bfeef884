import { describe, expect, it } from 'vitest';
import { estimateColumnWidth, titleWidth } from './width';

describe('column width estimate (docs/requirements.md#report-columns)', () => {
  it.each([
    ['消费', 2 * 17 + 30],
    ['点击率', 3 * 17 + 30],
    ['Cost', 4 * 9 + 30],
    ['Impressions', 11 * 9 + 30],
    ['消费(元)', 3 * 17 + 2 * 9 + 30],
    ['消费（元）', 5 * 17 + 30],
    ['CTR 点击率', 4 * 9 + 3 * 17 + 30],
    ['', 30],
  ])('%s → %i px', (title, width) => {
    expect(titleWidth(title)).toBe(width);
  });

  it('takes the fixed width over the estimate', () => {
    expect(estimateColumnWidth('推广计划名称', { width: 200 })).toBe(200);
    expect(estimateColumnWidth('Keyword', { width: 60 })).toBe(60);
  });

  it('never goes below minWidth', () => {
    expect(estimateColumnWidth('Click', { minWidth: 120 })).toBe(120);
    expect(estimateColumnWidth('推广计划名称', { minWidth: 100 })).toBe(6 * 17 + 30);
    expect(estimateColumnWidth('Keyword', { width: 60, minWidth: 80 })).toBe(80);
  });
});
