import { endpoints, providerChannels, type ProviderChannel } from '@adconsole/api-client/contract';
import { useDeleteProviderAccount, useProviderAccounts } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table-rules';
import { Select } from '@adconsole/ui';
import { useListParams } from '../../lib/list-params';
import type { PageProps } from '../../route-info/page-props';
import { allOption } from '../../administration/choices';
import { CompanyFilter, CustomerFilter, SearchField } from '../../administration/filter-form';
import { AdministrationList } from '../../administration/administration-list';
import { providerAccountListRequest, ProviderAccountQuery } from '../../administration/administration-query';
import { ProviderAccountActions } from './provider-account-actions';
import { ProviderAccountDialog } from './provider-account-dialog';
import { ReportSyncs } from './provider-report-syncs';

type Filters = Pick<ProviderAccountQuery, 'channel' | 'companyId' | 'customerId'> & { accountNo: string };

const noFilters: Filters = { accountNo: '', channel: undefined, companyId: undefined, customerId: undefined };

/**
 * /accountManage/providerAccount and /customerManage/account
 * (docs/requirements.md#customers-companies-and-provider-accounts): the provider accounts with channel,
 * provider, company, customer, balance, the users holding them and how far their facts are synchronized,
 * filtered, sorted and paged in the URL (a company's account count opens this list filtered by the company);
 * holders of system:providerAccount:edit add, change and remove them, test their connection and sync them.
 */
export function ProviderAccountPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(ProviderAccountQuery);
  const list = useProviderAccounts(providerAccountListRequest(query));
  const remove = useDeleteProviderAccount();

  return (
    <AdministrationList
      route={route}
      calls={{ save: endpoints.providerAccountSave, remove: endpoints.providerAccountDelete }}
      query={query}
      update={update}
      list={list}
      name={{
        label: t('administration.accountNo'),
        column: 'accountNo',
        minWidth: '10rem',
        of: (account) => account.accountNo,
      }}
      columns={(sortHeader) => [
        {
          id: 'channel',
          header: t('administration.channel'),
          nowrap: true,
          cell: (account) => t(`reports.channel.${account.channel}`),
        },
        {
          id: 'provider',
          header: t('administration.provider'),
          nowrap: true,
          cell: (account) => t(`administration.providerName.${account.provider}`),
        },
        {
          id: 'company',
          header: t('administration.company'),
          minWidth: '8rem',
          cell: (account) => account.companyName ?? '--',
        },
        {
          id: 'customer',
          header: t('administration.customer'),
          minWidth: '8rem',
          cell: (account) => account.customerName ?? '--',
        },
        {
          id: 'balance',
          header: sortHeader(t('administration.balance'), 'balance'),
          align: 'end',
          nowrap: true,
          cell: (account) => formatValue(account.balance, '￥'),
        },
        {
          id: 'users',
          header: t('administration.accountHolders'),
          minWidth: '8rem',
          cell: (account) =>
            account.users.length > 0 ? account.users.map((user) => user.userName).join(', ') : '--',
        },
        {
          id: 'syncedThrough',
          header: t('administration.syncedThrough'),
          minWidth: '12rem',
          // The date, then why the last sync failed (the provider's words inside) until one runs again.
          cell: (account) => (
            <>
              {account.syncedThrough === null ? (
                t('administration.notSynced')
              ) : (
                <span className="tabular-nums whitespace-nowrap">{account.syncedThrough}</span>
              )}
              {account.syncError && (
                <span className="block text-control-sm text-danger wrap-anywhere">{account.syncError}</span>
              )}
              {account.reports.length > 0 && <ReportSyncs account={account} />}
            </>
          ),
        },
      ]}
      newLabel={t('administration.newAccount')}
      empty={t('administration.noAccounts')}
      deleteQuestion={(account) => ({
        title: t('administration.deleteAccountTitle'),
        message: t('administration.deleteAccountBody', { accountNo: account.accountNo }),
      })}
      remove={(account) => remove.mutateAsync(account.id)}
      filters={{
        applied: {
          accountNo: query.accountNo ?? '',
          channel: query.channel,
          companyId: query.companyId,
          customerId: query.customerId,
        },
        none: noFilters,
        onApply: (filters) =>
          update({ ...filters, accountNo: filters.accountNo.trim() || undefined, page: 1 }),
        children: (values, change) => (
          <>
            <SearchField
              label={t('administration.accountNo')}
              value={values.accountNo}
              onChange={(accountNo) => change({ accountNo })}
            />
            <Select
              label={t('administration.channel')}
              value={values.channel ?? allOption}
              onValueChange={(value) =>
                change({ channel: value === allOption ? undefined : (value as ProviderChannel) })
              }
              options={[
                { value: allOption, label: t('administration.all') },
                ...providerChannels.map((value) => ({ value, label: t(`reports.channel.${value}`) })),
              ]}
            />
            <CustomerFilter
              value={values.customerId}
              // Another customer's companies are not this one's: the company filter starts again.
              onChange={(customerId) => change({ customerId, companyId: undefined })}
            />
            <CompanyFilter
              customerId={values.customerId}
              value={values.companyId}
              onChange={(companyId) => change({ companyId })}
            />
          </>
        ),
      }}
      rowActions={(account) => <ProviderAccountActions account={account} />}
      dialog={(account, onClose) => (
        <ProviderAccountDialog account={account} companyId={query.companyId} onClose={onClose} />
      )}
    />
  );
}
