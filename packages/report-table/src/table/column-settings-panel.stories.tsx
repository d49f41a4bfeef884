import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildColumns, type ColumnSettings, defaultColumnSettings } from '@adconsole/report-table-rules';
import { keywordTitleInfos } from '../fixtures/keyword-report';
import { ColumnSettingsPanel } from './column-settings-panel';
import './report-table.css';

type PanelProps = ComponentProps<typeof ColumnSettingsPanel>;

const columns = buildColumns(keywordTitleInfos);

/**
 * The chooser as the table's toolbar holds it (inside `.rt`, whose variables it draws with), its settings
 * kept in state as `useColumnSettings` would keep them; the box is tall enough for the open panel.
 */
function Toolbar({ columns, control }: PanelProps) {
  const [settings, setSettings] = useState<ColumnSettings>(control.settings);
  return (
    <div className="rt max-w-[480px]" style={{ minHeight: 420 }}>
      <div className="rt-toolbar">
        <ColumnSettingsPanel
          columns={columns}
          control={{
            ...control,
            settings,
            onChange: (next) => {
              setSettings(next);
              control.onChange(next);
            },
            reset: () => {
              setSettings(defaultColumnSettings);
              control.reset();
            },
          }}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'report-table/ColumnSettingsPanel',
  component: ColumnSettingsPanel,
  render: (args) => <Toolbar {...args} />,
  args: {
    columns,
    control: { settings: defaultColumnSettings, onChange: fn(), reset: fn() },
  },
} satisfies Meta<typeof ColumnSettingsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Closed: only the button, as the table's toolbar shows it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, 'Custom columns')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: a checkbox and move buttons per column; the first column's up and the last's down are disabled. */
export const Open: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement, 'Custom columns'));
    const panel = within(within(canvasElement).getByRole('group', { name: 'Custom columns' }));
    await expect(panel.getAllByRole('checkbox')).toHaveLength(keywordTitleInfos.length);
    await expect(panel.getByRole('button', { name: 'Move 关键词 up' })).toBeDisabled();
  },
};

/** Columns hidden and moved: unchecked ones stay in the list, at the place they would come back to. */
export const HiddenAndMoved: Story = {
  args: {
    control: {
      settings: { order: ['keyword', 'cost', 'campaignName'], hidden: ['click', 'ctr'] },
      onChange: fn(),
      reset: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement, 'Custom columns'));
    const panel = within(within(canvasElement).getByRole('group', { name: 'Custom columns' }));
    await expect(panel.getByRole('checkbox', { name: '点击' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: '点击率' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: '消费' })).toBeChecked();
  },
};

/**
 * The host's own actions after the columns (`control.actions`), e.g. the console's "New calculated column":
 * buttons named by their label, reached by Tab like the others.
 */
export const WithHostActions: Story = {
  args: {
    control: {
      settings: defaultColumnSettings,
      onChange: fn(),
      reset: fn(),
      actions: [{ label: 'New calculated column', onSelect: fn() }],
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(toggle(canvasElement, 'Custom columns'));
    const action = within(canvasElement).getByRole('button', { name: 'New calculated column' });
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.control.actions![0]!.onSelect).toHaveBeenCalledOnce();
  },
};

/** The last change could not be saved: the panel says so (an alert) and keeps the choice shown. */
export const SaveFailed: Story = {
  args: { control: { settings: defaultColumnSettings, onChange: fn(), reset: fn(), saveFailed: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement, 'Custom columns'));
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

/** Simplified Chinese, open. */
export const OpenChinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('group')).toBeInTheDocument();
  },
};

/** Traditional Chinese, open, with the save failure. */
export const OpenTraditional: Story = {
  ...SaveFailed,
  globals: { language: 'tw' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(button);
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
