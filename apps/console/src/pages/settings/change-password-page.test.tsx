import { endpoints, fullRouteSet } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { findPage, resolveRoutes } from '../../route-info/route-tree';
import { ChangePasswordPage } from './change-password-page';

/** The page filled in and sent, over a server answering the change with `envelope`. */
async function changePassword(status: number, envelope: object) {
  const route = findPage(resolveRoutes(fullRouteSet(), ['admin']), '/systemSet/changePassword')!.route;
  renderAnswering(<ChangePasswordPage route={route} />, endpoints.changePassword, status, envelope);
  await userEvent.type(screen.getByLabelText('Old password'), 'admin123');
  await userEvent.type(screen.getByLabelText('New password'), 'Adconsole2026');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'Adconsole2026');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

// A refused change beside its fields, the rest in a toast (docs/requirements.md#error-codes).
describe('ChangePasswordPage refused by the server', () => {
  it('shows the new password the refusal names on its field, and toasts a field the form lacks', async () => {
    await changePassword(400, {
      code: 400,
      msg: 'The request is not valid',
      data: [
        { field: 'newPassword', message: 'This password was used before' },
        { field: 'language', message: 'Unknown language' },
      ],
    });

    const password = screen.getByLabelText('New password');
    await screen.findByText('This password was used before');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This password was used before'));
    expect(screen.getAllByText('This password was used before')).toHaveLength(1);
    expect(await screen.findByText('language: Unknown language')).toBeVisible();
  });

  it('toasts a refusal that names no field', async () => {
    await changePassword(403, { code: 403, msg: 'Forbidden' });

    expect(await screen.findByText('You do not have access to this')).toBeVisible();
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
  });
});
