import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Table } from '../table/table';
import { Badge } from './badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Draft statuses and sync states. */
export const Tones: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <div className="flex gap-2">
      <Badge>Draft</Badge>
      <Badge tone="primary">Pending confirmation</Badge>
      <Badge tone="warning">To be modified</Badge>
      <Badge tone="success">Uploaded</Badge>
      <Badge tone="danger">Failed</Badge>
    </div>
  ),
};

/** The message bell's counter (docs/requirements.md#messages): `9+` from 10 unread, nothing at 0. */
export const Counts: Story = {
  render: () => (
    <ul className="flex gap-4">
      {[0, 3, 9, 10, 250].map((count) => (
        <li key={count} data-testid={`unread-${count}`}>
          <Badge count={count} max={9} aria-label={`${count} unread messages`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('unread-0')).toBeEmptyDOMElement();
    await expect(canvas.getByTestId('unread-3')).toHaveTextContent('3');
    await expect(canvas.getByTestId('unread-9')).toHaveTextContent('9');
    await expect(canvas.getByTestId('unread-10')).toHaveTextContent('9+');
    await expect(canvas.getByTestId('unread-250')).toHaveTextContent('9+');
  },
};

/**
 * On a 375 px phone a long Simplified Chinese status wraps inside its badge. Badges are meant for one or two
 * words: this one is too long on purpose.
 */
export const LongText: Story = {
  parameters: { width: 375 },
  render: () => (
    <div className="flex flex-col items-start gap-2">
      <Badge tone="warning">推广单元名称超过三十个字符需要修改后才能重新上传到百度推广</Badge>
      <Badge tone="success">已上传</Badge>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText(/推广单元名称超过/);
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 375,
    );
    await expect(badge.scrollHeight).toBeLessThanOrEqual(badge.clientHeight);
  },
};

/**
 * In a table squeezed by a long column beside it, a status keeps to one line: it used to read one character a
 * line (已 / 修 / 改) on a phone (docs/requirements.md#layout-and-navigation).
 */
interface Row {
  unit: string;
  result: string;
  state: string;
}

export const InANarrowTable: Story = {
  parameters: { width: 375 },
  render: () => (
    <div className="w-[20rem]">
      <Table
        caption="Changes"
        columns={[
          { id: 'unit', header: 'Unit', minWidth: '18rem', cell: (row: Row) => row.unit },
          { id: 'result', header: 'Result', cell: (row: Row) => <Badge tone="success">{row.result}</Badge> },
          { id: 'state', header: 'State', cell: (row: Row) => <Badge tone="warning">{row.state}</Badge> },
        ]}
        rows={[
          {
            unit: '推广单元名称超过三十个字符需要修改后才能重新上传到百度推广',
            result: '已修改',
            state: 'To be modified',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // The table is wider than its room: it scrolls in its frame, a region once it has measured itself.
    await expect(await canvas.findByRole('region', { name: /^Changes/ })).toBeVisible();
    for (const text of ['已修改', 'To be modified']) {
      const badge = canvas.getByText(text);
      const lineHeight = parseFloat(getComputedStyle(badge).lineHeight);
      const padding = parseFloat(getComputedStyle(badge).paddingTop) * 2;
      await expect(badge.getBoundingClientRect().height, text).toBeCloseTo(lineHeight + padding, 0);
    }
  },
};
