import { ApiClientProvider } from '@adconsole/api-client/react';
import { I18nextProvider, type i18n } from '@adconsole/i18n';
import { useState } from 'react';
import { createConsoleApiClient } from '../../session/api';
import { LoginPage } from './login-page';

/**
 * The login page opened cold, before anyone has logged in: React, the translation runtime with the public
 * texts of one language, and the login calls; none of the console's shell, router or server-state cache
 * (docs/architecture.md#lean-login). Its failures show in the form, so the client raises nothing else.
 */
export function LoginApp({ i18n, onLoggedIn }: { i18n: i18n; onLoggedIn(to: string): void }) {
  const [client] = useState(() => createConsoleApiClient(i18n));
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  return (
    <I18nextProvider i18n={i18n}>
      <ApiClientProvider client={client}>
        <LoginPage redirect={redirect} onLoggedIn={onLoggedIn} />
      </ApiClientProvider>
    </I18nextProvider>
  );
}
