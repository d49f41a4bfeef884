import type { AccountListItem } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table/core';
import { Badge, Button, Table, type TableColumn } from '@adconsole/ui';
import { useCurrentAccount } from '../../app/services-context';
import { useSwitchAccount } from '../../session/use-switch-account';

export interface AccountsTableProps {
  /** Undefined while the list loads. */
  accounts: readonly AccountListItem[] | undefined;
  /** The id of the heading that names the table. */
  labelledBy: string;
  error: boolean;
  onRetry: () => void;
}

/** The user's provider accounts: balance, follow state, and which one the console works in. */
export function AccountsTable({ accounts, labelledBy, error, onRetry }: AccountsTableProps) {
  const { t } = useTranslation();
  const [current] = useCurrentAccount();
  const switchAccount = useSwitchAccount();
  const isCurrent = (account: AccountListItem) => account.accountId === current?.accountId;

  const columns: TableColumn<AccountListItem>[] = [
    {
      id: 'accountNo',
      header: t('home.accountNo'),
      rowHeader: true,
      nowrap: true,
      cell: (account) => account.accountNo,
    },
    {
      id: 'company',
      header: t('home.company'),
      minWidth: '7rem',
      cell: (account) => account.companyName ?? '--',
    },
    {
      id: 'customer',
      header: t('home.customer'),
      minWidth: '5rem',
      cell: (account) => account.customerName ?? '--',
    },
    {
      id: 'balance',
      header: t('home.balance'),
      align: 'end',
      nowrap: true,
      cell: (account) => formatValue(account.balance, '￥'),
    },
    {
      id: 'followed',
      header: t('home.followed'),
      // A state of a word or two: squeezed, Chinese would stand one character a line.
      nowrap: true,
      cell: (account) => (account.followed ? t('home.followed') : t('home.notFollowed')),
    },
    {
      id: 'current',
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
      skeletonRows={3}
      empty={t('home.noAccounts')}
      error={error}
      onRetry={onRetry}
    />
  );
}
