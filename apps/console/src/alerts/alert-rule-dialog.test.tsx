import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../lib/testing/answering-server';
import { AlertRuleDialog } from './alert-rule-dialog';
import { newAlertRule, type AlertRuleFormValues } from './alert-rule-form';

/** The dialog of a new rule, over a server that would accept its save. */
function openDialog(initial: Partial<AlertRuleFormValues> = {}) {
  renderAnswering(
    <AlertRuleDialog
      initial={{ ...newAlertRule, name: 'Cost watch', ...initial }}
      onClose={() => undefined}
    />,
    endpoints.alertRuleSave,
    200,
    { code: 200, msg: 'Success', data: { id: 1 } },
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// What each kind asks for, and its errors beside its fields (docs/requirements.md#alerts).
describe('AlertRuleDialog', () => {
  it('asks a metric rule for its value, and says beside it that one is required', async () => {
    openDialog({ kind: 'metricThreshold' });
    expect(screen.getByRole('combobox', { name: 'Metric' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'When it is' })).toBeVisible();
    expect(screen.queryByLabelText('Weeks of the usual')).toBeNull();

    await save();

    const value = screen.getByLabelText('Value');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(
      'This field is required Yuan for cost and CPC, a percentage for CTR.',
    );
  });

  it('refuses days left of 0 beside the days', async () => {
    openDialog({ kind: 'balanceDaysLeft' });
    await userEvent.type(screen.getByLabelText('Days of balance left below'), '0');

    await save();

    expect(screen.getByLabelText('Days of balance left below')).toHaveAccessibleDescription(
      'Enter a number above 0 E.g. 3: it fires when the balance lasts less than 3 days.',
    );
  });

  it('asks the baseline rule for its factor and its weeks, 4 unless changed', () => {
    openDialog({ kind: 'metricVsBaseline' });
    expect(screen.getByLabelText('Weeks of the usual')).toHaveValue(4);
    expect(screen.getByLabelText('Factor of the usual')).toBeVisible();
  });

  it('shows no number for a used-up balance, and lists the accounts to choose once all is unticked', async () => {
    openDialog({ kind: 'balanceZero' });
    expect(screen.queryByRole('textbox', { name: /Value|Factor|Days/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'All my accounts, now and later' }));

    expect(await screen.findByText('You hold no provider account yet.')).toBeVisible();
    expect(screen.getByText('No channel yet: add one under Notification channels.')).toBeVisible();
  });
});
