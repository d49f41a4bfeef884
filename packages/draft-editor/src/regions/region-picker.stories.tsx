import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegionPicker, type RegionChoice, type RegionPickerProps } from './region-picker';
import { documents } from '../testing/story-docs';

/** The picker holding its choice, as the campaign form holds it. */
function Controlled(
  props: Omit<RegionPickerProps, 'regions' | 'factors' | 'onChange'> & {
    initial?: RegionChoice;
    onChange: (choice: RegionChoice) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [choice, setChoice] = useState<RegionChoice>(initial ?? { regions: [], factors: {} });
  return (
    <RegionPicker
      {...rest}
      regions={choice.regions}
      factors={choice.factors}
      onChange={(next) => {
        setChoice(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'draft-editor/RegionPicker',
  // The docs page describes RegionPicker and its props; the stories render it holding its choice.
  component: documents<ComponentProps<typeof Controlled>>(RegionPicker),
  render: (args) => <Controlled {...args} />,
  args: { label: 'Regions', onChange: fn() },
} satisfies Meta<ComponentProps<typeof Controlled>>;
export default meta;

type Story = StoryObj<typeof meta>;

const lastChoice = (onChange: { mock: { calls: unknown[][] } }) =>
  onChange.mock.calls.at(-1)![0] as RegionChoice;

/** A province whole, then one of its cities dropped; a city found by search; a bidding factor; overseas. */
export const ChooseRegions: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args, step }) => {
    const available = canvas.getByRole('list', { name: 'Provinces and cities' });
    await step('a whole province, then without one of its cities', async () => {
      await userEvent.click(within(available).getByRole('checkbox', { name: '海南' }));
      await expect(lastChoice(args.onChange).regions).toEqual(['海南']);
      const cities = within(available).getByRole('button', { name: /^Cities of 海南/ });
      await expect(cities).toHaveTextContent('4/4');
      await userEvent.click(cities);
      await expect(cities).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(canvas.getByRole('checkbox', { name: '三亚' }));
      await expect(lastChoice(args.onChange).regions).toEqual(['海口', '三沙', '儋州']);
      await expect(within(available).getByRole('checkbox', { name: '海南' })).toHaveAttribute(
        'aria-checked',
        'mixed',
      );
    });
    await step('a city found by search, with its bidding factor', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search provinces and cities' }), '深圳');
      await userEvent.click(canvas.getByRole('checkbox', { name: '深圳' }));
      const factor = canvas.getByRole('spinbutton', { name: 'Bidding factor of 深圳 (广东)' });
      await userEvent.type(factor, '1.5');
      // Chosen regions keep the list's order: 广东 comes before 海南.
      await expect(lastChoice(args.onChange)).toEqual({
        regions: ['深圳', '海口', '三沙', '儋州'],
        factors: { 深圳: 1.5 },
      });
    });
    await step('removing a region takes its factor with it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove 深圳 (广东)' }));
      await expect(lastChoice(args.onChange)).toEqual({ regions: ['海口', '三沙', '儋州'], factors: {} });
      await expect(canvas.getByRole('list', { name: 'Chosen regions (3)' })).toBeInTheDocument();
    });
  },
};

/** Chinese: overseas and a factor out of range, with the rule's message beside it. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: {
    label: '地域',
    initial: { regions: ['北京'], factors: { 北京: 12 } },
    factorErrors: { 北京: '出价系数须在0.1至10之间' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('spinbutton', { name: '北京的出价系数' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('出价系数须在0.1至10之间')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '海外' }));
    await expect(lastChoice(args.onChange)).toEqual({ regions: ['北京', '海外'], factors: { 北京: 12 } });
    await userEvent.click(canvas.getByRole('button', { name: '全部清除' }));
    await expect(lastChoice(args.onChange)).toEqual({ regions: [], factors: {} });
    await expect(canvas.getByText('尚未选择地域')).toBeInTheDocument();
  },
};

/** Traditional Chinese, keyboard only: Tab to a province, Space chooses it; the regions' message. */
export const TraditionalKeyboard: Story = {
  parameters: { screenshot: false },
  globals: { language: 'tw' },
  args: { label: '地域', error: '請至少選擇一個推廣地域' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '地域' })).toHaveAccessibleDescription(
      '請至少選擇一個推廣地域',
    );
    canvas.getByRole('searchbox', { name: '搜尋省份和城市' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '北京' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(lastChoice(args.onChange).regions).toEqual(['北京']);
    await expect(canvas.getByRole('list', { name: '已選地域（1）' })).toBeInTheDocument();
  },
};
