import type { AccountListItem } from '@adconsole/api-client/contract';
import { useFollowAccount } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table-rules';
import { Badge, Button, Switch, Table, type TableColumn } from '@adconsole/ui';
import { useCurrentAccount } from '../../session/services-context';
import { useSwitchAccount } from '../../session/use-switch-account';

export interface AccountsTableProps {
  /** Undefined while the list loads. */
  accounts: readonly AccountListItem[] | undefined;
  /** How many rows the list will have, known before it loads: the skeleton holds their place. */
  expectedRows: number;
  /** The id of the heading that names the table. */
  labelledBy: string;
  error: boolean;
  onRetry: () => void;
}

/** Days of balance left below which the table marks an account (docs/requirements.md#alerts). */
export const lowDaysLeft = 3;

/**
 * The user's provider accounts: balance, days of balance left (marked when low), yesterday's cost, a follow switch that answers at once (put back if
 * the server refuses), and which one the console works in (docs/requirements.md#home-dashboard). The figures
 * and the switch come first: on a phone they are in view, and company and customer scroll in beside them.
 * Every column has a width its cells fit in, and every row a control's height, so the rows take the skeleton's
 * place without moving the columns or what is below (docs/requirements.md#home-dashboard).
 */
export function AccountsTable({ accounts, expectedRows, labelledBy, error, onRetry }: AccountsTableProps) {
  const { t } = useTranslation();
  const [current] = useCurrentAccount();
  const switchAccount = useSwitchAccount();
  const follow = useFollowAccount();
  const isCurrent = (account: AccountListItem) => account.accountId === current?.accountId;

  const columns: TableColumn<AccountListItem>[] = [
    {
      id: 'accountNo',
      width: '10rem',
      header: t('home.accountNo'),
      rowHeader: true,
      cell: (account) => account.accountNo,
    },
    {
      id: 'balance',
      width: '8rem',
      header: t('home.balance'),
      align: 'end',
      nowrap: true,
      cell: (account) => formatValue(account.balance, '￥'),
    },
    {
      id: 'daysLeft',
      width: '11rem',
      header: t('home.alerts.daysLeft'),
      align: 'end',
      nowrap: true,
      cell: (account) => {
        const days = account.daysLeft;
        if (days === null) return <span className="text-muted">{t('home.alerts.noCost')}</span>;
        const text = t('home.alerts.daysLeftValue', { days });
        return days < lowDaysLeft ? (
          <Badge tone="danger">
            {text} · {t('home.alerts.lowBalance')}
          </Badge>
        ) : (
          text
        );
      },
    },
    {
      id: 'yesterdayCost',
      width: '8rem',
      header: t('home.yesterdayCost'),
      align: 'end',
      nowrap: true,
      cell: (account) => formatValue(account.yesterdayCost, '￥'),
    },
    {
      id: 'followed',
      width: '6rem',
      header: t('home.followed'),
      nowrap: true,
      // The switch says its state (on/off) and names its account; the column header says what it is.
      cell: (account) => (
        <Switch
          label={t('home.followNamed', { accountNo: account.accountNo })}
          hideLabel
          checked={account.followed}
          onCheckedChange={(followed) => follow.mutate({ accountId: account.accountId, followed })}
        />
      ),
    },
    {
      id: 'company',
      width: '14rem',
      header: t('home.company'),
      cell: (account) => account.companyName ?? '--',
    },
    {
      id: 'customer',
      width: '9rem',
      header: t('home.customer'),
      cell: (account) => account.customerName ?? '--',
    },
    {
      id: 'current',
      width: '6rem',
      header: t('home.current'),
      hideHeader: true,
      align: 'end',
      nowrap: true,
      cell: (account) =>
        isCurrent(account) ? (
          <Badge tone="primary">{t('home.current')}</Badge>
        ) : (
          // The row header shows the account number, so the button reads "Use" and is named in full.
          <Button
            variant="ghost"
            aria-label={t('home.useNamed', { accountNo: account.accountNo })}
            onClick={() => switchAccount(account)}
          >
            {t('home.use')}
          </Button>
        ),
    },
  ];

  return (
    <Table
      labelledBy={labelledBy}
      columns={columns}
      rows={accounts ?? []}
      rowKey={(account) => account.accountId}
      rowProps={(account) => ({ 'aria-current': isCurrent(account) || undefined })}
      loading={!accounts}
      skeletonRows={Math.max(1, expectedRows)}
      rowHeight="control"
      fixedLayout
      empty={t('home.noAccounts')}
      error={error}
      onRetry={onRetry}
    />
  );
}
