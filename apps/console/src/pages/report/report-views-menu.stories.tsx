import type { ReportView, ReportViewState } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withConsole } from '../../storybook/with-console';
import { ReportViewsMenu } from './report-views-menu';

const state: ReportViewState = {
  version: 1,
  columns: { order: ['reportDates', 'keyword', 'cost'], hidden: [], widths: { cost: 140 } },
  sort: { sortCol: 'cost', sortOrder: 'asc' },
  size: 50,
  range: { preset: 'last7Days' },
  comparison: { kind: 'lastYear' },
  filters: {},
};

const view = (id: number, name: string, extra: Partial<ReportView> = {}): ReportView => ({
  id,
  name,
  channel: 'search',
  section: 'keyword',
  granularity: 'day',
  isDefault: false,
  own: true,
  state,
  updatedTime: 0,
  ...extra,
});

const views = [view(1, 'Cheapest first', { isDefault: true }), view(2, '上周高消费关键词（华东区域）')];

/**
 * The views menu of a report page: the views of the report the user saved, to open, and for the open one
 * Save as, Save changes, Rename, Open by default and Delete, then Reset to the report's own view.
 *
 * - Do: offer Save changes only once the open view was changed.
 * - Don't: let a user change or delete a view that is not theirs.
 */
const meta = {
  title: 'console/ReportViewsMenu',
  component: ReportViewsMenu,
  decorators: [withConsole],
  args: {
    report: { channel: 'search', section: 'keyword', granularity: 'day' },
    views,
    opened: undefined,
    shown: { beginDate: '2026-11-20', endDate: '2026-11-26' },
    changed: false,
    current: () => state,
    onOpen: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ReportViewsMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No view open: the user's views (the default one marked), Save as, and Reset; choosing a view opens it. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Cheapest firstdefault',
      '上周高消费关键词（华东区域）',
    ]);
    await expect(within(menu).queryByRole('menuitem', { name: /^Rename/ })).toBeNull();
    await userEvent.click(items[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith(views[1]);
  },
};

/** The user's own view open and changed: Save changes, Rename, Open by default, Delete are offered. */
export const OwnViewChanged: Story = {
  args: { opened: views[1], changed: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^View: 上周高消费关键词/ });
    await expect(trigger).toHaveTextContent('(changed)');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    for (const name of [
      'Save changes to “上周高消费关键词（华东区域）”',
      'Rename “上周高消费关键词（华东区域）”…',
      'Open “上周高消费关键词（华东区域）” by default',
      'Delete “上周高消费关键词（华东区域）”…',
    ]) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeEnabled();
    }
    await expect(within(menu).getByRole('menuitemradio', { name: /^上周/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A view another user shared by its link: it can be saved as one's own, not changed. */
export const SharedView: Story = {
  args: { opened: view(9, 'Team weekly', { own: false }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View: Team weekly (shared)' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: /^Save changes|^Rename|^Delete/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: "Reset to the report's default" }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** Opens the Save as dialog by keyboard from the views menu named `menuName`. */
async function openSaveAs(canvas: ReturnType<typeof within>, menuName: string, itemName: string) {
  canvas.getByRole('button', { name: menuName }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: itemName }));
}

/**
 * Save as asks a name (required) and whether the view opens by default, by keyboard, and says that the
 * shortcut's dates roll forward.
 */
export const SaveAsDialog: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await openSaveAs(canvas, 'Views', 'Save as a new view…');
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new view' });
    await expect(
      within(dialog).getByText(
        'Dates: “Last 7 days”, 2026-11-20 – 2026-11-26 today. They roll forward: each time the view opens, “Last 7 days” counts from that day.',
      ),
    ).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('This field is required')).toBeVisible();
    await userEvent.type(name, 'Cheapest first');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Open this view when I come to the report' }),
    ).not.toBeChecked();
  },
};

/** Saved from fixed dates: the dialog says they stay as they are. */
export const SaveAsFixedDates: Story = {
  args: { current: () => ({ ...state, range: { beginDate: '2026-11-02', endDate: '2026-11-08' } }) },
  play: async ({ canvas }) => {
    await openSaveAs(canvas, 'Views', 'Save as a new view…');
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new view' });
    await expect(
      within(dialog).getByText(
        'Dates: 2026-11-02 – 2026-11-08, fixed. The view always opens with these dates; pick a shortcut first for dates that roll forward.',
      ),
    ).toBeVisible();
  },
};

/** Saved from the report's default range, in Simplified Chinese: the view keeps "the report's default". */
export const SaveAsReportDefaultChinese: Story = {
  globals: { language: 'cn' },
  args: { current: () => ({ ...state, range: { reportDefault: true } }) },
  play: async ({ canvas }) => {
    await openSaveAs(canvas, '视图', '另存为新视图…');
    const dialog = await screen.findByRole('dialog', { name: '另存为新视图' });
    await expect(
      within(dialog).getByText(
        '日期：报告的默认日期，今天为 2026-11-20 – 2026-11-26。日期随之滚动：打开视图时使用当天的报告默认日期。',
      ),
    ).toBeVisible();
  },
};

/**
 * The user's own view of the daily report, opened by its link on the weekly one: it belongs to its report,
 * so here it can only be saved as a new view of this one.
 */
export const OtherReportsView: Story = {
  args: { report: { channel: 'search', section: 'keyword', granularity: 'week' }, opened: views[0] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View: Cheapest first' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: /^Save changes|^Rename|^Delete/ })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Save as a new view…' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { language: 'cn' },
  args: { opened: views[0] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '视图：Cheapest first' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '另存为新视图…' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: '恢复报告默认设置' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** In Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '檢視' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '另存為新檢視…' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
