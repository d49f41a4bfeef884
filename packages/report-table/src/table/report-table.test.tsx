import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keywordRows, keywordTitleInfos } from '../fixtures/keyword-report';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { ReportTable } from './report-table';
import * as stories from './report-table.stories';
import * as interactions from './report-table-interactions.stories';

// happy-dom has no layout, so the virtual rows stay empty here; the header, summary row, pager, settings
// and states render as in a browser. The rows themselves are tested by the stories in Chromium.
const { SummaryRatio, ErrorState, Empty, Loading, SimplifiedChinese, TraditionalChinese } =
  composeStories(stories);
const { SortCycle, ColumnVisibility } = composeStories(interactions);

const sortHeader = (name: string) => screen.getByRole('button', { name }).closest('[role=columnheader]');

describe('ReportTable', () => {
  it('cycles a column sort with its header button, announced with aria-sort', async () => {
    render(<SortCycle />);
    const cost = screen.getByRole('button', { name: '消费' });
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(cost);
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(cost);
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: '点击' }));
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'none');
    expect(sortHeader('点击')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: '点击' }));
    await userEvent.click(screen.getByRole('button', { name: '点击' }));
    expect(sortHeader('点击')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the summary row made from all rows', () => {
    render(<SummaryRatio />);
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '6,000', '80', '￥30.11', '1.33%', '￥5.02']);
  });

  it('shows loading, empty and error states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();

    const empty = render(<Empty />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    empty.unmount();

    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('The report could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(ErrorState.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Simplified and Traditional Chinese', () => {
    const { unmount } = render(<SimplifiedChinese />);
    expect(screen.getByRole('navigation', { name: 'Keyword report分页' })).toHaveTextContent('共 45 条');
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    unmount();
    render(<TraditionalChinese />);
    expect(screen.getByRole('button', { name: '下一頁' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '每頁筆數' })).toHaveDisplayValue('20 筆/頁');
  });

  it('hides, shows and orders columns from the custom-columns panel', async () => {
    localStorage.clear();
    render(<ColumnVisibility />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    const panel = screen.getByRole('group', { name: 'Custom columns' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '展现' }));
    const titles = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(titles()).not.toContain('展现');
    // The panel lists hidden columns too: the first move puts 日期 below the hidden 展现.
    const listed = () =>
      within(panel)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent);
    await userEvent.click(within(panel).getByRole('button', { name: 'Move 日期 down' }));
    expect(listed().slice(0, 5)).toEqual(['关键词', '推广计划', '展现', '日期', '点击']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Move 日期 down' }));
    expect(titles().slice(0, 4)).toEqual(['关键词', '推广计划', '点击', '日期']);
  });

  it('draws totals as their columns draw values: by unit, or with the column renderer', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ReportTable
          titleInfos={[
            { titleName: 'Date', dataKey: 'date', isSort: false, valueType: 'String', domType: 'text' },
            {
              titleName: 'Cost',
              dataKey: 'cost',
              isSort: false,
              valueType: 'Double',
              domType: 'text',
              unit: '￥',
            },
            {
              titleName: 'Clicks',
              dataKey: 'click',
              isSort: false,
              valueType: 'Long',
              domType: 'render',
              renderer: 'clicks',
            },
          ]}
          rows={[]}
          renderers={{ clicks: ({ value }) => `${String(value)} clicks` }}
          summaryRow={{ cost: 1234.5, click: 42 }}
        />
      </I18nextProvider>,
    );
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '￥1,234.50', '42 clicks']);
  });

  it('keeps the last column from being hidden', async () => {
    const onChange = vi.fn();
    const titleInfos = keywordTitleInfos.slice(0, 2);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ReportTable
          titleInfos={titleInfos}
          rows={[]}
          columnSettings={{ settings: { order: [], hidden: ['campaignName'] }, onChange }}
        />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    expect(screen.getByRole('checkbox', { name: '关键词' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '推广计划' })).toBeEnabled();
  });
});

describe('ReportTable on the server side', () => {
  function renderServerTable(overrides: { page?: number; totalCount?: number } = {}) {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ReportTable
          mode="server"
          label="Keyword report"
          titleInfos={keywordTitleInfos}
          rows={keywordRows(20)}
          sort={{ sortCol: 'cost', sortOrder: 'asc' }}
          onSortChange={onSortChange}
          page={overrides.page ?? 2}
          size={20}
          totalCount={overrides.totalCount ?? 95}
          onPageChange={onPageChange}
          summaryRow={{ impression: 1234567 }}
        />
      </I18nextProvider>,
    );
    return { onSortChange, onPageChange };
  }

  it('shows the sort it is given and asks for the next one', async () => {
    const { onSortChange } = renderServerTable();
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: '消费' }));
    expect(onSortChange).toHaveBeenCalledWith({ sortCol: 'cost', sortOrder: 'desc' });
    // Controlled: nothing changes until the caller passes a new sort.
    expect(sortHeader('消费')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages by the total it is given and asks for pages and sizes', async () => {
    const { onPageChange } = renderServerTable();
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 20);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('shows the server totals in the summary row and counts every row for assistive tech', () => {
    renderServerTable({ totalCount: 95 });
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Total', '', '', '1,234,567']);
    expect(screen.getByRole('table', { name: 'Keyword report' })).toHaveAttribute('aria-rowcount', '97');
  });
});
