import { systemPermissions, type Customer } from '@adconsole/api-client/contract';
import { useCustomers, useDeleteCustomer } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, TextField, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { Permission, usePermission } from '../../routing/permission';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';
import { CustomerDialog } from './customer-dialog';
import { FilterForm } from './filter-form';
import { customerListRequest, CustomerQuery } from './organisation-query';
import { useRecordColumns } from './record-columns';
import { SortHeader } from './sort-header';

/** What the dialog edits: a new customer (none) or one of the list. */
type Editing = { customer?: Customer };

/**
 * /customerManage/customer (docs/requirements.md#customers-companies-and-provider-accounts): the customers
 * with their number of companies, searched by name, sorted and paged in the URL; holders of
 * system:customer:edit create, rename and delete them (the server refuses deleting one that still has
 * companies, and says so).
 */
export function CustomerListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(CustomerQuery);
  const list = useCustomers(customerListRequest(query));
  const remove = useDeleteCustomer();
  const canEdit = usePermission([systemPermissions.customerEdit]);
  const [editing, setEditing] = useState<Editing>();

  const recordColumns = useRecordColumns<Customer>({
    createdHeader: (
      <SortHeader
        label={t('organisation.createdTime')}
        column="createdTime"
        sort={query}
        onSort={(s) => update({ ...s, page: 1 })}
      />
    ),
    canEdit,
    nameOf: (customer) => customer.name,
    onEdit: (customer) => setEditing({ customer }),
    deleteQuestion: (customer) => ({
      title: t('organisation.deleteCustomerTitle'),
      message: t('organisation.deleteCustomerBody', { name: customer.name }),
    }),
    remove: (customer) => remove.mutateAsync(customer.id),
  });

  const columns: TableColumn<Customer>[] = [
    {
      id: 'name',
      header: (
        <SortHeader
          label={t('organisation.customerName')}
          column="name"
          sort={query}
          onSort={(s) => update({ ...s, page: 1 })}
        />
      ),
      rowHeader: true,
      minWidth: '12rem',
      cell: (customer) => <span className="wrap-anywhere">{customer.name}</span>,
    },
    {
      id: 'companies',
      header: t('organisation.companyCount'),
      align: 'end',
      nowrap: true,
      cell: (customer) => (
        <Link
          to={`/customerManage/company?customerId=${customer.id}`}
          aria-label={t('organisation.companiesOf', { name: customer.name, number: customer.companyCount })}
          className="text-primary underline-offset-2 hover:underline focus-ring"
        >
          {customer.companyCount}
        </Link>
      ),
    },
    ...recordColumns,
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      actions={
        <Permission anyOf={[systemPermissions.customerEdit]}>
          <Button variant="primary" onClick={() => setEditing({})}>
            {t('organisation.newCustomer')}
          </Button>
        </Permission>
      }
      columns={columns}
      list={list}
      rowKey={(customer) => customer.id}
      empty={t('organisation.noCustomers')}
      query={query}
      onQueryChange={update}
    >
      <FilterForm
        label={t('organisation.filters')}
        applied={{ name: query.name ?? '' }}
        none={{ name: '' }}
        onApply={({ name }) => update({ name: name.trim() || undefined, page: 1 })}
      >
        {(values, change) => (
          <TextField
            label={t('organisation.customerName')}
            type="search"
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
            maxLength={64}
          />
        )}
      </FilterForm>
      {editing && <CustomerDialog {...editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
