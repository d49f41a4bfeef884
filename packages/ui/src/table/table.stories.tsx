import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Table, type TableColumn } from './table';

interface Account {
  accountId: number;
  accountNo: string;
  companyName: string;
  balance: string;
  current: boolean;
}

const accounts: Account[] = [
  {
    accountId: 1,
    accountNo: 'adc-demo-01',
    companyName: 'Acme Trading',
    balance: '￥12,480.50',
    current: true,
  },
  {
    accountId: 2,
    accountNo: 'adc-demo-02',
    companyName: 'Blue River Travel',
    balance: '￥905.00',
    current: false,
  },
  { accountId: 3, accountNo: 'adc-demo-03', companyName: 'Chen & Sons', balance: '￥0.00', current: false },
];

const columns: TableColumn<Account>[] = [
  { id: 'accountNo', header: 'Account', rowHeader: true, nowrap: true, cell: (a) => a.accountNo },
  { id: 'company', header: 'Company', minWidth: '12rem', cell: (a) => a.companyName },
  { id: 'balance', header: 'Balance', align: 'end', nowrap: true, cell: (a) => a.balance },
  {
    id: 'current',
    header: 'Current account',
    hideHeader: true,
    align: 'end',
    nowrap: true,
    cell: (a) =>
      a.current ? (
        <Badge tone="primary">Current</Badge>
      ) : (
        <Button variant="ghost">{`Use ${a.accountNo}`}</Button>
      ),
  },
];

const meta = {
  title: 'ui/Table',
  component: Table<Account>,
  // The home page's accounts as a kit table; each story changes its state.
  args: {
    caption: 'Your accounts',
    columns,
    rows: accounts,
    rowKey: (a) => a.accountId,
    rowProps: (a) => ({ 'aria-current': a.current || undefined }),
  },
} satisfies Meta<typeof Table<Account>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Column headers, a row header per row, numbers aligned right, an action column named but not shown. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your accounts' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Account',
      'Company',
      'Balance',
      'Current account',
    ]);
    await expect(headers[0]).toHaveAttribute('scope', 'col');
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['adc-demo-01', 'adc-demo-02', 'adc-demo-03']);
    await expect(getComputedStyle(headers[2]!).textAlign).toBe('end');
    await expect(getComputedStyle(within(table).getByText('￥905.00')).textAlign).toBe('end');
    await expect(canvas.getByRole('row', { name: /adc-demo-01/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Use adc-demo-02' })).toBeInTheDocument();
    await expect(table).not.toHaveAttribute('aria-busy');
  },
};

/** Skeleton rows while loading: the table is busy, "Loading…" is announced, the bars are hidden. */
export const Loading: Story = {
  args: { loading: true, skeletonRows: 3 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your accounts' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** Where each column's header starts and how tall the rows are together. */
function tableLayout(table: HTMLElement) {
  return {
    columns: within(table)
      .getAllByRole('columnheader')
      .map((header) => [header.getBoundingClientRect().left, header.getBoundingClientRect().width]),
    bodyHeight: table.querySelector('tbody')!.getBoundingClientRect().height,
  };
}

/**
 * Fixed columns and control-high rows: the rows take the skeleton's place exactly, as many as it held, so the
 * columns and what is below the table do not move when they come (the home page's accounts).
 */
export const RowsReplaceSkeletonInPlace: Story = {
  args: {
    rowHeight: 'control',
    fixedLayout: true,
    skeletonRows: accounts.length,
    columns: [
      { ...columns[0]!, width: '9rem' },
      { ...columns[1]!, minWidth: undefined, width: '12rem' },
      { ...columns[2]!, width: '8rem' },
      { ...columns[3]!, width: '12rem' },
    ],
  },
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <div className="flex flex-col items-start gap-2">
        <Button onClick={() => setLoaded(true)}>Show the rows</Button>
        <Table {...args} loading={!loaded} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your accounts' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const before = tableLayout(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the rows' }));
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // The badge's row is as tall as a button's, and both as tall as a skeleton row.
    await expect(tableLayout(table)).toEqual(before);
  },
};

/** No rows: the kit's "No data", or the page's own words. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const EmptyWithText: Story = {
  args: { rows: [], empty: 'You hold no provider account yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'You hold no provider account yet.' })).toBeInTheDocument();
  },
};

/** The rows could not be loaded: an alert in place of the rows, with a button that tries again. */
export const Failed: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * On a 375 px phone the table scrolls inside its frame, which becomes a named region reachable by Tab, and
 * the page around it keeps its width (the hidden header's screen-reader-only text included).
 */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" className="relative w-[375px] overflow-x-auto">
        <Story />
      </div>
    ),
  ],
  args: { className: 'rounded bg-surface shadow-sm' },
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    const region = await canvas.findByRole('region', { name: 'Your accounts (scrolls sideways)' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(phone.scrollWidth).toBe(375);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * `stacked` on a 375 px phone: each row is a card of "header value" lines, nothing scrolls sideways, and the
 * cells' own text stays without the header (it comes from `data-label`) (docs/requirements.md#layout-and-navigation).
 */
export const PhoneStacked: Story = {
  parameters: { screenshot: 'light and dark' },
  decorators: [
    (Story) => (
      <div className="w-[375px]">
        <Story />
      </div>
    ),
  ],
  args: { className: 'rounded bg-surface shadow-sm', stacked: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    const frame = canvasElement.querySelector('table')!.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const company = canvas.getByRole('cell', { name: 'Blue River Travel' });
    await expect(company).toHaveAttribute('data-label', 'Company');
    await expect(getComputedStyle(company, '::before').content).toBe('"Company"');
    await expect(company.getBoundingClientRect().width).toBeGreaterThan(300);
    // The header row is read, not shown.
    const head = canvas.getByRole('columnheader', { name: 'Balance' }).closest('thead')!;
    await expect(head.getBoundingClientRect().width).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Use adc-demo-02' })).toBeVisible();
  },
};

/** Stacked, on a wide screen the table is a table. */
export const WideStacked: Story = {
  decorators: [
    (Story) => (
      <div className="w-[960px]">
        <Story />
      </div>
    ),
  ],
  args: { stacked: true },
  play: async ({ canvas }) => {
    const company = canvas.getByRole('cell', { name: 'Blue River Travel' });
    await expect(getComputedStyle(company).display).toBe('table-cell');
    await expect(getComputedStyle(company, '::before').content).toBe('none');
  },
};

/** On a wide screen nothing scrolls, and the frame is no extra Tab stop. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div className="w-[960px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Use adc-demo-02' })).toHaveFocus();
  },
};

/** The kit's own words in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { rows: [], caption: '我的账户', hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '我的账户' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '暂无数据' })).toBeInTheDocument();
  },
};

/** The kit's error message and its button in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('清單載入失敗。');
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
