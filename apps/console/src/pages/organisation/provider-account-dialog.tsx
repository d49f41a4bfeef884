import {
  ProviderAccountSaveRequest,
  providerChannels,
  type ManagedProviderAccount,
  type ProviderChannel,
} from '@adconsole/api-client/contract';
import { useCompanyChoices, useSaveProviderAccount } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Select, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { allOption, choiceOf, idOfChoice } from './choices';
import { useSaveDialog } from './organisation-form';

export interface ProviderAccountDialogProps {
  /** The provider account being changed, or undefined for a new one. */
  account?: ManagedProviderAccount;
  /** The company a new account belongs to until another is chosen (the list's filter). */
  companyId?: number;
  onClose: () => void;
}

/**
 * Adds a provider account or changes one (docs/requirements.md#customers-companies-and-provider-accounts):
 * its number, channel and company (or none yet). A number the console already has is refused (1400): the
 * field says so, in the server's words.
 */
export function ProviderAccountDialog({
  account,
  companyId: initialCompany,
  onClose,
}: ProviderAccountDialogProps) {
  const { t } = useTranslation();
  const companies = useCompanyChoices();
  const [accountNo, setAccountNo] = useState(account?.accountNo ?? '');
  const [channel, setChannel] = useState<ProviderChannel>(account?.channel ?? 'search');
  const [companyId, setCompanyId] = useState(account ? (account.companyId ?? undefined) : initialCompany);
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: ProviderAccountSaveRequest,
    fields: ['accountNo', 'channel', 'companyId'],
    save: useSaveProviderAccount(),
    onClose,
  });

  return (
    <FormDialog
      title={account ? t('organisation.editAccount') : t('organisation.newAccount')}
      {...dialogProps}
      onSubmit={() => submit({ id: account?.id, accountNo, channel, companyId: companyId ?? null })}
    >
      <TextField
        label={t('organisation.accountNo')}
        value={accountNo}
        onChange={(event) => setAccountNo(event.target.value)}
        required
        maxLength={64}
        autoComplete="off"
        error={errors.accountNo}
      />
      <Select
        label={t('organisation.channel')}
        value={channel}
        onValueChange={(value) => setChannel(value as ProviderChannel)}
        options={providerChannels.map((value) => ({ value, label: t(`reports.channel.${value}`) }))}
        triggerClassName="w-full"
      />
      <Select
        label={t('organisation.company')}
        value={choiceOf(companyId)}
        onValueChange={(value) => setCompanyId(idOfChoice(value))}
        options={[
          { value: allOption, label: t('organisation.noCompany') },
          ...(companies.data ?? []).map((company) => ({
            value: String(company.id),
            label: t('organisation.companyOfCustomer', {
              company: company.name,
              customer: company.customerName,
            }),
          })),
        ]}
        triggerClassName="w-full"
      />
    </FormDialog>
  );
}
