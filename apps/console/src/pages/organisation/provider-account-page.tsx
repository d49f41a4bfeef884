import {
  providerChannels,
  systemPermissions,
  type ManagedProviderAccount,
  type ProviderChannel,
} from '@adconsole/api-client/contract';
import {
  useCompanyChoices,
  useCustomerChoices,
  useDeleteProviderAccount,
  useProviderAccounts,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table/core';
import { Button, Select, TextField, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { Permission, usePermission } from '../../routing/permission';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';
import { allOption, choiceOf, idOfChoice } from './choices';
import { FilterForm } from './filter-form';
import { providerAccountListRequest, ProviderAccountQuery } from './organisation-query';
import { ProviderAccountDialog } from './provider-account-dialog';
import { useRecordColumns } from './record-columns';
import { SortHeader } from './sort-header';

/** What the dialog edits: a new provider account (none) or one of the list. */
type Editing = { account?: ManagedProviderAccount };

type Filters = Pick<ProviderAccountQuery, 'channel' | 'companyId' | 'customerId'> & { accountNo: string };

const noFilters: Filters = { accountNo: '', channel: undefined, companyId: undefined, customerId: undefined };

/**
 * /accountManage/providerAccount and /customerManage/account
 * (docs/requirements.md#customers-companies-and-provider-accounts): the provider accounts with channel,
 * company, customer, balance and the users holding them, filtered, sorted and paged in the URL (a company's
 * account count opens this list filtered by the company); holders of system:providerAccount:edit add, change
 * and remove them.
 */
export function ProviderAccountPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(ProviderAccountQuery);
  const list = useProviderAccounts(providerAccountListRequest(query));
  const customers = useCustomerChoices();
  const remove = useDeleteProviderAccount();
  const canEdit = usePermission([systemPermissions.providerAccountEdit]);
  const [editing, setEditing] = useState<Editing>();
  const sort = (next: Partial<ProviderAccountQuery>) => update({ ...next, page: 1 });

  const recordColumns = useRecordColumns<ManagedProviderAccount>({
    createdHeader: (
      <SortHeader label={t('organisation.createdTime')} column="createdTime" sort={query} onSort={sort} />
    ),
    canEdit,
    nameOf: (account) => account.accountNo,
    onEdit: (account) => setEditing({ account }),
    deleteQuestion: (account) => ({
      title: t('organisation.deleteAccountTitle'),
      message: t('organisation.deleteAccountBody', { accountNo: account.accountNo }),
    }),
    remove: (account) => remove.mutateAsync(account.id),
  });

  const columns: TableColumn<ManagedProviderAccount>[] = [
    {
      id: 'accountNo',
      header: (
        <SortHeader label={t('organisation.accountNo')} column="accountNo" sort={query} onSort={sort} />
      ),
      rowHeader: true,
      minWidth: '10rem',
      cell: (account) => <span className="wrap-anywhere">{account.accountNo}</span>,
    },
    {
      id: 'channel',
      header: t('organisation.channel'),
      nowrap: true,
      cell: (account) => t(`reports.channel.${account.channel}`),
    },
    {
      id: 'company',
      header: t('organisation.company'),
      minWidth: '8rem',
      cell: (account) => account.companyName ?? '--',
    },
    {
      id: 'customer',
      header: t('organisation.customer'),
      minWidth: '8rem',
      cell: (account) => account.customerName ?? '--',
    },
    {
      id: 'balance',
      header: <SortHeader label={t('organisation.balance')} column="balance" sort={query} onSort={sort} />,
      align: 'end',
      nowrap: true,
      cell: (account) => formatValue(account.balance, '￥'),
    },
    {
      id: 'users',
      header: t('organisation.users'),
      minWidth: '8rem',
      cell: (account) =>
        account.users.length > 0 ? account.users.map((user) => user.userName).join(', ') : '--',
    },
    ...recordColumns,
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      actions={
        <Permission anyOf={[systemPermissions.providerAccountEdit]}>
          <Button variant="primary" onClick={() => setEditing({})}>
            {t('organisation.newAccount')}
          </Button>
        </Permission>
      }
      columns={columns}
      list={list}
      rowKey={(account) => account.id}
      empty={t('organisation.noAccounts')}
      query={query}
      onQueryChange={update}
    >
      <FilterForm
        label={t('organisation.filters')}
        applied={{
          accountNo: query.accountNo ?? '',
          channel: query.channel,
          companyId: query.companyId,
          customerId: query.customerId,
        }}
        none={noFilters}
        onApply={(filters) =>
          update({ ...filters, accountNo: filters.accountNo.trim() || undefined, page: 1 })
        }
      >
        {(values, change) => (
          <>
            <TextField
              label={t('organisation.accountNo')}
              type="search"
              value={values.accountNo}
              onChange={(event) => change({ accountNo: event.target.value })}
              maxLength={64}
            />
            <Select
              label={t('organisation.channel')}
              value={values.channel ?? allOption}
              onValueChange={(value) =>
                change({ channel: value === allOption ? undefined : (value as ProviderChannel) })
              }
              options={[
                { value: allOption, label: t('organisation.all') },
                ...providerChannels.map((value) => ({ value, label: t(`reports.channel.${value}`) })),
              ]}
            />
            <Select
              label={t('organisation.customer')}
              value={choiceOf(values.customerId)}
              // Another customer's companies are not this one's: the company filter starts again.
              onValueChange={(value) => change({ customerId: idOfChoice(value), companyId: undefined })}
              options={[
                { value: allOption, label: t('organisation.all') },
                ...(customers.data ?? []).map((customer) => ({
                  value: String(customer.id),
                  label: customer.name,
                })),
              ]}
            />
            <CompanyFilter
              customerId={values.customerId}
              value={values.companyId}
              onChange={(companyId) => change({ companyId })}
            />
          </>
        )}
      </FilterForm>
      {editing && (
        <ProviderAccountDialog
          {...editing}
          companyId={query.companyId}
          onClose={() => setEditing(undefined)}
        />
      )}
    </ListPage>
  );
}

interface CompanyFilterProps {
  /** The customer chosen in the filters: only its companies are offered. */
  customerId?: number;
  value?: number;
  onChange: (companyId: number | undefined) => void;
}

/** The company filter: every company, or the chosen customer's. */
function CompanyFilter({ customerId, value, onChange }: CompanyFilterProps) {
  const { t } = useTranslation();
  const companies = useCompanyChoices(customerId);
  return (
    <Select
      label={t('organisation.company')}
      value={choiceOf(value)}
      onValueChange={(choice) => onChange(idOfChoice(choice))}
      options={[
        { value: allOption, label: t('organisation.all') },
        ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name })),
      ]}
    />
  );
}
