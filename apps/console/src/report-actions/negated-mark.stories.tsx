import type { TitleInfo } from '@adconsole/api-client/contract';
import { ReportTable, type ReportRow } from '@adconsole/report-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useNegatedMark } from './negated-mark';
import type { ReportSelection } from './report-selection';

const termColumn = (width: number): TitleInfo => ({
  titleName: 'Search term',
  dataKey: 'showWord',
  isSort: false,
  valueType: 'String',
  domType: 'text',
  width,
});

const titleInfos: TitleInfo[] = [
  termColumn(220),
  { titleName: 'Unit', dataKey: 'adgroupName', isSort: false, valueType: 'String', domType: 'text' },
  { titleName: 'Conversions', dataKey: 'conversion', isSort: false, valueType: 'Long', domType: 'text' },
];

const rows: ReportRow[] = [
  { termId: 101, showWord: '北京鲜花速递', adgroupId: 11, adgroupName: '鲜花单元', conversion: 0 },
  { termId: 102, showWord: 'free flowers shop', adgroupId: 11, adgroupName: '鲜花单元', conversion: 0 },
  { termId: 103, showWord: '上海鲜花', adgroupId: 12, adgroupName: '上海单元', conversion: 2 },
];

/**
 * The search-term report's table as the page draws it, term 102 negated and term 101 chosen; `negatedTerm` and
 * `termWidth` give term 102 and the term column another text and width.
 */
function SearchTerms({ negatedTerm, termWidth }: { negatedTerm?: string; termWidth?: number }) {
  const shown = useMemo(
    () => rows.map((row) => (negatedTerm && row.termId === 102 ? { ...row, showWord: negatedTerm } : row)),
    [negatedTerm],
  );
  const columns = useMemo(
    () => (termWidth ? [termColumn(termWidth), ...titleInfos.slice(1)] : titleInfos),
    [termWidth],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['101']));
  const selection = useMemo(
    (): ReportSelection => ({
      report: { idKey: 'termId', nameKey: 'showWord' },
      table: {
        rowKey: (row) => String(row.termId),
        rowLabel: (row) => String(row.showWord),
        selected,
        onChange: setSelected,
      },
      rows: shown.filter((row) => selected.has(String(row.termId))),
      clear: () => setSelected(new Set()),
      negated: new Set(['102']),
      setNegated: () => undefined,
    }),
    [selected, shown],
  );
  const marked = useNegatedMark(columns, selection);
  return (
    <ReportTable
      label="Search term daily report"
      titleInfos={marked.titleInfos}
      renderers={marked.renderers}
      rows={shown}
      selection={selection.table}
      height={320}
    />
  );
}

/**
 * A search term that is a negative keyword of its unit or campaign is tagged "Negated" beside it, once the
 * lists of the units shown are read (docs/requirements.md#ad-changes).
 */
const meta = {
  title: 'console/SearchTermSelection',
  component: SearchTerms,
  parameters: { screenshot: 'light and dark' },
} satisfies Meta<typeof SearchTerms>;
export default meta;

export const NegatedTerm: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Search term daily report' });
    const negatedRow = await waitFor(() =>
      within(table).getByRole('checkbox', { name: 'Select free flowers shop' }).closest('[role=row]')!,
    );
    await expect(negatedRow).toHaveTextContent('free flowers shopNegated');
    const other = within(table).getByRole('checkbox', { name: 'Select 北京鲜花速递' });
    await expect(other).toBeChecked();
    await expect(other.closest('[role=row]')).not.toHaveTextContent('Negated');
  },
};

/** A term longer than its column ends in an ellipsis, and its "Negated" tag is still seen whole (issue 67). */
export const NegatedLongTerm: StoryObj<typeof meta> = {
  args: {
    negatedTerm: 'free flowers shop with same day delivery to every district of the city',
    termWidth: 160,
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Search term daily report' });
    const tag = await waitFor(() => within(table).getByText('Negated'));
    const cell = tag.closest('[role=cell]')!.getBoundingClientRect();
    const shown = tag.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(cell.left);
    await expect(shown.right).toBeLessThanOrEqual(cell.right);
  },
};
