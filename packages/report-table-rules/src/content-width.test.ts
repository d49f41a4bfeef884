import { describe, expect, it } from 'vitest';
import { buildColumns } from './columns';
import { totalText, widestValueTexts } from './content-width';
import type { TitleInfo } from './title-info';

const [keyword, cost, click, quality, picture] = buildColumns([
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
  { titleName: 'Clicks', dataKey: 'click', isSort: true, valueType: 'Long', domType: 'text', unit: 't' },
  {
    titleName: 'Quality',
    dataKey: 'quality',
    isSort: false,
    valueType: 'Integer',
    domType: 'render',
    renderer: 'qualityCode',
  },
  { titleName: 'Picture', dataKey: 'picture', isSort: false, valueType: 'String', domType: 'img' },
] satisfies TitleInfo[]);

const rows = [
  { keyword: 'shoes', cost: 12.5, click: 3, quality: 2, picture: 'a.png' },
  { keyword: '英语培训班', cost: 336712.4, click: '2069334', quality: 0, picture: 'b.png' },
  { keyword: 'running shoes', cost: -1024.5, click: null, quality: 3, picture: 'c.png' },
];

describe('widestValueTexts', () => {
  it('gives the largest and the smallest number as the cells show them', () => {
    expect(widestValueTexts(cost!, rows)).toEqual(['￥336,712.40', '-￥1,024.50']);
  });

  it('reads numeric text as numbers and counts an empty value as --', () => {
    expect(widestValueTexts(click!, rows)).toEqual(['2,069,334', '3', '--']);
  });

  it('gives the longest text, a Chinese character drawn as wide as two others', () => {
    expect(widestValueTexts(keyword!, rows)).toEqual(['running shoes']);
    expect(widestValueTexts(keyword!, [...rows, { keyword: '少儿英语培训班推荐' }])).toEqual([
      '少儿英语培训班推荐',
    ]);
  });

  it('gives nothing for columns drawn otherwise, or without rows', () => {
    expect(widestValueTexts(quality!, rows)).toEqual([]);
    expect(widestValueTexts(picture!, rows)).toEqual([]);
    expect(widestValueTexts(cost!, [])).toEqual([]);
  });
});

describe('totalText', () => {
  it('is the total as the summary row shows it, or none', () => {
    expect(totalText(cost!, { cost: 1234567.891 })).toBe('￥1,234,567.89');
    expect(totalText(click!, { cost: 1 })).toBeUndefined();
    expect(totalText(quality!, { quality: 2 })).toBeUndefined();
    expect(totalText(cost!, null)).toBeUndefined();
  });
});
