import { ApiError, useLogin } from '@adconsole/api-client';
import { useTranslation } from '@adconsole/i18n';
import { Button, TextField } from '@adconsole/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, setToken } from '../../app/session';

/** /login: user name and password; on success the token is kept and the redirect query honoured. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();

  const userNameError = touched && !userName.trim() ? t('login.userNameRequired') : undefined;
  const passwordError = touched && !password ? t('login.passwordRequired') : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (!userName.trim() || !password) return;
    try {
      const { token } = await login.mutateAsync({ userName: userName.trim(), password });
      setToken(token);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
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
        <h1 id="login-title" className="text-xl font-semibold text-gray-900">
          {t('login.title')}
        </h1>
        <TextField
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
        {failure && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" variant="primary" loading={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
