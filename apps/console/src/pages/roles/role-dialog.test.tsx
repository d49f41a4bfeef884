import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { RoleDialog } from './role-dialog';
import { emptyRole } from './role-form';

/** A new role's dialog, named and saved, over a server answering the save with `envelope`. */
async function saveNewRole(status: number, envelope: object) {
  renderAnswering(
    <RoleDialog
      existing={false}
      readOnly={false}
      initial={emptyRole()}
      nodes={[]}
      catalogue={[]}
      onClose={() => undefined}
    />,
    endpoints.roleSave,
    status,
    envelope,
  );
  await userEvent.type(screen.getByLabelText('Role name'), 'auditor');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

// A refused save beside its fields, the rest in a toast (docs/requirements.md#error-codes).
describe('RoleDialog refused by the server', () => {
  it('shows the name the refusal names on its field, and toasts the routes it names', async () => {
    await saveNewRole(200, {
      code: 1400,
      msg: 'This role already exists',
      data: [
        { field: 'name', message: 'This role already exists' },
        { field: 'routes.0', message: 'No such route' },
      ],
    });

    const name = screen.getByLabelText('Role name');
    await screen.findByText('This role already exists');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This role already exists');
    expect(screen.getAllByText('This role already exists')).toHaveLength(1);
    expect(await screen.findByText('routes.0: No such route')).toBeVisible();
  });

  it('toasts a refusal that names no field', async () => {
    await saveNewRole(403, { code: 403, msg: 'Forbidden' });

    expect(await screen.findByText('You do not have access to this')).toBeVisible();
    expect(screen.getByLabelText('Role name')).not.toHaveAttribute('aria-invalid');
  });
});

// The built-in admin role is shown, not changed (docs/requirements.md#users-roles-and-permissions).
describe('RoleDialog of the admin role', () => {
  it('offers only Done, which closes it', async () => {
    let closed = false;
    renderAnswering(
      <RoleDialog
        existing
        readOnly
        initial={{ ...emptyRole(), name: 'admin' }}
        nodes={[]}
        catalogue={[]}
        onClose={() => (closed = true)}
      />,
      endpoints.roleSave,
      200,
      { code: 200, msg: 'ok' },
    );

    expect(screen.getByRole('dialog', { name: 'admin' })).toBeVisible();
    expect(screen.getByText(/it cannot be changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(closed).toBe(true);
  });
});
