import { describe, expect, it } from 'vitest';
import { buildColumns } from './columns';
import type { TitleInfo } from './title-info';

const info = (overrides: Partial<TitleInfo> & Pick<TitleInfo, 'dataKey'>): TitleInfo => ({
  titleName: overrides.dataKey,
  isSort: false,
  valueType: 'String',
  domType: 'text',
  ...overrides,
});

describe('buildColumns', () => {
  it('makes a column of each titleInfo with its width estimate, alignment and unit', () => {
    const [keyword, cost] = buildColumns([
      info({ dataKey: 'keyword', titleName: '关键词' }),
      info({ dataKey: 'cost', titleName: 'Cost', valueType: 'Double', unit: '￥', minWidth: 100 }),
    ]);
    expect(keyword).toMatchObject({ id: 'keyword', title: '关键词', width: 3 * 17 + 30, align: 'left' });
    expect(cost).toMatchObject({ id: 'cost', width: 100, numeric: true, align: 'right', unit: '￥' });
  });

  it('makes flagged columns sortable, and by default cost, impression, reportDates and click', () => {
    const columns = buildColumns(
      ['cost', 'impression', 'reportDates', 'click', 'ctr', 'keyword'].map((dataKey) =>
        info({ dataKey, isSort: dataKey === 'ctr' }),
      ),
    );
    expect(columns.filter((c) => c.sortable).map((c) => c.id)).toEqual([
      'cost',
      'impression',
      'reportDates',
      'click',
      'ctr',
    ]);
    expect(buildColumns([info({ dataKey: 'cost' })], { sortableKeys: [] })[0]!.sortable).toBe(false);
  });

  it('puts left-fixed columns first and right-fixed ones last, keeping the order within each side', () => {
    const columns = buildColumns([
      info({ dataKey: 'a' }),
      info({ dataKey: 'op', fixed: 'right' }),
      info({ dataKey: 'b', fixed: 'left' }),
      info({ dataKey: 'c', fixed: null }),
      info({ dataKey: 'd', fixed: 'left' }),
    ]);
    expect(columns.map((c) => c.id)).toEqual(['b', 'd', 'a', 'c', 'op']);
  });

  it("aligns quality codes left: the contract's renderer draws them as words", () => {
    const [quality, count, image] = buildColumns([
      info({
        dataKey: 'landPageExperience',
        valueType: 'Integer',
        domType: 'render',
        renderer: 'qualityCode',
      }),
      info({ dataKey: 'hour', valueType: 'Integer' }),
      info({ dataKey: 'ideaMaterialUrl', domType: 'img' }),
    ]);
    expect(quality).toMatchObject({ domType: 'render', renderer: 'qualityCode', align: 'left' });
    expect(count).toMatchObject({ domType: 'text', renderer: null, align: 'right' });
    expect(image).toMatchObject({ domType: 'img', renderer: null });
  });
});
