import { endpoints } from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAnswering } from '../lib/testing/answering-server';
import { testMetric, testUser as user } from '../lib/testing/fixtures';
import { AccessContext } from '../route-info/access';
import { CalculatedColumnDialog, type CalculatedColumnDialogProps } from './calculated-column-dialog';

const saved = testMetric(7, 'Cost per lead');

/** The dialog for a user with `permissions`, over a server answering its save with `status` and `envelope`. */
function openDialog(
  props: Partial<CalculatedColumnDialogProps> = {},
  {
    permissions = ['report:list'],
    status = 200,
    envelope = { code: 200, msg: 'Success', data: saved } as object,
  } = {},
) {
  return renderAnswering(
    <AccessContext.Provider value={{ user: user(permissions), routes: [] }}>
      <CalculatedColumnDialog open onClose={() => undefined} {...props} />
    </AccessContext.Provider>,
    endpoints.calculatedColumnSave,
    status,
    envelope,
  );
}

const formulaField = () => screen.getByRole('combobox', { name: 'Formula' });
const hint = 'Column names (in any language), numbers, + − × ÷ and parentheses, e.g. Cost / Conversions';
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// The formula is checked as it is typed, and columns go in at the caret (docs/requirements.md#calculated-columns).
describe('CalculatedColumnDialog', () => {
  it('says under the formula what is wrong and where as it is typed, read with the field', async () => {
    openDialog();
    const formula = formulaField();
    expect(formula).not.toHaveAttribute('aria-invalid');
    expect(formula).toHaveAccessibleDescription(hint);

    await userEvent.type(formula, 'cost / leads');

    expect(formula).toHaveAttribute('aria-invalid', 'true');
    expect(formula).toHaveAccessibleDescription(
      `Unknown column “leads” at position 8: this report has no such numeric column ${hint}`,
    );

    await userEvent.clear(formula);
    await userEvent.type(formula, '(cost + 1');
    expect(formula).toHaveAccessibleDescription(
      `The formula cannot be read at position 10: check its operators and parentheses ${hint}`,
    );

    await userEvent.type(formula, ')');
    expect(formula).not.toHaveAttribute('aria-invalid');
    expect(formula).toHaveAccessibleDescription(hint);
  });

  it('checks against the columns of the report it is opened from, and offers only those', async () => {
    openDialog({
      inputs: [
        { key: 'cost', title: 'Cost' },
        { key: 'conversion', title: 'Conversions' },
      ],
    });
    const columns = screen.getByRole('group', { name: 'Insert a column at the cursor' });
    expect([...columns.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Cost',
      'Conversions',
    ]);

    await userEvent.type(formulaField(), 'cost / click');

    expect(formulaField()).toHaveAccessibleDescription(
      `Unknown column “click” at position 8: this report has no such numeric column ${hint}`,
    );
  });

  it('puts a column in at the caret, or in place of the selection, and leaves the caret after it', async () => {
    openDialog();
    const formula = formulaField() as HTMLInputElement;
    await userEvent.type(formula, ' / conversion');
    formula.setSelectionRange(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Cost' }));

    expect(formula).toHaveValue('Cost / conversion');
    expect(formula).toHaveFocus();
    expect([formula.selectionStart, formula.selectionEnd]).toEqual([4, 4]);

    formula.setSelectionRange(7, 17);
    await userEvent.click(screen.getByRole('button', { name: 'Clicks' }));

    expect(formula).toHaveValue('Cost / Clicks');
    expect([formula.selectionStart, formula.selectionEnd]).toEqual([13, 13]);
  });

  it('completes the column name being typed, in any language, from the keyboard', async () => {
    openDialog();
    const formula = formulaField();
    expect(formula).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(formula, 'co');

    const list = screen.getByRole('listbox', { name: 'Columns whose name starts with what you typed' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cost', 'Conversions', 'Computer cost']);
    expect(formula).toHaveAttribute('aria-expanded', 'true');
    expect(formula).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    // A name still being completed is not called unknown.
    expect(formula).not.toHaveAttribute('aria-invalid');

    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Conversions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');

    expect(formula).toHaveValue('Conversions');
    expect(screen.queryByRole('listbox')).toBeNull();

    // A title in another language or a dataKey finds the column too; it goes in as the reader's title.
    await userEvent.type(formula, ' / 移动');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mobile cost']);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(formula, ' * pcc');
    await userEvent.keyboard('{Enter}');
    expect(formula).toHaveValue('Conversions / Mobile cost * Computer cost');
    expect(formula).toHaveFocus();

    // Escape closes the list and leaves the dialog open; Up opens it again.
    await userEvent.type(formula, ' - Mob');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(formula).toHaveAccessibleDescription(
      `Unknown column “Mob” at position 45: this report has no such numeric column ${hint}`,
    );
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mobile cost']);
    await userEvent.keyboard('{Enter}');

    // A name begun in brackets is closed with them.
    await userEvent.type(formula, ' + [[com');
    await userEvent.keyboard('{Enter}');
    expect(formula).toHaveValue('Conversions / Mobile cost * Computer cost - Mobile cost + [Computer cost]');
    expect(formula).not.toHaveAttribute('aria-invalid');
  });

  it('sends the formula typed with titles as the dataKeys, and shows a saved one with the titles', async () => {
    const { sent } = openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cost per lead');
    await userEvent.type(formulaField(), 'COST/conversions');

    await save();

    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Cost per lead',
          formula: 'cost / conversion',
          format: 'number',
          decimals: 2,
          better: 'lower',
        },
      ]),
    );
  });

  it('opens a saved formula in the reader’s language', () => {
    openDialog({ metric: saved }, {});
    expect(formulaField()).toHaveValue('Cost / Conversions');
  });

  it('opens it in Chinese for a reader of Chinese, and reads their titles', async () => {
    renderAnswering(
      <I18nextProvider i18n={createI18n('cn')}>
        <AccessContext.Provider value={{ user: user(['report:list']), routes: [] }}>
          <CalculatedColumnDialog open metric={saved} onClose={() => undefined} />
        </AccessContext.Provider>
      </I18nextProvider>,
      endpoints.calculatedColumnSave,
      200,
      { code: 200, msg: 'Success', data: saved },
    );
    const formula = screen.getByRole('combobox', { name: '公式' });
    expect(formula).toHaveValue('消费 / 转化');

    await userEvent.clear(formula);
    await userEvent.type(formula, '消费 / 线索');
    expect(formula).toHaveAccessibleDescription(
      '未知列“线索”（第 6 个字符）：本报告没有这个数值列 列名（任一语言）、数字、+ − × ÷ 和括号，例如 消费 / 转化',
    );
  });

  it('sends no formula the rules refuse, and says an empty one is required once a save is tried', async () => {
    const { sent } = openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cost per lead');

    await save();

    expect(formulaField()).toHaveAccessibleDescription(`Enter a formula ${hint}`);
    expect(sent).toEqual([]);
  });

  it('shows the server refusal beside its field and keeps what was typed', async () => {
    const { sent } = openDialog(
      {},
      {
        status: 400,
        envelope: {
          code: 400,
          msg: 'You already have a metric with this name',
          data: [{ field: 'name', message: 'You already have a metric with this name' }],
        },
      },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cost per lead');
    await userEvent.type(formulaField(), 'cost / conversion');

    await save();

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('You already have a metric with this name')).toBeVisible();
    expect(name).toHaveAccessibleDescription('You already have a metric with this name');
    expect(name).toHaveValue('Cost per lead');
    expect(formulaField()).toHaveValue('cost / conversion');
    // Not an administrator: whether it is shared is not the user's to say.
    expect(sent).toEqual([
      { name: 'Cost per lead', formula: 'cost / conversion', format: 'number', decimals: 2, better: 'lower' },
    ]);
  });

  it('lets an administrator share it, sends the names given, and tells what was saved', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { sent } = openDialog({ onSaved, onClose }, { permissions: ['*:*:*'] });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cost per lead');
    await userEvent.click(screen.getByText('Name in each language'));
    await userEvent.type(screen.getByRole('textbox', { name: '简体中文' }), '线索成本');
    await userEvent.type(formulaField(), 'cost / conversion');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Share with everyone' }));

    await save();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        name: 'Cost per lead',
        names: { cn: '线索成本' },
        formula: 'cost / conversion',
        format: 'number',
        decimals: 2,
        better: 'lower',
        shared: true,
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('offers no sharing to a user who is not an administrator', () => {
    openDialog();
    expect(screen.queryByRole('checkbox', { name: 'Share with everyone' })).toBeNull();
  });
});
