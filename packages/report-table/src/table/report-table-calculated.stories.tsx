import { periodChange, titleInfos } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bodyRows,
  columnTexts,
  getTable,
  headerTitles,
  summaryTexts,
  tokenColor,
} from '../stories/table-queries';
import type { CalculatedColumn } from './calculated-columns';
import { ReportTable } from './report-table';
import { loadCalculatedColumns } from './use-calculated-columns';

/**
 * Calculated columns (docs/requirements.md#calculated-columns): the caller's own metrics, worked out from
 * the report's columns by a formula, in the rows, the sort and the summary row, whose totals come from the
 * sums (Σcost ÷ Σconversions), never from the mean of the rows' values.
 */
const costPerConversion: CalculatedColumn = {
  key: 'calc_1',
  title: 'Cost per conversion',
  formula: 'cost ÷ conversion',
  format: 'money',
  decimals: 2,
};
const conversionRate: CalculatedColumn = {
  key: 'calc_2',
  title: 'Conversion rate',
  formula: 'conversion / click',
  format: 'percent',
  decimals: 1,
};
const calculatedColumns = [costPerConversion, conversionRate];

// Cost per conversion by row: 25, 50, 12.5, none (no conversion); the total is 300 ÷ 15 = 20, where the
// mean of the rows' values would be 29.17.
const rows = [
  { id: 1, keyword: 'running shoes', click: 40, cost: 100, conversion: 4 },
  { id: 2, keyword: 'trail shoes', click: 10, cost: 50, conversion: 1 },
  { id: 3, keyword: 'shoe store', click: 60, cost: 125, conversion: 10 },
  { id: 4, keyword: 'shoe laces', click: 12, cost: 25, conversion: 0 },
];

const meta = {
  title: 'report-table/Calculated columns',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: ReportTable,
  args: {
    label: 'Keyword report with calculated columns',
    titleInfos: titleInfos(['keyword', 'click', 'cost', 'conversion'], 'day', 'en'),
    rows,
    summary: true,
    calculatedColumns,
  },
  // Their rules load when a table first computes some: fetched ahead, as a host may, so the table shows them at
  // once rather than loading first.
  loaders: [() => loadCalculatedColumns()],
} satisfies Meta<typeof ReportTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two calculated columns after the report's own: money with 2 decimals, a percentage with 1. */
export const CalculatedColumns: Story = {
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost per conversion')).toEqual(['￥25.00', '￥50.00', '￥12.50', '--']),
    );
    await expect(columnTexts(table, 'Conversion rate')).toEqual(['10.0%', '10.0%', '16.7%', '0.0%']);
  },
};

/** A division by zero leaves the cell empty (`--`), in the rows and in the total. */
export const DivisionByZero: Story = {
  args: { rows: rows.map((row) => ({ ...row, conversion: 0, click: row.id === 1 ? 0 : row.click })) },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(columnTexts(table, 'Cost per conversion')).toEqual(['--', '--', '--', '--']));
    await expect(columnTexts(table, 'Conversion rate')).toEqual(['--', '0.0%', '0.0%', '0.0%']);
    await expect(summaryTexts(table).slice(-2)).toEqual(['--', '0.0%']);
  },
};

/** Sorted by a calculated column like any other; an empty value stays last both ways. */
export const SortedByCalculatedColumn: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    const header = within(table).getByRole('button', { name: 'Cost per conversion' });
    await userEvent.click(header);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost per conversion')).toEqual(['￥12.50', '￥25.00', '￥50.00', '--']),
    );
    await userEvent.click(header);
    await waitFor(() =>
      expect(columnTexts(table, 'Keyword')).toEqual([
        'trail shoes',
        'running shoes',
        'shoe store',
        'shoe laces',
      ]),
    );
  },
};

