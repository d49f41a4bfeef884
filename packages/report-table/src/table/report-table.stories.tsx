import { materialPageSizes, pageSizes } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReportRow, ReportSort, TitleInfo } from '@adconsole/report-table-rules';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { serverPage } from '../stories/fake-server';
import { bodyRows, columnTexts, getTable, summaryTexts } from '../stories/table-queries';
import { ReportTable } from './report-table';

const meta = {
  title: 'report-table/ReportTable',
  component: ReportTable,
  args: { label: 'Keyword report', titleInfos: keywordTitleInfos, rows: keywordRows(45) },
} satisfies Meta<typeof ReportTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A keyword report paged on the client: 20 rows a page; counts and cost summed, rates from the sums. */
export const KeywordReport: Story = {
  args: { summary: keywordSummary },
  parameters: { screenshot: 'light and dark' },
};

const wideTitleInfos: TitleInfo[] = [
  ...keywordTitleInfos,
  {
    titleName: 'Status',
    dataKey: 'status',
    isSort: false,
    valueType: 'String',
    domType: 'render',
    renderer: 'status',
    width: 100,
    fixed: 'right',
  },
];
const statusRenderer = ({ row }: { row: ReportRow }) => (Number(row.click) > 500 ? 'Active' : 'Paused');

/** Keyword fixed left, status fixed right: both stay while the middle scrolls sideways. */
export const FixedColumns: Story = {
  args: {
    titleInfos: wideTitleInfos,
    renderers: { status: statusRenderer },
    summary: keywordSummary,
    className: 'max-w-[720px]',
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const keyword = within(bodyRows(table)[0]!).getAllByRole('cell')[0]!;
    const status = within(bodyRows(table)[0]!).getAllByRole('cell').at(-1)!;
    const before = {
      keyword: keyword.getBoundingClientRect().left,
      status: status.getBoundingClientRect().right,
    };
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      table.getBoundingClientRect().right,
    );

    table.scrollLeft = 400;
    await waitFor(() => expect(table.scrollLeft).toBe(400));
    await expect(keyword.getBoundingClientRect().left).toBe(before.keyword);
    await expect(status.getBoundingClientRect().right).toBe(before.status);
    const impressions = within(bodyRows(table)[0]!).getAllByRole('cell')[3]!;
    await expect(impressions.getBoundingClientRect().left).toBeLessThan(
      keyword.getBoundingClientRect().right,
    );
  },
};

const summaryTitleInfos: TitleInfo[] = [
  { titleName: 'Date', dataKey: 'reportDates', isSort: false, valueType: 'String', domType: 'text' },
  {
    titleName: 'Impressions',
    dataKey: 'impression',
    isSort: false,
    valueType: 'Long',
    domType: 'text',
    unit: 't',
  },
  { titleName: 'Clicks', dataKey: 'click', isSort: false, valueType: 'Long', domType: 'text', unit: 't' },
  { titleName: 'Cost', dataKey: 'cost', isSort: false, valueType: 'Double', domType: 'text', unit: '￥' },
  { titleName: 'CTR', dataKey: 'ctr', isSort: false, valueType: 'Double', domType: 'text', unit: '%*100' },
  { titleName: 'CPM', dataKey: 'cpm', isSort: false, valueType: 'Double', domType: 'text', unit: '￥' },
];
const summaryRows: ReportRow[] = [
  { id: 1, reportDates: '2026-06-01', impression: 1000, click: 30, cost: 10.005, ctr: 0.03, cpm: 10.01 },
  { id: 2, reportDates: '2026-06-02', impression: 2000, click: 50, cost: 20.1, ctr: 0.025, cpm: 10.05 },
  { id: 3, reportDates: '2026-06-03', impression: 3000, click: 0, cost: null, ctr: 0, cpm: null },
];

