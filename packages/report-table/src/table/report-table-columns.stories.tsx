import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { type ColumnSettings, defaultColumnSettings, type TitleInfo } from '@adconsole/report-table-rules';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { bodyRows, getTable, headerTitles } from '../stories/table-queries';
import { resizePreviewPart } from './column-resize-handle';
import { ReportTable } from './report-table';
import type { ReportTableProps } from './types';

/** Counts the cells its renderer draws: a drag of a column's edge must draw none. */
let statusCellsDrawn = 0;
const statusRenderer = ({ row }: { row: Readonly<Record<string, unknown>> }) => {
  statusCellsDrawn++;
  return Number(row.click) > 500 ? 'Active' : 'Paused';
};
const titleInfos: TitleInfo[] = [
  ...keywordTitleInfos,
  {
    titleName: '状态',
    dataKey: 'status',
    isSort: false,
    valueType: 'String',
    domType: 'render',
    renderer: 'status',
    width: 90,
  },
];

interface ColumnsStoryProps extends Omit<ReportTableProps, 'columnSettings'> {
  /** The settings the story starts from. */
  initial?: ColumnSettings;
  /** Called with each change the table saves. */
  onSettingsChange?: (settings: ColumnSettings) => void;
}

/** A report with column settings kept in the story, as `useColumnSettings` keeps them with its adapter. */
function WithColumnSettings({
  initial = defaultColumnSettings,
  onSettingsChange,
  ...props
}: ColumnsStoryProps) {
  const [settings, setSettings] = useState(initial);
  return (
    <ReportTable
      {...(props as ReportTableProps)}
      columnSettings={{
        settings,
        onChange: (next) => {
          onSettingsChange?.(next);
          setSettings(next);
        },
        reset: () => setSettings(defaultColumnSettings),
      }}
    />
  );
}

const meta = {
  title: 'report-table/Column headers',
  // A section of ReportTable's one docs page (report-table.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: WithColumnSettings,
  args: {
    label: 'Keyword report',
    titleInfos,
    rows: keywordRows(45, 3),
    summary: keywordSummary,
    renderers: { status: statusRenderer },
    language: 'en',
    onSettingsChange: fn(),
  },
  // What draws a drag loads as the pointer first comes to a handle: here, before the synthetic presses.
  loaders: [() => resizePreviewPart.load()],
} satisfies Meta<typeof WithColumnSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

const headerOf = (table: HTMLElement, title: string) =>
  within(table).getByRole('columnheader', { name: title });
const widthOf = (element: Element) => Math.round(element.getBoundingClientRect().width);
/** The copies of a dragged column's body cells drawn over the rows while the drag lasts. */
const stripOf = (table: HTMLElement) => table.querySelector<HTMLElement>('.rt-resize-strip')!;
const lastSaved = (spy: unknown) => (spy as ReturnType<typeof fn>).mock.lastCall?.[0] as ColumnSettings;

/**
 * The resize handle by keyboard: an arrow steps 8 px, Shift and an arrow 40; each step is saved with the
 * column settings. Enter fits the column to its content again.
 */
export const ResizeByKeyboard: Story = {
  parameters: { screenshot: false },
  args: { initial: { order: [], hidden: [], widths: { cost: 200 } } },
  play: async ({ canvasElement, args }) => {
    const table = getTable(canvasElement);
    const handle = within(table).getByRole('separator', { name: 'Resize column 消费' });
    await expect(handle).toHaveAttribute('aria-valuenow', '200');
    await expect(handle).toHaveAttribute('aria-valuemax', '1200');
    await expect(widthOf(headerOf(table, '消费'))).toBe(200);

    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '208');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '248');
    await expect(widthOf(headerOf(table, '消费'))).toBe(248);
    await expect(args.onSettingsChange).toHaveBeenCalledTimes(2);
    await expect(lastSaved(args.onSettingsChange)).toEqual({ order: [], hidden: [], widths: { cost: 248 } });
    // The rows follow the header.
    const costCell = within(bodyRows(table)[0]!).getAllByRole('cell')[headerTitles(table).indexOf('消费')]!;
    await expect(widthOf(costCell)).toBe(248);

    await userEvent.keyboard('{Enter}');
    await expect(lastSaved(args.onSettingsChange)).toEqual({ order: [], hidden: [] });
    await expect(Number(handle.getAttribute('aria-valuenow'))).toBeLessThan(200);
    await expect(handle).toHaveFocus();
  },
};

