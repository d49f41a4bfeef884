import { systemPermissions, type Company } from '@adconsole/api-client/contract';
import { useCompanies, useCustomerChoices, useDeleteCompany } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Select, TextField, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { Permission, usePermission } from '../../routing/permission';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';
import { allOption, choiceOf, idOfChoice } from './choices';
import { CompanyDialog } from './company-dialog';
import { FilterForm } from './filter-form';
import { companyListRequest, CompanyQuery } from './organisation-query';
import { useRecordColumns } from './record-columns';
import { SortHeader } from './sort-header';

/** What the dialog edits: a new company (none) or one of the list. */
type Editing = { company?: Company };

/**
 * /customerManage/company (docs/requirements.md#customers-companies-and-provider-accounts): the companies
 * with their customer and number of provider accounts, searched by name and filtered by customer, sorted and
 * paged in the URL; holders of system:customer:edit create, change and delete them (not one that still has
 * provider accounts).
 */
export function CompanyListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(CompanyQuery);
  const list = useCompanies(companyListRequest(query));
  const customers = useCustomerChoices();
  const remove = useDeleteCompany();
  const canEdit = usePermission([systemPermissions.customerEdit]);
  const [editing, setEditing] = useState<Editing>();
  const sort = (next: Partial<CompanyQuery>) => update({ ...next, page: 1 });

  const recordColumns = useRecordColumns<Company>({
    createdHeader: (
      <SortHeader label={t('organisation.createdTime')} column="createdTime" sort={query} onSort={sort} />
    ),
    canEdit,
    nameOf: (company) => company.name,
    onEdit: (company) => setEditing({ company }),
    deleteQuestion: (company) => ({
      title: t('organisation.deleteCompanyTitle'),
      message: t('organisation.deleteCompanyBody', { name: company.name }),
    }),
    remove: (company) => remove.mutateAsync(company.id),
  });

  const columns: TableColumn<Company>[] = [
    {
      id: 'name',
      header: <SortHeader label={t('organisation.companyName')} column="name" sort={query} onSort={sort} />,
      rowHeader: true,
      minWidth: '12rem',
      cell: (company) => <span className="wrap-anywhere">{company.name}</span>,
    },
    {
      id: 'customer',
      header: t('organisation.customer'),
      minWidth: '8rem',
      cell: (company) => <span className="wrap-anywhere">{company.customerName}</span>,
    },
    {
      id: 'accounts',
      header: t('organisation.accountCount'),
      align: 'end',
      nowrap: true,
      cell: (company) => (
        <Link
          to={`/customerManage/account?companyId=${company.id}`}
          aria-label={t('organisation.accountsOf', { name: company.name, number: company.accountCount })}
          className="text-primary underline-offset-2 hover:underline focus-ring"
        >
          {company.accountCount}
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
            {t('organisation.newCompany')}
          </Button>
        </Permission>
      }
      columns={columns}
      list={list}
      rowKey={(company) => company.id}
      empty={t('organisation.noCompanies')}
      query={query}
      onQueryChange={update}
    >
      <FilterForm
        label={t('organisation.filters')}
        applied={{ name: query.name ?? '', customerId: query.customerId }}
        none={{ name: '', customerId: undefined }}
        onApply={({ name, customerId }) => update({ name: name.trim() || undefined, customerId, page: 1 })}
      >
        {(values, change) => (
          <>
            <TextField
              label={t('organisation.companyName')}
              type="search"
              value={values.name}
              onChange={(event) => change({ name: event.target.value })}
              maxLength={64}
            />
            <Select
              label={t('organisation.customer')}
              value={choiceOf(values.customerId)}
              onValueChange={(value) => change({ customerId: idOfChoice(value) })}
              options={[
                { value: allOption, label: t('organisation.all') },
                ...(customers.data ?? []).map((customer) => ({
                  value: String(customer.id),
                  label: customer.name,
                })),
              ]}
            />
          </>
        )}
      </FilterForm>
      {editing && (
        <CompanyDialog {...editing} customerId={query.customerId} onClose={() => setEditing(undefined)} />
      )}
    </ListPage>
  );
}
