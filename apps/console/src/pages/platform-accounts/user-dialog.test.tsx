import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { UserDialog } from './user-dialog';
import { emptyUser } from './user-form';

/** A new user's dialog, filled in and saved, over a server answering the save with `envelope`. */
async function saveNewUser(status: number, envelope: object) {
  renderAnswering(
    <UserDialog initial={emptyUser} accountNames={new Map()} onClose={() => undefined} />,
    endpoints.userSave,
    status,
    envelope,
  );
  await userEvent.type(screen.getByLabelText('User name'), 'wang.fang');
  await userEvent.type(screen.getByLabelText('Initial password'), 'Adconsole2026');
  await userEvent.type(screen.getByLabelText('Repeat the password'), 'Adconsole2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

// A refused save beside its fields, the rest in a toast (docs/requirements.md#error-codes).
describe('UserDialog refused by the server', () => {
  it('shows the user name the refusal names on its field, and toasts a field the form lacks', async () => {
    await saveNewUser(200, {
      code: 1400,
      msg: 'This user name is taken',
      data: [
        { field: 'userName', message: 'This user name is taken' },
        { field: 'accountIds.0', message: 'No such provider account' },
      ],
    });

    const userName = screen.getByLabelText('User name');
    await screen.findByText('This user name is taken');
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(userName).toHaveAccessibleDescription('This user name is taken');
    expect(screen.getAllByText('This user name is taken')).toHaveLength(1);
    expect(await screen.findByText('accountIds.0: No such provider account')).toBeVisible();
  });

  it('toasts a refusal that names no field', async () => {
    await saveNewUser(500, { code: 500, msg: 'boom' });

    expect(
      await screen.findByText('Something went wrong on the server. Please try again later'),
    ).toBeVisible();
    expect(screen.getByLabelText('User name')).not.toHaveAttribute('aria-invalid');
  });
});

// The user's e-mail address, where their alerts and scheduled reports are mailed
// (docs/requirements.md#notification-channels).
describe('UserDialog e-mail address', () => {
  const saved = { code: 200, msg: 'Success', data: { id: 7 } };
  const changeUser = () =>
    renderAnswering(
      <UserDialog
        id={7}
        initial={{ ...emptyUser, userName: 'wang.fang', roles: ['edit'], email: 'old@example.com' }}
        accountNames={new Map()}
        onClose={() => undefined}
      />,
      endpoints.userSave,
      200,
      saved,
    );

  it('refuses an address that is not one beside the field, and sends nothing', async () => {
    const { sent } = changeUser();
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveValue('old@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'wang.fang@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address such as name@example.com'),
    );
    expect(sent).toEqual([]);
  });

  it('sends the address typed', async () => {
    const { sent } = changeUser();
    const email = screen.getByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'wang.fang@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The user was saved.')).toBeVisible();
    expect(sent).toEqual([
      { id: 7, userName: 'wang.fang', roles: ['edit'], accountIds: [], email: 'wang.fang@example.com' },
    ]);
  });
});
