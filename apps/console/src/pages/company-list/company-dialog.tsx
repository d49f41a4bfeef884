import { CompanySaveRequest, type Company } from '@adconsole/api-client/contract';
import { useCustomerChoices, useSaveCompany } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Select, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { useSaveDialog } from '../../lib/save-form';

export interface CompanyDialogProps {
  /** The company being changed, or undefined for a new one. */
  company?: Company;
  /** The customer a new company belongs to until another is chosen (the list's filter). */
  customerId?: number;
  onClose: () => void;
}

/**
 * Creates a company of a customer or changes one
 * (docs/requirements.md#customers-companies-and-provider-accounts).
 */
export function CompanyDialog({ company, customerId: initialCustomer, onClose }: CompanyDialogProps) {
  const { t } = useTranslation();
  const customers = useCustomerChoices();
  const [name, setName] = useState(company?.name ?? '');
  const [customerId, setCustomerId] = useState(company?.customerId ?? initialCustomer);
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: CompanySaveRequest,
    fields: ['customerId', 'name'],
    save: useSaveCompany(),
    onClose,
  });

  return (
    <FormDialog
      title={company ? t('administration.editCompany') : t('administration.newCompany')}
      {...dialogProps}
      onSubmit={() => submit({ id: company?.id, customerId, name })}
    >
      <div className="flex flex-col gap-1">
        <Select
          label={t('administration.customer')}
          value={customerId === undefined ? undefined : String(customerId)}
          onValueChange={(value) => setCustomerId(Number(value))}
          options={(customers.data ?? []).map((customer) => ({
            value: String(customer.id),
            label: customer.name,
          }))}
          required
          triggerClassName="w-full"
        />
        {errors.customerId && (
          <p role="alert" className="text-control-sm text-danger">
            {errors.customerId}
          </p>
        )}
      </div>
      <TextField
        label={t('administration.companyName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={64}
        error={errors.name}
      />
    </FormDialog>
  );
}
