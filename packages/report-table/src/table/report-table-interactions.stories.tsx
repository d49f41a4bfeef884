import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { columnTexts, getTable, headerTitles } from '../stories/table-queries';
import { ReportTable } from './report-table';
import type { ReportTableProps } from './types';
import { useColumnSettings } from './use-column-settings';

const rows = keywordRows(45, 3);
const costs = rows.map((row) => row.cost as number);
const yuan = (value: number) => `￥${value.toLocaleString('en', { minimumFractionDigits: 2 })}`;

const meta = {
  title: 'report-table/Interactions',
  component: ReportTable,
  args: { label: 'Keyword report', titleInfos: keywordTitleInfos, rows, summary: keywordSummary },
} satisfies Meta<typeof ReportTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A click on a header cycles its sort: ascending, descending, then the server's order again. */
export const SortCycle: Story = {
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    const button = within(table).getByRole('button', { name: '消费' });
    const header = button.closest('[role=columnheader]')!;
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(columnTexts(table, '关键词')[0]).toBe(rows[0]!.keyword));

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(columnTexts(table, '消费')[0]).toBe(yuan(Math.min(...costs))));

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(columnTexts(table, '消费')[0]).toBe(yuan(Math.max(...costs))));

    // By keyboard too: the header button is a real button.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(columnTexts(table, '关键词')[0]).toBe(rows[0]!.keyword));

    // Columns the server does not flag, and that are not sortable by default, have no button.
    await expect(within(table).queryByRole('button', { name: '推广计划' })).toBeNull();
  },
};

/** Client-side paging: pages of 20, the page buttons, and a page size change back to page 1. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = getTable(canvasElement);
    await expect(canvas.getByText('Total 45')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(columnTexts(table, '关键词')[0]).toBe(rows[20]!.keyword));

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(columnTexts(table, '关键词')).toEqual(rows.slice(40).map((r) => r.keyword)));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Page 2' })).toBeNull();
    // The totals cover every row, not one page.
    const clicks = rows.reduce((sum, row) => sum + (row.click as number), 0);
    await expect(canvas.getAllByRole('cell', { name: clicks.toLocaleString('en') })).toHaveLength(1);
  },
};

const storageKey = 'stories.keywordReport.columns';

function WithColumnSettings(props: ReportTableProps) {
  return <ReportTable {...props} columnSettings={useColumnSettings({ storageKey })} />;
}

/** Custom columns: hide, show and move columns; the choice is kept under its storage key; reset. */
export const ColumnVisibility: Story = {
  render: (args) => <WithColumnSettings {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = getTable(canvasElement);
    const serverOrder = keywordTitleInfos.map((info) => info.titleName);
    await expect(headerTitles(table)).toEqual(serverOrder);

    const toggle = canvas.getByRole('button', { name: 'Custom columns' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Custom columns' });

    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击' }));
    await expect(headerTitles(table)).not.toContain('点击');
    await expect(JSON.parse(localStorage.getItem(storageKey)!)).toEqual({ order: [], hidden: ['click'] });

    await userEvent.click(within(panel).getByRole('button', { name: 'Move 消费 up' }));
    const titles = headerTitles(table);
    await expect(titles.indexOf('消费')).toBeLessThan(titles.indexOf('点击率'));
    // The fixed keyword column cannot leave its side.
    await expect(within(panel).getByRole('button', { name: 'Move 推广计划 up' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击' }));
    await expect(headerTitles(table)).toContain('点击');

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await expect(headerTitles(table)).toEqual(serverOrder);
    await expect(localStorage.getItem(storageKey)).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Custom columns' })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};
