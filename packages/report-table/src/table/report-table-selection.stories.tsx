import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReportRow } from '@adconsole/report-table-rules';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { bodyRows, getTable, headerTitles, summaryTexts } from '../stories/table-queries';
import { ReportTable } from './report-table';
import type { ReportTableProps } from './types';

const rows = keywordRows(25);
const rowKey = (row: ReportRow) => String(row.id);
const rowLabel = (row: ReportRow) => String(row.keyword);

/** A table whose selection the story keeps, starting with the keys given. */
function SelectableTable({ initial, ...props }: ReportTableProps & { initial: readonly string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <>
      <ReportTable {...props} selection={{ rowKey, rowLabel, selected, onChange: setSelected }} />
      <output aria-label="Chosen">{[...selected].join(',')}</output>
    </>
  );
}

const meta = {
  title: 'report-table/Selection',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: SelectableTable,
  parameters: { screenshot: 'light and dark' },
  args: {
    label: 'Keyword report',
    titleInfos: keywordTitleInfos,
    rows,
    summary: keywordSummary,
    initial: [],
  },
} satisfies Meta<typeof SelectableTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const selectAll = (canvas: HTMLElement, name = 'Select all rows on this page') =>
  within(getTable(canvas)).getByRole('checkbox', { name });
const chosen = (canvas: HTMLElement) => within(canvas).getByRole('status', { name: 'Chosen' }).textContent;

/**
 * No row chosen: a checkbox before each row, named by the row's keyword, and one in the header for the page;
 * the summary row has none. Space on a focused box chooses its row; the header's then reads mixed.
 */
export const SelectionNone: Story = {
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(headerTitles(table).slice(0, 2)).toEqual(['', '关键词']);
    await expect(summaryTexts(table).slice(0, 2)).toEqual(['', 'Total']);
    await expect(within(table.querySelector('.rt-foot')!).queryByRole('checkbox')).toBeNull();
    const all = selectAll(canvasElement);
    await expect(all).not.toBeChecked();
    const first = within(table).getByRole('checkbox', { name: `Select ${rows[0]!.keyword}` });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(chosen(canvasElement)).toBe('kw-1');
    await expect(all).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(chosen(canvasElement)).toBe('');
    await expect(all).not.toBePartiallyChecked();
  },
};

/** Some rows of the page chosen: the header's box is mixed; a click on it chooses the page's other rows. */
export const SelectionSome: Story = {
  args: { initial: ['kw-2', 'kw-5'] },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(within(table).getByRole('checkbox', { name: `Select ${rows[1]!.keyword}` })).toBeChecked();
    await expect(
      within(table).getByRole('checkbox', { name: `Select ${rows[0]!.keyword}` }),
    ).not.toBeChecked();
    await expect(selectAll(canvasElement)).toBePartiallyChecked();
  },
};

/**
 * Every row of the page chosen (20 of 25): the header's box is checked, and clears them; the rows of
 * another page are not touched.
 */
export const SelectionAll: Story = {
  args: { initial: ['kw-21', ...rows.slice(0, 20).map(rowKey)] },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const all = selectAll(canvasElement);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

/** The header's box clears a fully chosen page and leaves the other pages' rows chosen. */
export const SelectionClearPage: Story = {
  args: { initial: ['kw-21', ...rows.slice(0, 20).map(rowKey)] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const all = selectAll(canvasElement);
    await userEvent.click(all);
    await expect(chosen(canvasElement)).toBe('kw-21');
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(chosen(canvasElement)).toBe(['kw-21', ...rows.slice(0, 20).map(rowKey)].join(','));
  },
};

/** In Chinese: the boxes are named in the table's language. */
export const SelectionChinese: Story = {
  globals: { language: 'cn' },
  args: { initial: ['kw-1'] },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(selectAll(canvasElement, '选择本页所有行')).toBePartiallyChecked();
    await expect(within(table).getByRole('checkbox', { name: `选择${rows[0]!.keyword}` })).toBeChecked();
  },
};
