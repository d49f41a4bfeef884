import { describe, expect, it } from 'vitest';
import { buildColumns } from './columns';
import { computeSummary } from './summary';
import type { TitleInfo } from './title-info';

const titleInfos: TitleInfo[] = [
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  {
    titleName: 'Impressions',
    dataKey: 'impression',
    isSort: true,
    valueType: 'Long',
    domType: 'text',
    unit: 't',
  },
  { titleName: 'Clicks', dataKey: 'click', isSort: true, valueType: 'Long', domType: 'text', unit: 't' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
  { titleName: 'CTR', dataKey: 'ctr', isSort: true, valueType: 'Double', domType: 'text', unit: '%' },
  { titleName: 'CPM', dataKey: 'cpm', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
  { titleName: 'Hour', dataKey: 'hour', isSort: false, valueType: 'Integer', domType: 'text' },
  {
    titleName: 'Landing page',
    dataKey: 'landPageExperience',
    isSort: false,
    valueType: 'Long',
    domType: 'render',
    renderer: 'qualityCode',
  },
];
const columns = buildColumns(titleInfos);

const rows = [
  {
    keyword: 'a',
    impression: 1000,
    click: 30,
    cost: 10.005,
    ctr: 3,
    cpm: 10.01,
    hour: 1,
    landPageExperience: 3,
  },
  {
    keyword: 'b',
    impression: 2000,
    click: 50,
    cost: 20.1,
    ctr: 2.5,
    cpm: 10.05,
    hour: 2,
    landPageExperience: 2,
  },
  { keyword: 'c', impression: 0, click: 0, cost: null, ctr: null, cpm: null, hour: 3, landPageExperience: 1 },
];

describe('computeSummary (docs/requirements.md#summary-row)', () => {
  it('sums Long and Double columns, rounded to 2 decimals; text, Integer and quality columns get none', () => {
    expect(computeSummary(rows, columns)).toEqual({
      keyword: null,
      impression: 3000,
      click: 80,
      cost: 30.11, // 10.005 + 20.1 = 30.105 → 30.11
      ctr: 5.5,
      cpm: 20.06,
      hour: null,
      landPageExperience: null,
    });
  });

  it('averages over the non-empty values', () => {
    expect(computeSummary(rows, columns, { mode: 'average' })).toMatchObject({
      impression: 1000, // (1000 + 2000 + 0) / 3
      click: 26.67, // 80 / 3
      cost: 15.05, // 30.105 / 2 = 15.0525
      ctr: 2.75,
      cpm: 10.03,
    });
  });

  it('makes ratio columns from two sums times their scale', () => {
    const summary = computeSummary(rows, columns, {
      columns: {
        ctr: { mode: 'ratio', numerator: 'click', denominator: 'impression', scale: 100 },
        cpm: { mode: 'ratio', numerator: 'cost', denominator: 'impression', scale: 1000 },
        hour: { mode: 'none' },
      },
    });
    expect(summary).toMatchObject({
      impression: 3000,
      ctr: 2.67, // 80 / 3000 × 100 = 2.666…
      cpm: 10.04, // 30.105 / 3000 × 1000 = 10.035
      hour: null,
    });
  });

  it('leaves a ratio over a zero denominator, and columns with no values, empty', () => {
    const empty = [{ keyword: 'x', impression: 0, click: 0, cost: null }];
    expect(
      computeSummary(empty, columns, {
        columns: { ctr: { mode: 'ratio', numerator: 'click', denominator: 'impression' } },
      }),
    ).toMatchObject({ ctr: null, cost: null, impression: 0 });
  });

  it('rounds a ratio shown as a percentage to 2 decimals of the percentage', () => {
    const [ctr] = buildColumns([
      { titleName: 'CTR', dataKey: 'ctr', isSort: true, valueType: 'Double', domType: 'text', unit: '%*100' },
    ]);
    const ratios = [{ ctr: 0.03 }, { ctr: 0.025 }, { ctr: 0 }];
    expect(computeSummary(ratios, [ctr!]).ctr).toBeCloseTo(0.055, 10); // 5.50%
    expect(computeSummary(ratios, [ctr!], { mode: 'average' }).ctr).toBeCloseTo(0.0183, 10); // 1.83%
  });

  it('totals an Integer column when a rule names it', () => {
    expect(computeSummary(rows, columns, { columns: { hour: { mode: 'sum' } } }).hour).toBe(6);
  });
});
