import { useAccountList } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
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
        <AccountsTable
          accounts={accounts.data}
          labelledBy="home-accounts"
          error={accounts.isError}
          onRetry={() => void accounts.refetch()}
        />
      </section>
    </div>
  );
}
