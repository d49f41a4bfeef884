import { endpoints, type Customer } from '@adconsole/api-client/contract';
import { useCustomers, useDeleteCustomer } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { useListParams } from '../../lib/list-params';
import type { PageProps } from '../../route-info/page-props';
import { CustomerDialog } from './customer-dialog';
import { SearchField } from '../../administration/filter-form';
import { customerListRequest, CustomerQuery } from '../../administration/administration-query';
import { countColumn, AdministrationList } from '../../administration/administration-list';

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

  return (
    <AdministrationList
      route={route}
      calls={{ save: endpoints.customerSave, remove: endpoints.customerDelete }}
      query={query}
      update={update}
      list={list}
      name={{
        label: t('administration.customerName'),
        column: 'name',
        minWidth: '12rem',
        of: (customer) => customer.name,
      }}
      columns={() => [
        countColumn<Customer>({
          id: 'companies',
          header: t('administration.companyCount'),
          count: (customer) => customer.companyCount,
          to: (customer) => `/customerManage/company?customerId=${customer.id}`,
          label: (customer) =>
            t('administration.companiesOf', { name: customer.name, number: customer.companyCount }),
        }),
      ]}
      newLabel={t('administration.newCustomer')}
      empty={t('administration.noCustomers')}
      deleteQuestion={(customer) => ({
        title: t('administration.deleteCustomerTitle'),
        message: t('administration.deleteCustomerBody', { name: customer.name }),
      })}
      remove={(customer) => remove.mutateAsync(customer.id)}
      filters={{
        applied: { name: query.name ?? '' },
        none: { name: '' },
        onApply: ({ name }) => update({ name: name.trim() || undefined, page: 1 }),
        children: (values, change) => (
          <SearchField
            label={t('administration.customerName')}
            value={values.name}
            onChange={(name) => change({ name })}
          />
        ),
      }}
      dialog={(customer, onClose) => <CustomerDialog customer={customer} onClose={onClose} />}
    />
  );
}
