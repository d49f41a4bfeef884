import { endpoints, type Company } from '@adconsole/api-client/contract';
import { useCompanies, useDeleteCompany } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { useListParams } from '../../lib/list-params';
import type { PageProps } from '../../route-info/page-props';
import { CompanyDialog } from './company-dialog';
import { CustomerFilter, SearchField } from '../../administration/filter-form';
import { companyListRequest, CompanyQuery } from '../../administration/administration-query';
import { countColumn, AdministrationList } from '../../administration/administration-list';

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
  const remove = useDeleteCompany();

  return (
    <AdministrationList
      route={route}
      calls={{ save: endpoints.companySave, remove: endpoints.companyDelete }}
      query={query}
      update={update}
      list={list}
      name={{
        label: t('administration.companyName'),
        column: 'name',
        minWidth: '12rem',
        of: (company) => company.name,
      }}
      columns={() => [
        {
          id: 'customer',
          header: t('administration.customer'),
          minWidth: '8rem',
          cell: (company) => <span className="wrap-anywhere">{company.customerName}</span>,
        },
        countColumn<Company>({
          id: 'accounts',
          header: t('administration.accountCount'),
          count: (company) => company.accountCount,
          to: (company) => `/customerManage/account?companyId=${company.id}`,
          label: (company) =>
            t('administration.accountsOf', { name: company.name, number: company.accountCount }),
        }),
      ]}
      newLabel={t('administration.newCompany')}
      empty={t('administration.noCompanies')}
      deleteQuestion={(company) => ({
        title: t('administration.deleteCompanyTitle'),
        message: t('administration.deleteCompanyBody', { name: company.name }),
      })}
      remove={(company) => remove.mutateAsync(company.id)}
      filters={{
        applied: { name: query.name ?? '', customerId: query.customerId },
        none: { name: '', customerId: undefined },
        onApply: ({ name, customerId }) => update({ name: name.trim() || undefined, customerId, page: 1 }),
        children: (values, change) => (
          <>
            <SearchField
              label={t('administration.companyName')}
              value={values.name}
              onChange={(name) => change({ name })}
            />
            <CustomerFilter value={values.customerId} onChange={(customerId) => change({ customerId })} />
          </>
        ),
      }}
      dialog={(company, onClose) => (
        <CompanyDialog company={company} customerId={query.customerId} onClose={onClose} />
      )}
    />
  );
}
