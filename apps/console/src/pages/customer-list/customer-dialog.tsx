import { CustomerSaveRequest, type Customer } from '@adconsole/api-client/contract';
import { useSaveCustomer } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { TextField } from '@adconsole/ui';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { useSaveDialog } from '../../lib/save-form';

export interface CustomerDialogProps {
  /** The customer being renamed, or undefined for a new one. */
  customer?: Customer;
  onClose: () => void;
}

/** Creates a customer or renames one (docs/requirements.md#customers-companies-and-provider-accounts). */
export function CustomerDialog({ customer, onClose }: CustomerDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(customer?.name ?? '');
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: CustomerSaveRequest,
    fields: ['name'],
    save: useSaveCustomer(),
    onClose,
  });

  return (
    <FormDialog
      title={customer ? t('administration.editCustomer') : t('administration.newCustomer')}
      {...dialogProps}
      onSubmit={() => submit({ id: customer?.id, name })}
    >
      <TextField
        label={t('administration.customerName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={64}
        error={errors.name}
      />
    </FormDialog>
  );
}
