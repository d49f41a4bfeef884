import { CustomerSaveRequest, type Customer } from '@adconsole/api-client/contract';
import { useSaveCustomer } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { TextField, toast } from '@adconsole/ui';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { checkForm, saveForm } from './organisation-form';

export interface CustomerDialogProps {
  /** The customer being renamed, or undefined for a new one. */
  customer?: Customer;
  onClose: () => void;
}

/** Creates a customer or renames one (docs/requirements.md#customers-companies-and-provider-accounts). */
export function CustomerDialog({ customer, onClose }: CustomerDialogProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(customer?.name ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomer();

  async function submit() {
    const saved = await saveForm({
      check: checkForm(CustomerSaveRequest, { id: customer?.id, name }, i18n.language),
      fields: ['name'],
      save: save.mutateAsync,
      setErrors,
    });
    if (!saved) return;
    toast.success(t('organisation.saved'));
    onClose();
  }

  return (
    <FormDialog
      title={customer ? t('organisation.editCustomer') : t('organisation.newCustomer')}
      cancelLabel={t('organisation.cancel')}
      submitLabel={t('organisation.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('organisation.customerName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={64}
        error={errors.name}
      />
    </FormDialog>
  );
}
