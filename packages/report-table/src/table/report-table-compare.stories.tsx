import { titleInfos } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, getTable, summaryTexts, tokenColor } from '../stories/table-queries';
import { ReportTable } from './report-table';

/**
 * A report compared with the previous period (docs/requirements.md#period-comparison): each metric followed
 * by its previous value and its change, as the server's titleInfos describe them.
 */

const rows = [
  {
    id: 1,
    reportDates: '2026-11-03',
    cost: 112.34,
    costPrevious: 100,
    costChange: 0.1234,
    click: 12,
    clickPrevious: 10,
    clickChange: 0.2,
  },
  {
    id: 2,
    reportDates: '2026-11-02',
    cost: 48,
    costPrevious: 50,
    costChange: -0.04,
    click: 6,
    clickPrevious: 6,
    clickChange: 0,
  },
  {
    id: 3,
    reportDates: '2026-11-01',
    cost: 30,
    costPrevious: 0,
    costChange: null,
    click: 3,
    clickPrevious: 0,
    clickChange: null,
  },
  {
    id: 4,
    reportDates: '2026-10-31',
    cost: 0,
    costPrevious: 20,
    costChange: -1,
    click: 0,
    clickPrevious: 2,
    clickChange: -1,
  },
];

const meta = {
  title: 'report-table/Period comparison',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: ReportTable,
  args: {
    label: 'Keyword report compared with the previous period',
    titleInfos: titleInfos(['reportDates', 'cost', 'click'], 'day', 'en', true),
    rows,
    summaryRow: {
      cost: 190.34,
      costPrevious: 170,
      costChange: 0.1196,
      click: 21,
      clickPrevious: 18,
      clickChange: 0.1667,
    },
  },
} satisfies Meta<typeof ReportTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Changes signed with one decimal, red up and green down with an arrow, — with nothing to compare with. */
export const ChangeColumns: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost Δ%')).toEqual(['▲+12.3%', '▼−4.0%', '—', '▼−100.0%']),
    );
    await expect(columnTexts(table, 'Cost (previous period)')).toEqual([
      '￥100.00',
      '￥50.00',
      '￥0.00',
      '￥20.00',
    ]);
    await expect(columnTexts(table, 'Clicks Δ%')).toEqual(['▲+20.0%', '0.0%', '—', '▼−100.0%']);
    const up = within(table).getAllByText('+12.3%', { exact: false })[0]!.closest('.rt-change')!;
    // A rise costs more: it shows in the theme's danger colour, whichever theme is on.
    await expect(getComputedStyle(up).color).toBe(tokenColor(table, '--color-danger'));
    await expect(summaryTexts(table)).toEqual([
      'Total',
      '￥190.34',
      '￥170.00',
      '▲+12.0%',
      '21',
      '18',
      '▲+16.7%',
    ]);
  },
};

/** A change column sorts like the others; rows without a change stay last both ways. */
export const SortByChange: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    const button = within(table).getByRole('button', { name: 'Cost Δ%' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost Δ%')).toEqual(['▼−100.0%', '▼−4.0%', '▲+12.3%', '—']),
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(columnTexts(table, 'Cost Δ%')).toEqual(['▲+12.3%', '▼−4.0%', '▼−100.0%', '—']),
    );
  },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  args: { titleInfos: titleInfos(['reportDates', 'cost', 'click'], 'day', 'cn', true) },
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(columnTexts(table, '消费 环比Δ%')[0]).toBe('▲+12.3%'));
    await expect(within(table).getByRole('button', { name: '消费（上期）' })).toBeInTheDocument();
  },
};
