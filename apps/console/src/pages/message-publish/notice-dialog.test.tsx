import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { NoticeDialog } from './notice-dialog';
import { emptyNotice } from './notice-form';

/** A new notice's dialog, written in every language and published, over a server answering with `envelope`. */
async function publishNotice(status: number, envelope: object) {
  renderAnswering(
    <NoticeDialog initial={emptyNotice} onClose={() => undefined} />,
    endpoints.noticeSave,
    status,
    envelope,
  );
  await userEvent.type(screen.getByLabelText('Text in 简体中文'), '系统维护通知');
  await userEvent.type(screen.getByLabelText('Text in English'), 'Maintenance tonight');
  await userEvent.type(screen.getByLabelText('Text in 繁體中文'), '系統維護通知');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
}

// A refused save beside its fields, the rest in a toast (docs/requirements.md#error-codes).
describe('NoticeDialog refused by the server', () => {
  it('shows the text the refusal names on its field, and toasts a field the form lacks', async () => {
    await publishNotice(400, {
      code: 400,
      msg: 'The request is not valid',
      data: [
        { field: 'introduceen', message: 'Enter at most 2000 characters' },
        { field: 'id', message: 'No such notice' },
      ],
    });

    const english = screen.getByLabelText('Text in English');
    await screen.findByText('Enter at most 2000 characters');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription('Enter at most 2000 characters');
    expect(screen.getAllByText('Enter at most 2000 characters')).toHaveLength(1);
    expect(await screen.findByText('id: No such notice')).toBeVisible();
  });

  it('toasts a refusal that names no field', async () => {
    await publishNotice(403, { code: 403, msg: 'Forbidden' });

    expect(await screen.findByText('You do not have access to this')).toBeVisible();
    expect(screen.getByLabelText('Text in English')).not.toHaveAttribute('aria-invalid');
  });
});
