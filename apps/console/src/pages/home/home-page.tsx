import { useAccountList } from '@adconsole/api-client/react';
import { useTranslation, withTexts } from '@adconsole/i18n';
import { lazy, Suspense } from 'react';
import { firstScreenPart } from '../../lib/first-screen';
import { useAccess } from '../../route-info/access';
import { AccountsTable } from './accounts-table';
import { FeedSpendPanel } from './feed-spend-panel';
import { TrendPanel } from './trend-panel';

/**
 * Today's alerts load in a chunk of their own once the accounts have answered: the alert calls' schemas and
 * texts stay off what the home page fetches before it shows (docs/architecture.md#bundle-budgets).
 */
const TodayAlerts = lazy(
  firstScreenPart(async () => ({
    default: (await withTexts('notifications', () => import('../../alerts/today-alerts'))).TodayAlerts,
  })),
);

/**
 * /home/index (docs/requirements.md#home-dashboard): the user's provider accounts with balances, yesterday's
 * cost, days of balance left and follow switches; today's alerts; the current account's trend against the period
 * before; its feed ads' last 15 days.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const accounts = useAccountList();

  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">{t('home.welcome', { userName: user.userName })}</h1>
      <section aria-labelledby="home-accounts" className="rounded bg-surface p-4 shadow-sm">
        <h2 id="home-accounts" className="mb-1 text-lg font-semibold">
          {t('home.accounts')}
        </h2>
        <p className="mb-3 text-control-sm text-muted">{t('home.balanceDelay')}</p>
        <AccountsTable
          accounts={accounts.data}
          expectedRows={user.accounts.length}
          labelledBy="home-accounts"
          error={accounts.isError}
          onRetry={() => void accounts.refetch()}
        />
      </section>
      {/* Today's alerts come after the first paint, so their place is held at a fixed height from the start and
          a long day scrolls inside it: the panels below never move (docs/requirements.md#home-dashboard). */}
      <div
        className="h-48 shrink-0 overflow-y-auto rounded [&>section]:min-h-full"
        data-testid="today-alerts-place"
      >
        {!accounts.isPending && (
          <Suspense fallback={null}>
            <TodayAlerts />
          </Suspense>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <TrendPanel />
        </div>
        <div className="min-w-0">
          <FeedSpendPanel />
        </div>
      </div>
    </div>
  );
}
