// First: schemas parsed while the other modules load must already check without eval.
import './zod-without-eval';
import { loadTexts, startI18n, type i18n } from '@adconsole/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken, loginPath } from './session/token';
import './styles.css';

// What loads first (docs/architecture.md#lean-login): without a session only the login page and the public
// texts of one language; the console, its router and its texts once there is one. Code and texts are
// fetched side by side.

const root = createRoot(document.getElementById('root')!);

async function openConsole(loggedIn?: i18n) {
  // The user's details and route list are asked for while the console's code loads (docs/architecture.md#early-calls).
  void import('./session/early-calls').then(({ startEarlyCalls }) => startEarlyCalls());
  const [i18n, { App }] = await Promise.all([
    loggedIn ? loadTexts(loggedIn, 'console').then(() => loggedIn) : startI18n(['public', 'console']),
    import('./app/app'),
  ]);
  root.render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

async function openLogin() {
  const [i18n, { LoginApp }] = await Promise.all([startI18n(['public']), import('./pages/login/login-app')]);
  const onLoggedIn = (to: string) => {
    window.history.replaceState(null, '', to);
    void openConsole(i18n);
  };
  root.render(
    <StrictMode>
      <LoginApp i18n={i18n} onLoggedIn={onLoggedIn} />
    </StrictMode>,
  );
}

// The provider's sign-in comes back to /auth-redirect, which the console's router handles; any other page
// without a session is the login page, coming back to it afterwards.
const { pathname, search } = window.location;
if (getToken() || pathname === '/auth-redirect') void openConsole();
else {
  if (pathname !== '/login') window.history.replaceState(null, '', loginPath(`${pathname}${search}`));
  void openLogin();
}
