import { qualityCodeRenderer } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { TitleInfo, ValueUnit } from '@adconsole/report-table-rules';
import { columnTexts, getTable } from '../stories/table-queries';
import { ReportTable } from './report-table';

/** A two-column table: a label, and one value column in `unit`; the play checks each cell's text. */
function unitStory(unit: ValueUnit, samples: ReadonlyArray<readonly [unknown, string]>): Story {
  const titleInfos: TitleInfo[] = [
    { titleName: 'Sample', dataKey: 'sample', isSort: false, valueType: 'String', domType: 'text' },
    {
      titleName: `Value (${unit})`,
      dataKey: 'value',
      isSort: false,
      valueType: 'Double',
      domType: 'text',
      unit,
    },
  ];
  return {
    args: {
      label: `Unit ${unit}`,
      titleInfos,
      rows: samples.map(([value], index) => ({ id: index, sample: `Sample ${index + 1}`, value })),
      paginate: false,
    },
    play: async ({ canvasElement }) => {
      const table = getTable(canvasElement);
      await waitFor(() =>
        expect(columnTexts(table, `Value (${unit})`)).toEqual(samples.map(([, text]) => text)),
      );
    },
  };
}

const meta = {
  title: 'report-table/Formats',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: ReportTable,
  args: { titleInfos: [], rows: [] },
} satisfies Meta<typeof ReportTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Yuan = unitStory('￥', [
  [1234.5, '￥1,234.50'],
  [-12, '-￥12.00'],
  [1.005, '￥1.01'],
  [null, '--'],
]);

export const YuanInTenThousands = unitStory('￥/10000', [
  [123456, '￥12.35'],
  [5000, '￥0.50'],
  ['', '--'],
]);

export const Percentage = unitStory('%', [
  [2.42, '2.42%'],
  [100, '100.00%'],
  [null, '--'],
]);

export const RatioAsPercentage = unitStory('%*100', [
  [0.0242, '2.42%'],
  [0.12345, '12.35%'],
  [undefined, '--'],
]);

export const Thousands = unitStory('t', [
  [1234567, '1,234,567'],
  [1234.5, '1,234.5'],
  [null, '--'],
]);

export const ThousandsInTenThousands = unitStory('t/10000', [
  [123456, '12.35'],
  [120000, '12'],
  [null, '--'],
]);

export const OneDecimal = unitStory('t1', [
  [1234.56, '1,234.6'],
  [7, '7.0'],
  [null, '--'],
]);

export const TwoDecimals = unitStory('t2', [
  [1234.5, '1,234.50'],
  ['98765.432', '98,765.43'],
  [null, '--'],
]);

export const TwoDecimalsInTenThousands = unitStory('t2/10000', [
  [120000, '12.00'],
  [1234567, '123.46'],
  [null, '--'],
]);

const qualityTitleInfos: TitleInfo[] = [
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  {
    titleName: 'Landing page experience',
    dataKey: 'landPageExperience',
    isSort: false,
    valueType: 'Integer',
    domType: 'render',
    renderer: qualityCodeRenderer,
  },
  {
    titleName: 'Business relevance',
    dataKey: 'businessRelationship',
    isSort: false,
    valueType: 'Integer',
    domType: 'render',
    renderer: qualityCodeRenderer,
  },
  {
    titleName: 'Estimated click rate',
    dataKey: 'estimatedClickRate',
    isSort: false,
    valueType: 'Integer',
    domType: 'render',
    renderer: qualityCodeRenderer,
  },
];

/** Quality codes 0–3 as their words (the contract's `qualityCode` renderer), in the current language. */
export const QualityCodes: Story = {
  args: {
    label: 'Quality codes',
    titleInfos: qualityTitleInfos,
    rows: [0, 1, 2, 3].map((code) => ({
      id: code,
      keyword: `keyword ${code}`,
      landPageExperience: code,
      businessRelationship: (code + 1) % 4,
      estimatedClickRate: null,
    })),
    paginate: false,
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Landing page experience')).toEqual([
        'Data accumulating',
        'Below average',
        'Average',
        'Above average',
      ]),
    );
    await expect(columnTexts(table, 'Business relevance')).toEqual([
      'Below average',
      'Average',
      'Above average',
      'Data accumulating',
    ]);
    await expect(columnTexts(table, 'Estimated click rate')).toEqual(['--', '--', '--', '--']);
  },
};

/** The same codes in Simplified Chinese, with the product's words (docs/requirements.md#quality-codes). */
export const QualityCodesInChinese: Story = {
  ...QualityCodes,
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Landing page experience')).toEqual([
        '数据积累中',
        '低于平均',
        '平均',
        '高于平均',
      ]),
    );
  },
};