/** Summary mode sum: every Long and Double column added up, rounded to 2 decimals. */
export const SummarySum: Story = {
  args: { label: 'Daily report', titleInfos: summaryTitleInfos, rows: summaryRows, summary: { mode: 'sum' } },
  play: async ({ canvasElement }) => {
    // cost 10.005 + 20.1 = 30.105 → 30.11; ctr 0.03 + 0.025 + 0 = 0.055 → 5.50%
    await expect(summaryTexts(getTable(canvasElement))).toEqual([
      'Total',
      '6,000',
      '80',
      '￥30.11',
      '5.50%',
      '￥20.06',
    ]);
  },
};

/** Summary mode average: each column's mean over its non-empty values. */
export const SummaryAverage: Story = {
  args: { ...SummarySum.args, summary: { mode: 'average' } },
  play: async ({ canvasElement }) => {
    // clicks 80 / 3 = 26.67; cost 30.105 / 2 = 15.0525 → 15.05; ctr 0.055 / 3 = 1.8333% → 1.83%
    await expect(summaryTexts(getTable(canvasElement))).toEqual([
      'Total',
      '2,000',
      '26.67',
      '￥15.05',
      '1.83%',
      '￥10.03',
    ]);
  },
};

/** Summary with ratio columns: ctr = click / impression, cpm = cost / impression × 1000. */
export const SummaryRatio: Story = {
  args: {
    ...SummarySum.args,
    summary: {
      mode: 'sum',
      columns: {
        ctr: { mode: 'ratio', numerator: 'click', denominator: 'impression' },
        cpm: { mode: 'ratio', numerator: 'cost', denominator: 'impression', scale: 1000 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    // ctr 80 / 6000 = 1.3333% → 1.33%; cpm 30.105 / 6000 × 1000 = 5.0175 → 5.02
    await expect(summaryTexts(getTable(canvasElement))).toEqual([
      'Total',
      '6,000',
      '80',
      '￥30.11',
      '1.33%',
      '￥5.02',
    ]);
  },
};

const tenThousandRows = keywordRows(10000);

/** 10,000 rows in one virtual list: only the rows in view are in the DOM. */
export const TenThousandRows: Story = {
  parameters: { screenshot: false },
  args: { rows: tenThousandRows, paginate: false, summary: keywordSummary, height: 600 },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(bodyRows(table).length).toBeLessThan(40);
    table.scrollTop = table.scrollHeight;
    const last = tenThousandRows.at(-1)!.keyword as string;
    await waitFor(() => expect(columnTexts(table, '关键词')).toContain(last));
    await expect(bodyRows(table).at(-1)).toHaveAttribute('aria-rowindex', '10001');
    await expect(table).toHaveAttribute('aria-rowcount', '10002');
  },
};

/** A materials list: page sizes up to 10,000 (docs/requirements.md#lists-and-paging). */
export const MaterialPageSizes: Story = {
  args: { rows: keywordRows(120), pageSizes: materialPageSizes },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    await expect([...(select as HTMLSelectElement).options].map((o) => Number(o.value))).toEqual([
      ...materialPageSizes,
    ]);
    await userEvent.selectOptions(select, '100');
    await expect(within(canvasElement).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Page 3' })).toBeNull();
  },
};

const serverRows = keywordRows(95, 7);

/** The page a report page would render: sort and page kept by the caller, rows fetched per page. */
function ServerSideReport() {
  const [query, setQuery] = useState<{ sort: ReportSort | null; page: number; size: number }>({
    sort: null,
    page: 1,
    size: 20,
  });
  const { list, totalCount } = serverPage(serverRows, query);
  return (
    <ReportTable
      mode="server"
      label="Keyword report"
      titleInfos={keywordTitleInfos}
      rows={list}
      summaryRow={{ keyword: null, impression: 123456789, cost: 98765.4 }}
      sort={query.sort}
      onSortChange={(sort) => setQuery((q) => ({ ...q, sort, page: 1 }))}
      page={query.page}
      size={query.size}
      totalCount={totalCount}
      onPageChange={(page, size) => setQuery((q) => ({ ...q, page, size }))}
    />
  );
}

/** Server-side sort and paging: the table shows the page it is given and asks for others. */
export const ServerSidePaging: Story = {
  parameters: { screenshot: false },
  render: () => <ServerSideReport />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = getTable(canvasElement);
    await expect(canvas.getByText('Total 95')).toBeInTheDocument();
    await waitFor(() => expect(columnTexts(table, '关键词')[0]).toBe(serverRows[0]!.keyword));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(columnTexts(table, '关键词')[0]).toBe(serverRows[80]!.keyword));
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '82');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(summaryTexts(table).slice(0, 4)).toEqual(['Total', '', '', '123,456,789']);

    await userEvent.click(canvas.getByRole('button', { name: '消费' }));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const cheapest = Math.min(...serverRows.map((row) => row.cost as number));
    await waitFor(() => expect(columnTexts(table, '消费')[0]).toBe(`￥${cheapest.toFixed(2)}`));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(getTable(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data');
    await expect(within(canvasElement).getByText('Total 0')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be loaded');
    await expect(bodyRows(getTable(canvasElement))).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const languageStory = (
  language: 'en' | 'cn' | 'tw',
  texts: { total: string; count: string; size: string },
): Story => ({
  globals: { language },
  args: { summary: keywordSummary, pageSizes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(summaryTexts(getTable(canvasElement))[0]).toBe(texts.total));
    await expect(canvas.getByText(texts.count)).toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue(texts.size);
  },
});

export const English = languageStory('en', { total: 'Total', count: 'Total 45', size: '20 / page' });
export const SimplifiedChinese = languageStory('cn', { total: '合计', count: '共 45 条', size: '20 条/页' });
export const TraditionalChinese = languageStory('tw', { total: '合計', count: '共 45 筆', size: '20 筆/頁' });

const largeNumberTitleInfos: TitleInfo[] = [
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  ...(
    [
      ['Impressions', 'impression', 't'],
      ['Clicks', 'click', 't'],
      ['Cost', 'cost', '￥'],
      ['CPC', 'cpc', '￥'],
      ['Conversions', 'conversion', 't'],
    ] as const
  ).map(([titleName, dataKey, unit]): TitleInfo => ({
    titleName,
    dataKey,
    isSort: true,
    valueType: 'Double',
    domType: 'text',
    unit,
    minWidth: 90,
  })),
];

/** The elements of a table whose text does not fit: a cut number would show as "￥336,7…". */
function cutCells(table: HTMLElement): string[] {
  return [...table.querySelectorAll('[role=columnheader], [role=cell], [role=columnheader] > button')]
    .filter((element) => element.scrollWidth > element.clientWidth)
    .map((element) => element.textContent ?? '');
}

/**
 * Columns size to their content (docs/requirements.md#report-table): the title estimate is the least
 * width, and numbers, totals and headers are never cut; the table is 500 px high.
 */
export const LargeNumbers: Story = {
  args: {
    label: 'Large numbers',
    titleInfos: largeNumberTitleInfos,
    rows: [
      { id: 1, keyword: 'shoes', impression: 98_765_432, click: 2_069_334, cost: 336_712.4, cpc: 1024.5 },
      { id: 2, keyword: 'boots', impression: 12, click: 3, cost: -12_000.5, cpc: 0.5, conversion: 7 },
    ],
    summaryRow: { impression: 98_765_444, click: 2_069_337, cost: 324_711.9, cpc: 1024.25, conversion: 7 },
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await expect(summaryTexts(table)).toEqual([
      'Total',
      '98,765,444',
      '2,069,337',
      '￥324,711.90',
      '￥1,024.25',
      '7',
    ]);
    await waitFor(() => expect(cutCells(table)).toEqual([]));
    await expect(table.getBoundingClientRect().height).toBe(500);
  },
};

/** Density follows the global size: rows are taller at `default` than at `mini`. */
export const Density: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['default', 'mini'] as const).map((size) => (
        <div key={size} data-size={size}>
          <ReportTable {...args} label={`${size} size`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [large, small] = within(canvasElement).getAllByRole('table');
    await waitFor(() => expect(bodyRows(large!).length).toBeGreaterThan(0));
    await expect(bodyRows(large!)[0]!.getBoundingClientRect().height).toBe(44);
    await expect(bodyRows(small!)[0]!.getBoundingClientRect().height).toBe(32);
  },
};

const creativeTitleInfos: TitleInfo[] = [
  {
    titleName: 'Creative title',
    dataKey: 'ideaTitle',
    isSort: false,
    valueType: 'String',
    domType: 'html',
    width: 260,
  },
  {
    titleName: 'Picture',
    dataKey: 'ideaMaterialUrl',
    isSort: false,
    valueType: 'String',
    domType: 'img',
    width: 120,
  },
];
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="24"><rect width="40" height="24" fill="#5b5bd6"/></svg>',
  );

/** html cells are sanitized; pictures load lazily and fall back to a text when they fail. */
export const CreativeCells: Story = {
  args: {
    label: 'Creative report',
    titleInfos: creativeTitleInfos,
    paginate: false,
    rows: [
      {
        id: 1,
        ideaTitle: '<font color="#d93026">英语</font>培训<img src=x onerror="window.__xss=1">',
        ideaMaterialUrl: picture,
      },
      {
        id: 2,
        ideaTitle: '<b>少儿编程</b><script>window.__xss=2</script>',
        ideaMaterialUrl: 'data:image/png;base64,broken',
      },
      {
        id: 3,
        ideaTitle:
          '<span onclick="window.__xss=3" style="position:fixed">雅思</span><a href="javascript:void 0">课程</a>',
        ideaMaterialUrl: null,
      },
      { id: 4, ideaTitle: null, ideaMaterialUrl: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(columnTexts(table, 'Picture')).toEqual(['', 'Image unavailable', '--', '--']));
    // The sanitizer arrives after the first rows; until then the cells show their text only. Beside the other
    // test steps on two cores its code once took over 5 s to come (a CI run of 27 November): the wait allows 15.
    const titleCells = () => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.innerHTML);
    await waitFor(
      () =>
        expect(titleCells().slice(0, 3)).toEqual([
          '<font color="#d93026">英语</font>培训',
          '<b>少儿编程</b>',
          '<span>雅思</span>课程',
        ]),
      { timeout: 15_000 },
    );
    await expect(columnTexts(table, 'Creative title')).toEqual(['英语培训', '少儿编程', '雅思课程', '--']);
    await expect(within(table).getByRole('img', { name: 'Picture' })).toHaveAttribute('loading', 'lazy');
    await expect(table.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

const longTextTitleInfos: TitleInfo[] = [
  {
    titleName: '关键词',
    dataKey: 'keyword',
    isSort: false,
    valueType: 'String',
    domType: 'text',
    width: 180,
  },
  {
    titleName: '推广计划',
    dataKey: 'campaignName',
    isSort: false,
    valueType: 'String',
    domType: 'text',
    width: 160,
  },
  { titleName: '点击', dataKey: 'click', isSort: true, valueType: 'Long', domType: 'text', unit: 't' },
  { titleName: '消费', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
];
const longChinese =
  '北京朝阳区少儿英语培训机构哪家好价格多少钱一节课周末班寒暑假班一对一外教在线试听课程报名';
const longEnglish =
  'https://example.com/landing/spring-campaign-2026-brand-keywords-beijing-shanghai-guangzhou-shenzhen-hangzhou';
const longTextRows: ReportRow[] = [
  {
    id: 1,
    keyword: longChinese,
    campaignName: '品牌词-北京-少儿英语-春季推广活动计划',
    click: 1204,
    cost: 3567.8,
  },
  {
    id: 2,
    keyword: longEnglish,
    campaignName: 'Generic-Sichuan-ChildrenEnglishSpringPromotion',
    click: 87,
    cost: 210.5,
  },
  { id: 3, keyword: '英语培训', campaignName: '通用词-上海', click: 560, cost: 1450 },
];

/**
 * Text wider than its column (long Chinese, and an unbroken English URL) ends with "…" on one line; in a
 * column that cuts, each text is its cell's tooltip. Numbers are never cut (see LargeNumbers).
 */
export const LongTextTruncation: Story = {
  args: { label: 'Long texts', titleInfos: longTextTitleInfos, rows: longTextRows, paginate: false },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    const cells = bodyRows(table).map((row) => within(row).getAllByRole('cell'));
    // The columns settle once the values are measured; then the long ones are cut at the column's edge.
    for (const cell of [cells[0]![0]!, cells[1]![0]!]) {
      await waitFor(() => expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth));
      await expect(getComputedStyle(cell).textOverflow).toBe('ellipsis');
    }
    await expect(cells[0]![0]).toHaveAttribute('title', longChinese);
    await expect(cells[1]![0]).toHaveAttribute('title', longEnglish);
    // A short text fits whole.
    await expect(cells[2]![0]!.scrollWidth).toBeLessThanOrEqual(cells[2]![0]!.clientWidth);
    await expect(cells[0]![2]!.scrollWidth).toBeLessThanOrEqual(cells[0]![2]!.clientWidth);
  },
};

/** The same cut texts in Simplified Chinese: the table's own words change, the data does not. */
export const LongTextTruncationChinese: Story = {
  ...LongTextTruncation,
  globals: { language: 'cn' },
  args: { ...LongTextTruncation.args, label: '长文本' },
};

/** The table's frame, which carries the sideways scroll's cue. */
const frameOf = (table: HTMLElement) => table.closest<HTMLElement>('.rt-frame')!;
/** Whether the frame shows its shade on a side (report-table.css: `::before` left, `::after` right). */
const shadeShown = (table: HTMLElement, side: '::before' | '::after') =>
  getComputedStyle(frameOf(table), side).opacity === '1';

/**
 * A phone (375 px): the table keeps its columns and scrolls sideways inside its box, the keyword column
 * fixed on the left; a shade at the right edge says more columns are there; the pager wraps under it.
 */
export const Narrow: Story = {
  parameters: { width: 375 },
  globals: { language: 'cn' },
  args: { label: '关键词报告', summary: keywordSummary },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    await waitFor(() => expect(shadeShown(table, '::after')).toBe(true));
    await expect(shadeShown(table, '::before')).toBe(false);
    // The keyword column takes less than half of the box: it stays fixed.
    await expect(frameOf(table)).not.toHaveAttribute('data-rt-unpinned');
    const pager = within(canvasElement).getByRole('combobox', { name: /./ });
    await expect(pager.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 375,
    );
  },
};

/**
 * A phone scrolled half way (320 px, English): shades on both sides say columns are out of view each way,
 * the left one at the box's edge. Scrolled to the end, the right shade goes. The fixed keyword and status
 * columns would take more than half of the box: they scroll with the others (issue 54).
 */
export const NarrowScrolled: Story = {
  parameters: { width: 320 },
  args: {
    label: 'Keyword report',
    language: 'en',
    titleInfos: wideTitleInfos,
    renderers: { status: statusRenderer },
    summary: keywordSummary,
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await expect(frameOf(table)).toHaveAttribute('data-rt-unpinned');
    const keyword = within(table).getByRole('columnheader', { name: '关键词' });
    table.scrollLeft = table.scrollWidth - table.clientWidth;
    await waitFor(() => expect(shadeShown(table, '::after')).toBe(false));
    await waitFor(() => expect(shadeShown(table, '::before')).toBe(true));
    await expect(keyword.getBoundingClientRect().right).toBeLessThan(table.getBoundingClientRect().left);
    table.scrollLeft = 300;
    await waitFor(() => expect(shadeShown(table, '::after')).toBe(true));
    await expect(shadeShown(table, '::before')).toBe(true);
  },
};

/**
 * Keyboard: Tab reaches the table (its rows scroll by arrow keys), then the first sortable header, which
 * shows the focus ring; Enter sorts by it.
 */
export const HeaderFocusRing: Story = {
  args: { summary: keywordSummary },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const sortButton = table.querySelector<HTMLElement>('[role=columnheader] button')!;
    await userEvent.tab();
    await expect(table).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton).toHaveFocus();
    await expect(sortButton.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(sortButton).outlineStyle).not.toBe('none');
  },
};
