import { ApiError } from '@adconsole/api-client';
import { useCaptcha, useLogin } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, TextField } from '@adconsole/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { safeRedirect, setToken } from '../../session/token';
import { useDocumentTitle } from '../../route-info/document-title';
import { CaptchaField } from './captcha-field';

export interface LoginPageProps {
  /** The `redirect` query: where to go once logged in (only paths inside the console are followed). */
  redirect: string | null;
  /** Goes on into the console at `to`, the token kept. */
  onLoggedIn(to: string): void;
}

/**
 * /login: user name, password and the picture captcha (docs/requirements.md#login-and-sessions). On success
 * the token is kept and the redirect query honoured; a failed attempt used up its captcha, so a new picture
 * comes with the message. It knows no router: opened cold it is the whole page before the console loads
 * (docs/architecture.md#lean-login); inside the console the router's route gives it the query and the way on.
 */
export function LoginPage({ redirect, onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation();
  useDocumentTitle({ title: 'route.login' });
  const login = useLogin();
  const captcha = useCaptcha();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [validationCode, setValidationCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const userNameRef = useRef<HTMLInputElement>(null);
  // The page is there to log in: typing starts in the user name.
  useEffect(() => userNameRef.current?.focus(), []);

  const required = (value: string, key: string) => (touched && !value.trim() ? t(key) : undefined);
  const userNameError = required(userName, 'login.userNameRequired');
  const passwordError = touched && !password ? t('login.passwordRequired') : undefined;
  const codeError = required(validationCode, 'login.validationCodeRequired');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (!userName.trim() || !password || !validationCode.trim() || !captcha.data) return;
    try {
      const { token } = await login.logIn({
        userName: userName.trim(),
        password,
        validationCode: validationCode.trim(),
        uuid: captcha.data.uuid,
      });
      setToken(token);
      onLoggedIn(safeRedirect(redirect));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      setValidationCode('');
      captcha.refetch();
    }
  }

  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="login-title"
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-surface p-8 shadow"
      >
        <h1 id="login-title" className="text-xl font-semibold text-ink">
          {t('login.title')}
        </h1>
        <TextField
          ref={userNameRef}
          label={t('login.userName')}
          name="userName"
          autoComplete="username"
          value={userName}
          error={userNameError}
          onChange={(e) => setUserName(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(e) => setPassword(e.target.value)}
        />
        <CaptchaField
          value={validationCode}
          onChange={setValidationCode}
          picture={captcha.data?.img}
          onRefresh={captcha.refetch}
          error={codeError}
        />
        {(failure ?? captcha.error) && (
          <p role="alert" className="rounded bg-danger-soft px-3 py-2 text-sm text-danger">
            {failure ?? captcha.error?.message}
          </p>
        )}
        <Button type="submit" variant="primary" loading={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