/**
 * A drag of the keyword column's edge (fixed left): each step draws only that column, over its neighbours
 * (its body cells as copies in a strip over the rows), without rendering a row; the other columns move and
 * the width is saved once, when the pointer is released.
 */
export const ResizeByPointer: Story = {
  parameters: { screenshot: false },
  args: { initial: { order: [], hidden: [], widths: { keyword: 200 } } },
  play: async ({ canvasElement, args }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const handle = within(table).getByRole('separator', { name: 'Resize column 关键词' });
    const keyword = headerOf(table, '关键词');
    const campaign = headerOf(table, '推广计划');
    await expect(widthOf(keyword)).toBe(200);
    const x = handle.getBoundingClientRect().left + 4;
    const campaignLeft = campaign.getBoundingClientRect().left;
    const keywordCellOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!;
    const campaignCellOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;
    const pointer = { pointerId: 7, isPrimary: true, button: 0 };

    const drawn = statusCellsDrawn;
    await fireEvent.pointerDown(handle, { ...pointer, clientX: x });
    for (let step = 1; step <= 6; step++) {
      await fireEvent.pointerMove(handle, { ...pointer, clientX: x + step * 10 });
    }
    await expect(widthOf(keyword)).toBe(260);
    await expect(handle).toHaveAttribute('aria-valuenow', '260');
    // The neighbours keep their place while the dragged column lies over them: its header, and over the
    // rows a strip of copies of its cells; the rows themselves are untouched until the release.
    await expect(campaign.getBoundingClientRect().left).toBe(campaignLeft);
    await expect(keyword.getBoundingClientRect().right).toBe(campaignLeft + 60);
    await expect(widthOf(stripOf(table))).toBe(260);
    await expect(stripOf(table).getBoundingClientRect().left).toBe(keyword.getBoundingClientRect().left);
    await expect(widthOf(keywordCellOf(bodyRows(table)[0]!))).toBe(200);
    await expect(campaignCellOf(bodyRows(table)[0]!).getBoundingClientRect().left).toBe(campaignLeft);
    await expect(statusCellsDrawn).toBe(drawn);
    await expect(args.onSettingsChange).not.toHaveBeenCalled();

    await fireEvent.pointerUp(handle, { ...pointer, clientX: x + 60 });
    await expect(args.onSettingsChange).toHaveBeenCalledTimes(1);
    await expect(lastSaved(args.onSettingsChange)).toEqual({
      order: [],
      hidden: [],
      widths: { keyword: 260 },
    });
    await expect(widthOf(keyword)).toBe(260);
    await expect(table.querySelector('.rt-resize-strip')).toBeNull();
    await expect(widthOf(keywordCellOf(bodyRows(table)[0]!))).toBe(260);
    // Released, the columns after it move up to its new edge.
    await expect(campaign.getBoundingClientRect().left).toBe(keyword.getBoundingClientRect().right);
    await expect(campaignCellOf(bodyRows(table)[0]!).getBoundingClientRect().left).toBe(campaignLeft + 60);
  },
};

/**
 * A drag held half way, to show how a step looks: the campaign column drawn 80 px wider over its
 * neighbours, with a line at its new edge, and the columns after it where they were until the release.
 */
export const ResizeHeld: Story = {
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const handle = within(table).getByRole('separator', { name: 'Resize column 推广计划' });
    const campaign = headerOf(table, '推广计划');
    const next = campaign.nextElementSibling!;
    const width = widthOf(campaign);
    const nextLeft = next.getBoundingClientRect().left;
    const x = handle.getBoundingClientRect().left + 4;
    const pointer = { pointerId: 8, isPrimary: true, button: 0 };
    await fireEvent.pointerDown(handle, { ...pointer, clientX: x });
    await fireEvent.pointerMove(handle, { ...pointer, clientX: x + 80 });
    await expect(widthOf(campaign)).toBe(width + 80);
    await expect(widthOf(stripOf(table))).toBe(width + 80);
    await expect(handle).toHaveAttribute('aria-valuenow', String(width + 80));
    await expect(next.getBoundingClientRect().left).toBe(nextLeft);
  },
};

/**
 * A middle column scrolled partly under the fixed keyword column, its edge dragged: the strip of its body
 * cells starts where the fixed column ends, so the copies never cover the fixed column.
 */
