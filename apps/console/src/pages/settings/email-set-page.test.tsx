import { endpoints, fullRouteSet, type Endpoint, type UserInfo } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { findPage, resolveRoutes } from '../../route-info/route-tree';
import { EmailSetPage } from './email-set-page';

const user: UserInfo = {
  userId: 2,
  userName: 'demo',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 2,
  email: 'demo@example.com',
  emailConfirmed: true,
  accounts: [],
  permissions: [],
};

/**
 * The page at `entry` over a server that keeps `saved` as the user and answers `endpoint` (the save unless
 * told) with `envelope`.
 */
function renderPage(
  envelope: object = { code: 200, msg: 'Success', data: { confirmationSent: true } },
  {
    saved = user,
    entry = '/systemSet/emailSet',
    endpoint = endpoints.setEmail as Endpoint,
  }: { saved?: UserInfo; entry?: string; endpoint?: Endpoint } = {},
) {
  const route = findPage(resolveRoutes(fullRouteSet(), ['admin']), '/systemSet/emailSet')!.route;
  return renderAnswering(
    <MemoryRouter initialEntries={[entry]}>
      <EmailSetPage route={route} />
    </MemoryRouter>,
    endpoint,
    200,
    envelope,
    new Map([[endpoints.getUserInfo, saved]]),
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

  it('sends a valid address trimmed and says a link was mailed to it; an emptied field removes it', async () => {
    const { sent } = renderPage();
    const field = await screen.findByDisplayValue('demo@example.com');
    expect(screen.getByText('Confirmed: your alerts and scheduled reports are mailed here.')).toHaveRole(
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Resend the link' })).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, ' wang.fang@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A confirmation link was mailed to wang.fang@example.com. The address counts as yours once you open it.',
      ),
    ).toBeVisible();

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

  // docs/requirements.md#confirmed-e-mail-addresses
  it('says an unconfirmed address is not the user’s yet, and mails the link again from the keyboard', async () => {
    const { sent } = renderPage(undefined, { saved: { ...user, emailConfirmed: false } });
    await screen.findByDisplayValue('demo@example.com');
    expect(
      screen.getByText(
        'Unconfirmed: open the link mailed to this address. Until then nothing is mailed to it as yours.',
      ),
    ).toHaveRole('status');
    const resend = screen.getByRole('button', { name: 'Resend the link' });
    while (document.activeElement !== resend) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'A confirmation link was mailed to demo@example.com. The address counts as yours once you open it.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ email: 'demo@example.com' }]);
  });

  it('confirms the address when opened from the link, and says so', async () => {
    const { sent } = renderPage(
      { code: 200, msg: 'Success', data: { email: 'demo@example.com' } },
      { entry: '/systemSet/emailSet?token=abc-123', endpoint: endpoints.confirmEmail },
    );
    expect(await screen.findByText('Your e-mail address demo@example.com is confirmed.')).toBeVisible();
    expect(sent).toEqual([{ token: 'abc-123' }]);
  });

  it('shows why a link does not work', async () => {
    renderPage(
      {
        code: 400,
        msg: 'The request is not valid',
        data: [{ field: 'token', message: 'This link has expired' }],
      },
      { entry: '/systemSet/emailSet?token=old', endpoint: endpoints.confirmEmail },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
  });
});
