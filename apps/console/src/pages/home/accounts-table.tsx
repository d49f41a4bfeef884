import type { AccountListItem } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table/core';
import { Badge, Button } from '@adconsole/ui';
import { useCurrentAccount } from '../../app/services-context';
import { useSwitchAccount } from '../../session/use-switch-account';

/** The user's provider accounts: balance, follow state, and which one the console works in. */
export function AccountsTable({ accounts }: { accounts: readonly AccountListItem[] }) {
  const { t } = useTranslation();
  const [current] = useCurrentAccount();
  const switchAccount = useSwitchAccount();
  if (accounts.length === 0) return <p className="text-muted">{t('home.noAccounts')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-control">
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('home.accountNo')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('home.company')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('home.customer')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t('home.balance')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('home.followed')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('home.current')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const isCurrent = account.accountId === current?.accountId;
            return (
              <tr
                key={account.accountId}
                aria-current={isCurrent || undefined}
                className="border-b border-border last:border-0"
              >
                <th scope="row" className="py-2 pr-4 font-medium">
                  {account.accountNo}
                </th>
                <td className="py-2 pr-4">{account.companyName ?? '--'}</td>
                <td className="py-2 pr-4">{account.customerName ?? '--'}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatValue(account.balance, '￥')}</td>
                <td className="py-2 pr-4">{account.followed ? t('home.followed') : t('home.notFollowed')}</td>
                <td className="py-2 text-right">
                  {isCurrent ? (
                    <Badge tone="primary">{t('home.current')}</Badge>
                  ) : (
                    <Button variant="ghost" onClick={() => switchAccount(account)}>
                      {t('home.use', { accountNo: account.accountNo })}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
