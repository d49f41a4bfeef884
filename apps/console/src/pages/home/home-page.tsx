import { useUserInfo } from '@adconsole/api-client';
import { useTranslation } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { removeToken } from '../../app/session';

/** /home/index: greets the user by the name the server knows. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function logout() {
    removeToken();
    queryClient.clear();
    void navigate(`/login?redirect=${encodeURIComponent('/home/index')}`);
  }

  return (
    <main className="flex flex-col gap-4 p-6">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">
          {user.data ? t('home.welcome', { userName: user.data.userName }) : t('app.loading')}
        </h1>
        <Button onClick={logout}>{t('home.logout')}</Button>
      </div>
    </main>
  );
}