const comparedRows = rows.map((row, index) => {
  const costPrevious = [90, 40, 50, 20][index]!;
  const conversionPrevious = [3, 2, 4, 2][index]!;
  return {
    ...row,
    costPrevious,
    costChange: periodChange(row.cost, costPrevious),
    conversionPrevious,
    conversionChange: periodChange(row.conversion, conversionPrevious),
  };
});

/**
 * In a report compared with the previous period, a calculated column is followed by its previous value
 * and its change; the totals are the formula over the sums of each period. Here the caller places the column
 * after the keyword with a titleInfo of its own.
 */
export const SummaryWithComparison: Story = {
  args: {
    titleInfos: [
      ...titleInfos(['keyword'], 'day', 'en'),
      {
        titleName: 'Cost per conversion',
        dataKey: 'calc_1',
        isSort: true,
        valueType: 'Double',
        domType: 'text',
      },
      ...titleInfos(['cost', 'conversion'], 'day', 'en', true),
    ],
    rows: comparedRows,
    calculatedColumns: [costPerConversion],
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost per conversion Δ%')).toEqual(['▼−16.7%', '▲+150.0%', '0.0%', '—']),
    );
    await expect(columnTexts(table, 'Cost per conversion (previous period)')).toEqual([
      '￥30.00',
      '￥20.00',
      '￥12.50',
      '￥10.00',
    ]);
    // ￥20.00 (300 ÷ 15) against ￥18.18 (200 ÷ 11): +10 %.
    await expect(summaryTexts(table).slice(0, 4)).toEqual(['Total', '￥20.00', '￥18.18', '▲+10.0%']);
  },
};

/**
 * A metric whose higher value is the better one (`better: 'higher'`), conversions per yuan: its rise shows in
 * the success colour and its fall in the danger colour, the arrows and signs as for any change; cost per
 * conversion beside it keeps the colours of cost.
 */
export const HigherIsBetter: Story = {
  args: {
    // Placed after the keyword, so that the picture shows it with its comparison columns.
    titleInfos: [
      ...titleInfos(['keyword'], 'day', 'en'),
      {
        titleName: 'Conversions per yuan',
        dataKey: 'calc_3',
        isSort: true,
        valueType: 'Double',
        domType: 'text',
      },
      ...titleInfos(['cost', 'conversion'], 'day', 'en', true),
    ],
    rows: comparedRows,
    calculatedColumns: [
      costPerConversion,
      {
        key: 'calc_3',
        title: 'Conversions per yuan',
        formula: 'conversion / cost',
        format: 'number',
        decimals: 3,
        better: 'higher',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Conversions per yuan Δ%')).toEqual([
        '▲+20.0%',
        '▼−60.0%',
        '0.0%',
        '▼−100.0%',
      ]),
    );
    const changeColour = (title: string, row: number) => {
      const cell = within(bodyRows(table)[row]!).getAllByRole('cell')[headerTitles(table).indexOf(title)]!;
      return getComputedStyle(cell.querySelector('.rt-change')!).color;
    };
    await expect(changeColour('Conversions per yuan Δ%', 0)).toBe(tokenColor(table, '--color-success'));
    await expect(changeColour('Conversions per yuan Δ%', 1)).toBe(tokenColor(table, '--color-danger'));
    // Cost per conversion rises in row 2 (￥20.00 → ￥50.00): a rise of a cost, in the danger colour.
    await expect(changeColour('Cost per conversion Δ%', 1)).toBe(tokenColor(table, '--color-danger'));
  },
};

/** Simplified Chinese: the report's titles and the table's words in Chinese, the caller's titles as given. */
export const SimplifiedChinese: Story = {
  args: {
    titleInfos: titleInfos(['keyword', 'click', 'cost', 'conversion'], 'day', 'cn'),
    calculatedColumns: [
      { ...costPerConversion, title: '转化成本' },
      { ...conversionRate, title: '转化率' },
    ],
  },
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(columnTexts(table, '转化成本')[0]).toBe('￥25.00'));
    await expect(summaryTexts(table)[0]).toBe('合计');
  },
};
