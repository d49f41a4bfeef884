import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { Pagination } from '@adconsole/ui';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keywordRows, keywordTitleInfos } from '../fixtures/keyword-report';
import { ReportTable } from './report-table';
import * as stories from './report-table.stories';
import * as interactions from './report-table-interactions.stories';

// happy-dom has no layout, so the virtual rows stay empty here; the header, summary row, pager, settings
// and states render as in a browser. The rows themselves are tested by the stories in Chromium.
const { SummaryRatio, ErrorState, Empty, Loading, SimplifiedChinese, TraditionalChinese } =
  composeStories(stories);
const { SortCycle, ColumnVisibility, ServerChosenColumns } = composeStories(interactions);

const inEnglish = (children: ReactNode) => (
  <I18nextProvider i18n={createI18n('en')}>{children}</I18nextProvider>
);
const pageButtons = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

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
          columnSettings={{ settings: { order: [], hidden: ['campaignName'] }, onChange, reset: vi.fn() }}
        />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    expect(screen.getByRole('checkbox', { name: '关键词' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '推广计划' })).toBeEnabled();
  });
});

describe('ReportTable with the server applying the column choice', () => {
  const titleInfos = keywordTitleInfos.slice(0, 3);
  const available = [
    { id: 'keyword', title: '关键词', locked: true },
    { id: 'campaignName', title: '推广计划' },
    { id: 'reportDates', title: '日期' },
    { id: 'click', title: '点击' },
  ];

  it('shows the titleInfos as they come and lists every column the report offers in the chooser', async () => {
    const onChange = vi.fn();
    render(
      inEnglish(
        <ReportTable
          titleInfos={titleInfos}
          rows={[]}
          columnSettings={{
            // The answer is behind the choice (a save on its way): the table still shows the answer.
            settings: { order: ['keyword', 'click', 'campaignName', 'reportDates'], hidden: ['reportDates'] },
            onChange,
            reset: vi.fn(),
            available,
          }}
        />,
      ),
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '关键词',
      '推广计划',
      '日期',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    const panel = screen.getByRole('group', { name: 'Custom columns' });
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.parentElement!.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['关键词', true],
      ['点击', true],
      ['推广计划', true],
      ['日期', false],
    ]);
    expect(within(panel).getByRole('checkbox', { name: '关键词' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('checkbox', { name: '日期' }));
    expect(onChange).toHaveBeenLastCalledWith({
      order: ['keyword', 'click', 'campaignName', 'reportDates'],
      hidden: [],
    });
  });

  it('asks the server to reset from the chooser', async () => {
    render(<ServerChosenColumns />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    const panel = screen.getByRole('group', { name: 'Custom columns' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '点击率' }));
    expect(await screen.findByRole('columnheader', { name: '点击率' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('columnheader', { name: '推广计划' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(keywordTitleInfos.length);
  });
});

describe('ReportTable paging', () => {
  it("offers the contract's report page sizes, 20 rows a page by default", () => {
    render(inEnglish(<ReportTable titleInfos={keywordTitleInfos} rows={keywordRows(45)} />));
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect([...sizes.options].map((option) => option.value)).toEqual(['10', '20', '30', '50']);
    expect(sizes).toHaveDisplayValue('20 / page');
    expect(screen.getByText('Total 45')).toBeInTheDocument();
  });

  it("shows the same page buttons as the kit's Pagination", () => {
    const { container: table } = render(
      inEnglish(
        <ReportTable
          mode="server"
          titleInfos={keywordTitleInfos}
          rows={[]}
          sort={null}
          onSortChange={vi.fn()}
          page={6}
          size={20}
          totalCount={240}
          onPageChange={vi.fn()}
        />,
      ),
    );
    const { container: kit } = render(
      inEnglish(<Pagination page={6} pageSize={20} total={240} onChange={vi.fn()} pageSizes={[20]} />),
    );
    // 12 pages: the first, the last, the current one with two on each side, gaps between.
    expect(pageButtons(table)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    expect(pageButtons(kit)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
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
