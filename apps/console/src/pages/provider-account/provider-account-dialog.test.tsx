import { endpoints, type Company } from '@adconsole/api-client/contract';
import { ApiProvider, queryKeysOf } from '@adconsole/api-client/react';
import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../session/services';
import { ProviderAccountDialog } from './provider-account-dialog';

const acme: Company = {
  id: 4,
  name: 'Acme Shanghai',
  customerId: 2,
  customerName: 'Acme',
  accountCount: 1,
  createdTime: '2026-11-20 10:00:00',
};

/**
 * The dialog of a new account with the company choices already fetched (kept fresh), so it opens with no
 * server; what these tests do is refused before any call is sent.
 */
function renderDialog(language: Language) {
  const i18n = createI18n(language);
  const { client, queryClient } = createServices(i18n, () => undefined);
  const choices = [...queryKeysOf(client.accountId()).of(endpoints.companyList), 'choices', {}];
  queryClient.setQueryDefaults(choices, { staleTime: Infinity });
  queryClient.setQueryData(choices, [acme]);
  render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider client={client} queryClient={queryClient}>
        <ProviderAccountDialog onClose={() => undefined} />
      </ApiProvider>
    </I18nextProvider>,
  );
  return within(screen.getByRole('dialog'));
}

/** The labels of the credential fields, in the order the dialog shows them. */
const credentialLabels = (dialog: ReturnType<typeof within>) =>
  [...dialog.getByRole('group', { name: 'Credentials' }).querySelectorAll('input')].map(
    (input) => input.labels?.[0]?.textContent,
  );

describe('ProviderAccountDialog', () => {
  it('asks the OAuth sign-in for the numeric user id, and says under each field where its value comes from', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog('en');
    await user.click(dialog.getByRole('radio', { name: 'Baidu Marketing' }));
    await user.click(
      dialog.getByRole('radio', { name: 'OAuth (user ID, app ID, secret key, refresh token)' }),
    );
    expect(credentialLabels(dialog)).toEqual([
      'Baidu user name',
      'Baidu user ID (a number)',
      'App ID',
      'Secret key',
      'Refresh token',
      'Target account (agencies only)',
    ]);
    const userId = dialog.getByLabelText('Baidu user ID (a number)');
    expect(userId).toHaveAttribute('inputmode', 'numeric');
    expect(userId).toHaveAttribute('type', 'text');
    expect(userId).toHaveAccessibleDescription(
      'The numeric ID of the user who authorised your app: shown with the authorisation result and in the ' +
        'developer centre (dev2.baidu.com).',
    );
    expect(dialog.getByLabelText('Baidu user name')).toHaveAccessibleDescription(
      'The login name of the account in Baidu Marketing (百度营销).',
    );
    expect(dialog.getByLabelText('Refresh token')).toHaveAccessibleDescription(
      'Given when the user authorised your app; the console renews it at each exchange.',
    );
    expect(dialog.getByLabelText('Target account (agencies only)')).toHaveAccessibleDescription(
      'Only for an agency (MCC) account acting for a client: the client account’s name.',
    );

    await user.click(dialog.getByRole('radio', { name: 'User name and access token' }));
    expect(credentialLabels(dialog)).toEqual([
      'Baidu user name',
      'Access token',
      'Target account (agencies only)',
    ]);
    expect(dialog.getByLabelText('Access token')).toHaveAccessibleDescription(
      'A token from the developer centre; it expires, so OAuth is the better choice.',
    );
  });

  it('refuses a user id that is not a number on its field, keeping the help beside the error', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog('cn');
    await user.type(dialog.getByLabelText('账户'), 'bd-2001');
    await user.click(dialog.getByRole('radio', { name: '百度营销' }));
    await user.click(dialog.getByRole('radio', { name: 'OAuth（用户 ID、应用 ID、应用密钥、刷新令牌）' }));
    await user.type(dialog.getByLabelText('百度用户名'), 'agency-sem');
    await user.type(dialog.getByLabelText('百度用户 ID（数字）'), 'agency-sem');
    await user.type(dialog.getByLabelText('应用 ID'), 'app-77');
    await user.type(dialog.getByLabelText('应用密钥'), 's3cret');
    await user.type(dialog.getByLabelText('刷新令牌'), 'refresh-9');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const userId = dialog.getByLabelText('百度用户 ID（数字）');
    expect(userId).toHaveAttribute('aria-invalid', 'true');
    expect(userId).toHaveAccessibleDescription(
      '此值无效 授权您应用的用户的数字 ID：见授权结果和开发者中心（dev2.baidu.com）。',
    );
    expect(dialog.getByLabelText('应用 ID')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