export const ResizeUnderFixed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const scrollBox = table.closest<HTMLElement>('.rt-scroll') ?? table;
    const keyword = headerOf(table, '关键词');
    const date = headerOf(table, '日期');
    scrollBox.scrollLeft = date.getBoundingClientRect().left - keyword.getBoundingClientRect().right + 30;
    await waitFor(() =>
      expect(date.getBoundingClientRect().left).toBeLessThan(keyword.getBoundingClientRect().right),
    );
    const handle = within(table).getByRole('separator', { name: 'Resize column 日期' });
    const x = handle.getBoundingClientRect().left + 4;
    const pointer = { pointerId: 9, isPrimary: true, button: 0 };
    await fireEvent.pointerDown(handle, { ...pointer, clientX: x });
    await fireEvent.pointerMove(handle, { ...pointer, clientX: x + 40 });
    const strip = stripOf(table);
    const hidden = keyword.getBoundingClientRect().right - strip.getBoundingClientRect().left;
    await expect(hidden).toBeGreaterThan(0);
    const [top, right, bottom, left] = strip.style.clipPath.match(/[\d.]+/g)!.map(Number);
    await expect([top, right, bottom]).toEqual([0, 0, 0]);
    await expect(left).toBeCloseTo(hidden, 2);
    await fireEvent.pointerUp(handle, { ...pointer, clientX: x + 40 });
    await expect(table.querySelector('.rt-resize-strip')).toBeNull();
  },
};

/** A double click on the handle fits a column the user had made wide back to its content. */
export const FitByDoubleClick: Story = {
  parameters: { screenshot: false },
  args: { initial: { order: [], hidden: [], widths: { reportDates: 300 } } },
  play: async ({ canvasElement, args }) => {
    const table = getTable(canvasElement);
    const handle = within(table).getByRole('separator', { name: 'Resize column 日期' });
    await expect(widthOf(headerOf(table, '日期'))).toBe(300);
    await userEvent.dblClick(handle);
    await expect(lastSaved(args.onSettingsChange)).toEqual({ order: [], hidden: [] });
    await waitFor(() => expect(widthOf(headerOf(table, '日期'))).toBeLessThan(200));
  },
};

/** The header's column menu moves a column first and last among the middle columns; the fixed one stays. */
export const HeaderMenu: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const table = getTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Column options for 点击' }));
    // The menu shows once its code is here (fetched on first use).
    const menu = await canvas.findByRole('menu', { name: 'Column options for 点击' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Move left' })).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to first' }));
    await expect(headerTitles(table).slice(0, 3)).toEqual(['关键词', '点击', '推广计划']);
    await expect(canvas.getByRole('button', { name: 'Column options for 点击' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    await expect(headerTitles(table).at(-1)).toBe('点击');
    await expect(lastSaved(args.onSettingsChange).order.at(-1)).toBe('click');

    // The fixed keyword column has nowhere to go.
    await userEvent.click(canvas.getByRole('button', { name: 'Column options for 关键词' }));
    const fixed = await canvas.findByRole('menu', { name: 'Column options for 关键词' });
    for (const item of within(fixed).getAllByRole('menuitem').slice(0, 4)) await expect(item).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** The same menu in Chinese, left open to show it. */
export const HeaderMenuChinese: Story = {
  args: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const table = getTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '消费列选项' }));
    await userEvent.click(
      within(await canvas.findByRole('menu')).getByRole('menuitem', { name: '移到最前' }),
    );
    await expect(headerTitles(table).slice(0, 2)).toEqual(['关键词', '消费']);
    await userEvent.click(canvas.getByRole('button', { name: '消费列选项' }));
    const menu = await canvas.findByRole('menu', { name: '消费列选项' });
    await expect(within(menu).getByRole('menuitem', { name: '左移' })).toBeDisabled();
    await expect(within(menu).getByRole('menuitem', { name: '移到最后' })).toBeEnabled();
    await expect(within(menu).getByRole('menuitem', { name: '隐藏列' })).toBeEnabled();
  },
};

