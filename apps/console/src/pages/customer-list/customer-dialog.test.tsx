import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { CustomerDialog } from './customer-dialog';

// A refused save beside its fields, the rest in a toast (docs/requirements.md#error-codes).
describe('CustomerDialog refused by the server', () => {
  it('shows the name the refusal names on the field, and toasts a field the form lacks', async () => {
    renderAnswering(<CustomerDialog onClose={() => undefined} />, endpoints.customerSave, 200, {
      code: 1400,
      msg: 'This customer already exists',
      data: [
        { field: 'name', message: 'This customer already exists' },
        { field: 'id', message: 'No such customer' },
      ],
    });
    await userEvent.type(screen.getByLabelText('Customer name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Customer name');
    await screen.findByText('This customer already exists');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This customer already exists');
    expect(screen.getAllByText('This customer already exists')).toHaveLength(1);
    expect(await screen.findByText('id: No such customer')).toBeVisible();
  });

  it('toasts a refusal that names no field', async () => {
    renderAnswering(<CustomerDialog onClose={() => undefined} />, endpoints.customerSave, 403, {
      code: 403,
      msg: 'Forbidden',
    });
    await userEvent.type(screen.getByLabelText('Customer name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You do not have access to this')).toBeVisible();
    expect(screen.getByLabelText('Customer name')).not.toHaveAttribute('aria-invalid');
  });
});
