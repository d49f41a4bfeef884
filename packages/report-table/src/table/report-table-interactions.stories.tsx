import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settingsOfShownColumns, shownColumnIds, type ColumnOption } from '@adconsole/report-table-rules';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { columnTexts, getTable, headerTitles } from '../stories/table-queries';
import { localStorageColumnSettings, type ColumnSettingsAdapter } from './column-settings-adapter';
import { ReportTable } from './report-table';
import type { ReportTableProps } from './types';
import { useColumnSettings } from './use-column-settings';

const rows = keywordRows(45, 3);
const costs = rows.map((row) => row.cost as number);
const yuan = (value: number) => `￥${value.toLocaleString('en', { minimumFractionDigits: 2 })}`;

const meta = {
  title: 'report-table/Interactions',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: ReportTable,
  // Sorting, paging and choosing columns: what the play functions check; the table's look has its own stories.
  parameters: { screenshot: false },
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
const localColumns = localStorageColumnSettings(storageKey);

function WithColumnSettings(props: ReportTableProps) {
  return <ReportTable {...props} columnSettings={useColumnSettings({ adapter: localColumns })} />;
}

/**
 * Custom columns kept in the browser (`localStorageColumnSettings`): the table knows every column and
 * hides and orders them itself; hide, show and move columns, then reset.
 */
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
    // Escape closes it with the focus still on the button, as from a control inside (below).
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Custom columns' })).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    const panel = canvas.getByRole('group', { name: 'Custom columns' });

    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击' }));
    await expect(headerTitles(table)).not.toContain('点击');
    await expect(JSON.parse(localStorage.getItem(storageKey)!)).toEqual({ order: [], hidden: ['click'] });

    await userEvent.click(within(panel).getByRole('button', { name: 'Move 消费 up' }));
    const titles = headerTitles(table);
    await expect(titles.indexOf('消费')).toBeLessThan(titles.indexOf('点击率'));
    // The fixed keyword column cannot leave its side.
    await expect(within(panel).getByRole('button', { name: 'Move 推广计划 up' })).toBeDisabled();

    // Shown again, it comes back at its place: after 展现, not at the end.
    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击' }));
    await expect(headerTitles(table).slice(3, 5)).toEqual(['展现', '点击']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await expect(headerTitles(table)).toEqual(serverOrder);
    await expect(localStorage.getItem(storageKey)).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Custom columns' })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** The report's columns; the keyword column identifies a row, so it cannot be removed. */
const offeredColumns: ColumnOption[] = keywordTitleInfos.map((info) => ({
  id: info.dataKey,
  title: info.titleName,
  locked: info.dataKey === 'keyword',
}));
const offeredIds = offeredColumns.map((column) => column.id);
const titleInfoById = new Map(keywordTitleInfos.map((info) => [info.dataKey, info]));
const savedChoice = ['keyword', 'reportDates', 'cost', 'impression', 'click'];

/**
 * A server that keeps the user's chosen columns, as the console's custom fields do: it answers the
 * titleInfos of the chosen columns in their order, and its reset gives back every column in its order.
 */
function ServerChosenColumnsReport(props: ReportTableProps) {
  const [shown, setShown] = useState(savedChoice);
  const adapter = useMemo<ColumnSettingsAdapter>(
    () => ({
      key: 'stories.server.keywordReport.columns',
      load: async () => settingsOfShownColumns(offeredIds, savedChoice),
      save: async (settings) => setShown(shownColumnIds(offeredColumns, settings)),
      reset: async () => {
        setShown(offeredIds);
        return settingsOfShownColumns(offeredIds, offeredIds);
      },
    }),
    [],
  );
  const columnSettings = useColumnSettings({ adapter, available: offeredColumns });
  const titleInfos = useMemo(() => shown.map((id) => titleInfoById.get(id)!), [shown]);
  return <ReportTable {...props} titleInfos={titleInfos} columnSettings={columnSettings} />;
}

/**
 * Custom columns the server applies: the table shows the titleInfos as they come, and the chooser lists
 * every column the report offers (`available`), so a column the answer left out can be shown again, at its
 * place. Reset shows the report's columns in its order.
 */
export const ServerChosenColumns: Story = {
  render: (args) => <ServerChosenColumnsReport {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = getTable(canvasElement);
    await expect(headerTitles(table)).toEqual(['关键词', '日期', '消费', '展现', '点击']);

    await userEvent.click(canvas.getByRole('button', { name: 'Custom columns' }));
    const panel = canvas.getByRole('group', { name: 'Custom columns' });
    const listed = () =>
      within(panel)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent);
    await waitFor(() => expect(listed()).toHaveLength(offeredIds.length));
    // The saved choice first; each column left out after the one it follows in the report.
    await expect(listed().slice(0, 9)).toEqual([
      '关键词',
      '推广计划',
      '日期',
      '消费',
      '平均点击价格',
      '千次展现消费',
      '转化',
      '落地页体验',
      '业务相关性',
    ]);
    await expect(within(panel).getByRole('checkbox', { name: '关键词' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击率' }));
    await waitFor(() =>
      expect(headerTitles(table)).toEqual(['关键词', '日期', '消费', '展现', '点击', '点击率']),
    );
    await userEvent.click(within(panel).getByRole('checkbox', { name: '日期' }));
    await waitFor(() => expect(headerTitles(table)).not.toContain('日期'));

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headerTitles(table)).toEqual(keywordTitleInfos.map((info) => info.titleName)));
    await expect(listed()).toEqual(keywordTitleInfos.map((info) => info.titleName));
  },
};