/** A header dragged onto another goes to the side of it the pointer is on; a line shows where. */
export const DragToReorder: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const table = getTable(canvasElement);
    const click = headerOf(table, '点击');
    const campaign = headerOf(table, '推广计划');
    const pointer = { pointerId: 3, isPrimary: true, button: 0 };
    const from = click.getBoundingClientRect();
    const to = campaign.getBoundingClientRect();
    const y = from.top + from.height / 2;

    await fireEvent.pointerDown(click, { ...pointer, clientX: from.left + 20, clientY: y });
    await fireEvent.pointerMove(click, { ...pointer, clientX: from.left + 10, clientY: y });
    await fireEvent.pointerMove(campaign, { ...pointer, clientX: to.left + 10, clientY: y });
    await waitFor(() => expect(campaign).toHaveClass('rt-drop-before'));
    await expect(click).toHaveClass('rt-dragged');
    // Onto the fixed column it cannot go: no line.
    const keyword = headerOf(table, '关键词').getBoundingClientRect();
    await fireEvent.pointerMove(click, { ...pointer, clientX: keyword.left + 10, clientY: y });
    await waitFor(() => expect(table.querySelector('.rt-drop-before, .rt-drop-after')).toBeNull());
    await fireEvent.pointerMove(campaign, { ...pointer, clientX: to.left + 10, clientY: y });
    await fireEvent.pointerUp(campaign, { ...pointer, clientX: to.left + 10, clientY: y });

    await expect(headerTitles(table).slice(0, 3)).toEqual(['关键词', '点击', '推广计划']);
    await expect(args.onSettingsChange).toHaveBeenCalledTimes(1);
    await expect(table.querySelector('.rt-dragged')).toBeNull();
    // The drag's click did not sort.
    await expect(headerOf(table, '点击')).not.toHaveAttribute('aria-sort', 'ascending');
  },
};

/** The keyword report's number columns titled in English, as the server sends them to an English user. */
const englishTitleInfos: TitleInfo[] = [
  {
    titleName: 'Keyword',
    dataKey: 'keyword',
    isSort: false,
    valueType: 'String',
    domType: 'text',
    width: 140,
  },
  {
    titleName: 'Clicks',
    dataKey: 'click',
    isSort: true,
    valueType: 'Long',
    domType: 'text',
    unit: 't',
    minWidth: 90,
  },
  { titleName: 'CTR', dataKey: 'ctr', isSort: true, valueType: 'Double', domType: 'text', unit: '%*100' },
  { titleName: 'Match type', dataKey: 'matchType', isSort: true, valueType: 'String', domType: 'text' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
];

/** The box a header's title is drawn in: its sort button, else its own text. */
function titleBox(header: HTMLElement): DOMRect {
  const sort = header.querySelector('.rt-sort');
  if (sort) return sort.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(header.firstChild!);
  return range.getBoundingClientRect();
}

/**
 * Every header's column menu button lies beside its title, never over it (a number's on its left, a text's
 * on its right), and every title is whole: the columns are sized with room for the button.
 */
async function expectMenuButtonsBesideTitles(table: HTMLElement) {
  for (const header of within(table).getAllByRole('columnheader')) {
    const button = header.querySelector<HTMLElement>('.rt-column-menu-button')!.getBoundingClientRect();
    const title = titleBox(header);
    const name = header.getAttribute('aria-label');
    if (header.classList.contains('rt-num')) {
      await expect(button.right, `${name}: button left of the title`).toBeLessThanOrEqual(title.left);
    } else {
      await expect(button.left, `${name}: button right of the title`).toBeGreaterThanOrEqual(title.right);
    }
    const sort = header.querySelector<HTMLElement>('.rt-sort');
    if (sort) await expect(sort.scrollWidth, `${name} whole`).toBeLessThanOrEqual(sort.clientWidth);
  }
}

/**
 * A narrow number column ("Clicks", at least 90 px as the report's contract says): the column menu button,
 * shown on hover, on focus and while a header is dragged (here by focus), sits left of the whole title, not
 * over its first letters; each header keeps room for it (issue 54).
 */
export const MenuButtonBesideTitle: Story = {
  args: {
    titleInfos: englishTitleInfos,
    rows: keywordRows(20, 3),
    summary: undefined,
    className: 'max-w-[420px]',
  },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await expect(widthOf(headerOf(table, 'Clicks'))).toBeLessThan(110);
    await expectMenuButtonsBesideTitles(table);
    const button = within(table).getByRole('button', { name: 'Column options for Clicks' });
    button.focus();
    await expect(getComputedStyle(button).opacity).toBe('1');
  },
};

/** The same in Chinese: the titles whole beside their buttons. */
export const MenuButtonBesideTitleChinese: Story = {
  args: { language: 'cn', rows: keywordRows(20, 3) },
  play: async ({ canvasElement }) => {
    const table = getTable(canvasElement);
    await expectMenuButtonsBesideTitles(table);
    within(table).getByRole('button', { name: '点击列选项' }).focus();
  },
};
