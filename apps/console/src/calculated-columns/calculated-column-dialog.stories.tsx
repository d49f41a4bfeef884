import type { CalculatedColumnDefinition } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withConsole } from '../storybook/with-console';
import { CalculatedColumnDialog } from './calculated-column-dialog';

const metric: CalculatedColumnDefinition = {
  id: 7,
  name: 'Cash cost per lead',
  names: { cn: '现金线索成本' },
  formula: '(cost - PcCost * 0.1) / conversion',
  format: 'money',
  decimals: 2,
  better: 'lower',
  shared: true,
  mine: true,
};

/**
 * Answers the save of a metric as the server refuses a name the user already gave another metric, in the
 * story's language; every other call goes on. The console's client is made as the story renders, after this.
 */
function refuseSave(message: string) {
  return () => {
    const real = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/reportMetric/save')) return real(input, init);
      const envelope = { code: 400, msg: message, data: [{ field: 'name', message }] };
      return new Response(JSON.stringify(envelope), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    };
    return () => {
      globalThis.fetch = real;
    };
  };
}

/**
 * The dialog that defines a calculated column: a name (per language if wanted), a formula over the report's
 * numeric columns (each a button that puts it in at the cursor), checked as it is typed, a format, decimals
 * and which way is better; an administrator may share it with everyone.
 *
 * - Do: open it with the columns of the report it is opened from (`inputs`), so the check and the buttons
 *   are that report's.
 * - Don't: close it on a refused save: what the user typed stays, the refusal beside its field.
 */
const meta = {
  title: 'console/CalculatedColumnDialog',
  component: CalculatedColumnDialog,
  decorators: [withConsole],
  args: { open: true, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof CalculatedColumnDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new metric: nothing typed yet, the names per language folded away, every column a formula may name. */
export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New calculated column' });
    await expect(within(dialog).getByRole('combobox', { name: 'Formula' })).toHaveValue('');
    await expect(within(dialog).queryByRole('textbox', { name: 'English' })).not.toBeVisible();
    await expect(
      within(dialog).getByRole('group', { name: 'Insert a column at the cursor' }),
    ).toHaveTextContent(/^ImpressionsClicks/);
  },
};

/** An administrator's shared metric opened to change: its names per language shown, its formula reads. */
export const Filled: Story = {
  args: { metric },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit calculated column' });
    await expect(within(dialog).getByRole('textbox', { name: '简体中文' })).toHaveValue('现金线索成本');
    await expect(within(dialog).getByRole('combobox', { name: 'Formula' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(within(dialog).getByRole('checkbox', { name: 'Share with everyone' })).toBeChecked();
  },
};

/** A formula naming a column the report lacks: the problem and its position, under the field, as it is typed. */
export const FormulaProblem: Story = {
  args: {
    inputs: [
      { key: 'cost', title: 'Cost' },
      { key: 'click', title: 'Clicks' },
      { key: 'conversion', title: 'Conversions' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New calculated column' });
    const formula = within(dialog).getByRole('combobox', { name: 'Formula' });
    await userEvent.type(formula, 'cost / leads');
    await expect(formula).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByText(
        'Unknown column “leads” at position 8: this report has no such numeric column',
      ),
    ).toBeVisible();
  },
};

/** A save the server refuses: its message beside the name, and everything typed still there. */
export const SavingError: Story = {
  beforeEach: refuseSave('You already have a metric with this name'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New calculated column' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Cost per lead');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Formula' }), 'cost / conversion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(await within(dialog).findByText('You already have a metric with this name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Cost per lead');
  },
};

/** A new metric, in Simplified Chinese. */
export const EmptyChinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '新建自定义指标' });
    await expect(within(dialog).getByRole('group', { name: '在光标处插入列' })).toHaveTextContent(
      /^展现点击/,
    );
  },
};

/** The shared metric opened to change, in Simplified Chinese. */
export const FilledChinese: Story = {
  globals: { language: 'cn' },
  args: { metric },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '编辑自定义指标' });
    await expect(within(dialog).getByRole('checkbox', { name: '与所有人共享' })).toBeChecked();
  },
};

/** A formula with a dangling operator, in Simplified Chinese. */
export const FormulaProblemChinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '新建自定义指标' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: '公式' }), '(cost + 1');
    await expect(within(dialog).getByText('公式第 10 个字符处无法识别：请检查运算符和括号')).toBeVisible();
  },
};

/** A refused save, in Simplified Chinese. */
export const SavingErrorChinese: Story = {
  globals: { language: 'cn' },
  beforeEach: refuseSave('已有同名的自定义指标'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '新建自定义指标' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '线索成本');
    await userEvent.type(within(dialog).getByRole('combobox', { name: '公式' }), 'cost / conversion');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('已有同名的自定义指标')).toBeVisible();
  },
};
