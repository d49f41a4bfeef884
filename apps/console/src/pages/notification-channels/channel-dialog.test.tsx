import { endpoints } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { ChannelDialog } from './channel-dialog';

/** A new channel's dialog, on a server that sends e-mail or not. */
function openDialog(mailEnabled: boolean) {
  renderAnswering(
    <ChannelDialog
      mail={{ enabled: mailEnabled, allowedDomains: ['example.com'] }}
      onClose={() => undefined}
    />,
    endpoints.channelSave,
    200,
    { code: 200, msg: 'Success', data: { id: 1 } },
  );
}

// Each kind's fields and errors beside them (docs/requirements.md#notification-channels).
describe('ChannelDialog', () => {
  it('offers no e-mail while the server sends none, and says why', async () => {
    openDialog(false);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Webhook (JSON)');
    expect(
      screen.getByText(
        'E-mail is not offered: the server has no mail server (SMTP) set up. Ask your administrator to set one up.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(await screen.findByRole('option', { name: 'E-mail' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a webhook address that is not http(s) beside it', async () => {
    openDialog(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Ops robot');
    await userEvent.type(screen.getByLabelText('Webhook address'), 'ftp://example.com/hook');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Webhook address')).toHaveAccessibleDescription(
      'Enter an address that starts with http:// or https:// The address that receives the JSON, beginning with http:// or https://',
    );
  });

  it('asks an e-mail channel for a valid address, and a DingTalk robot for its secret', async () => {
    openDialog(true);
    await userEvent.type(screen.getByLabelText('Name'), 'Me');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com Addresses outside the console’s users may be of these domains: example.com.',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DingTalk robot' }));
    expect(screen.getByLabelText('Signing secret')).toHaveAccessibleDescription(
      'Only for a robot with signing switched on.',
    );
    // The server takes http as well as https: the hint says both.
    expect(screen.getByLabelText('Webhook address')).toHaveAccessibleDescription(
      'The address the platform gave the robot, beginning with http:// or https://',
    );
  });

  it('shows the server’s refusal of a name the user has already beside the name', async () => {
    renderAnswering(
      <ChannelDialog mail={{ enabled: false, allowedDomains: [] }} onClose={() => undefined} />,
      endpoints.channelSave,
      400,
      {
        code: 400,
        msg: 'Bad request',
        data: [
          { field: 'name', message: 'You already have a channel named “ops robot”: choose another name.' },
        ],
      },
    );
    await userEvent.type(screen.getByLabelText('Name'), 'ops robot');
    await userEvent.type(screen.getByLabelText('Webhook address'), 'http://hooks.example.com/ops');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
      'You already have a channel named “ops robot”: choose another name.',
    );
  });
});
