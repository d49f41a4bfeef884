import { useCompanyChoices, useCustomerChoices } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Select, TextField } from '@adconsole/ui';
import { allOption, choiceOf, idOfChoice } from './choices';
import { useState, type ReactNode } from 'react';

export interface FilterFormProps<Values> {
  /** Names the filters for assistive tech (a search landmark). */
  label: string;
  /** The filters the list applies now (its URL's): the form starts from them, and again when they change. */
  applied: Values;
  /** The filters of the whole list, which Reset applies. */
  none: Values;
  onApply: (values: Values) => void;
  /** The fields, drawn from the values being edited, with a change of some of them. */
  children: (values: Values, change: (next: Partial<Values>) => void) => ReactNode;
}

/**
 * A list's filters: edited here, applied from the first page by Enter or Search; Reset shows the whole list
 * again. Another URL (a link, the back button) starts the form again from its filters.
 */
export function FilterForm<Values>(props: FilterFormProps<Values>) {
  return <FilterFields key={JSON.stringify(props.applied)} {...props} />;
}

function FilterFields<Values>({ label, applied, none, onApply, children }: FilterFormProps<Values>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(applied);
  return (
    <search aria-label={label}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(values);
        }}
      >
        {children(values, (next) => setValues({ ...values, ...next }))}
        <Button type="submit" variant="primary">
          {t('administration.search')}
        </Button>
        <Button
          onClick={() => {
            setValues(none);
            onApply(none);
          }}
        >
          {t('administration.reset')}
        </Button>
      </form>
    </search>
  );
}

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The text a list's records are searched by (a name, an account number). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={64}
    />
  );
}

export interface CustomerFilterProps {
  value?: number;
  onChange: (customerId: number | undefined) => void;
}

/** The customer filter: every customer, or one of them. */
export function CustomerFilter({ value, onChange }: CustomerFilterProps) {
  const { t } = useTranslation();
  const customers = useCustomerChoices();
  return (
    <Select
      label={t('administration.customer')}
      value={choiceOf(value)}
      onValueChange={(choice) => onChange(idOfChoice(choice))}
      options={[
        { value: allOption, label: t('administration.all') },
        ...(customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name })),
      ]}
    />
  );
}

export interface CompanyFilterProps {
  /** The customer chosen in the filters: only its companies are offered. */
  customerId?: number;
  value?: number;
  onChange: (companyId: number | undefined) => void;
}

/** The company filter: every company, or the chosen customer's. */
export function CompanyFilter({ customerId, value, onChange }: CompanyFilterProps) {
  const { t } = useTranslation();
  const companies = useCompanyChoices(customerId);
  return (
    <Select
      label={t('administration.company')}
      value={choiceOf(value)}
      onValueChange={(choice) => onChange(idOfChoice(choice))}
      options={[
        { value: allOption, label: t('administration.all') },
        ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name })),
      ]}
    />
  );
}
