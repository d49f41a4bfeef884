import { endpoints, fullRouteSet, type UserInfo } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { findPage, resolveRoutes } from '../../routes/route-tree';
import { EmailSetPage } from './email-set-page';

const user: UserInfo = {
  userId: 2,
  userName: 'demo',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 2,
  email: 'demo@example.com',
  accounts: [],
  permissions: [],
};

/** The page over a server that keeps `user` and answers the save with `envelope`. */
function renderPage(envelope: object = { code: 200, msg: 'Success', data: null }) {
  const route = findPage(resolveRoutes(fullRouteSet(), ['admin']), '/systemSet/emailSet')!.route;
  return renderAnswering(
    <EmailSetPage route={route} />,
    endpoints.setEmail,
    200,
    envelope,
    new Map([[endpoints.getUserInfo, user]]),
  );
}

// The user's own address (docs/requirements.md#notification-channels), its errors beside the field.
describe('EmailSetPage', () => {
  it('shows the saved address, refuses one that is not an address beside the field, and sends nothing', async () => {
    const { sent } = renderPage();
    const field = await screen.findByDisplayValue('demo@example.com');
    expect(field).toHaveAccessibleName('E-mail address');
    expect(field).toHaveAccessibleDescription(
      'Your alerts and scheduled reports are mailed to this address. Leave it empty to get no mail.',
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'wang.fang@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address such as name@example.com'),
    );
    expect(sent).toEqual([]);

    // Put right, the message goes as the user types.
    await userEvent.type(field, 'example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('sends a valid address trimmed and says it was saved; an emptied field removes it', async () => {
    const { sent } = renderPage();
    const field = await screen.findByDisplayValue('demo@example.com');

    await userEvent.clear(field);
    await userEvent.type(field, ' wang.fang@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your e-mail address was saved.')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your e-mail address was removed.')).toBeVisible();
    expect(sent).toEqual([{ email: 'wang.fang@example.com' }, { email: '' }]);
  });

  it('shows the server’s refusal of the address beside the field', async () => {
    renderPage({
      code: 400,
      msg: 'The request is not valid',
      data: [{ field: 'email', message: 'This address cannot receive mail' }],
    });
    const field = await screen.findByDisplayValue('demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('This address cannot receive mail');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This address cannot receive mail')).toHaveLength(1);
  });
});
