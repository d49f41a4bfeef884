import { useAccountList } from '@adconsole/api-client';
import { useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { useAccess } from '../../routing/access';
import { AccountSummaryCard } from './account-summary-card';
import { AccountsTable } from './accounts-table';

/** /home/index: the user's provider accounts with their balances, and the current account's last 31 days. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const accounts = useAccountList();

  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">{t('home.welcome', { userName: user.userName })}</h1>
      <AccountSummaryCard />
      <section aria-labelledby="home-accounts" className="rounded bg-surface p-4 shadow-sm">
        <h2 id="home-accounts" className="mb-1 text-lg font-semibold">
          {t('home.accounts')}
        </h2>
        <p className="mb-3 text-control-sm text-muted">{t('home.balanceDelay')}</p>
        {accounts.data ? (
          <AccountsTable accounts={accounts.data} />
        ) : (
          <Skeleton lines={3} label={t('app.loading')} />
        )}
      </section>
    </div>
  );
}
