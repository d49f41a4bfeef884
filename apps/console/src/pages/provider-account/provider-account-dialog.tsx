import {
  providerChannels,
  providerNames,
  type ManagedProviderAccount,
  type ProviderChannel,
} from '@adconsole/api-client/contract';
import { useCompanyChoices, useSaveProviderAccount } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Select, TextField } from '@adconsole/ui';
import { useId, useState, type ReactNode } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { allOption, choiceOf, idOfChoice } from '../../administration/choices';
import { useSaveDialog } from '../../lib/save-form';
import {
  blankCredentials,
  providerAccountBody,
  providerAccountSchema,
  secretFields,
  signInFields,
  signIns,
  storesCredentials,
  type CredentialFields,
  type ProviderAccountForm,
} from './provider-account-credentials';

export interface ProviderAccountDialogProps {
  /** The provider account being changed, or undefined for a new one. */
  account?: ManagedProviderAccount;
  /** The company a new account belongs to until another is chosen (the list's filter). */
  companyId?: number;
  onClose: () => void;
}

/** The longest value each credential field takes (the contract's limits). */
const credentialMaxLength: Record<keyof CredentialFields, number> = {
  userName: 64,
  userId: 16,
  accessToken: 512,
  appId: 128,
  secretKey: 256,
  refreshToken: 512,
  target: 64,
};

const credentialFieldNames = Object.keys(blankCredentials).map((field) => `credentials.${field}`);

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  values: readonly Value[];
  value: Value;
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** A few exclusive choices, all in sight: a fieldset of radio buttons. */
function ChoiceGroup<Value extends string>({
  legend,
  name,
  values,
  value,
  labelOf,
  onChange,
  disabled,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2" disabled={disabled}>
      <legend className="mb-1 text-control text-muted">{legend}</legend>
      {values.map((choice) => (
        <label key={choice} className="inline-flex items-center gap-2 text-control text-ink">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="size-4 accent-primary focus-ring"
          />
          {labelOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Adds a provider account or changes one (docs/requirements.md#customers-companies-and-provider-accounts):
 * its number, channel, company (or none yet) and provider (chosen once). A Baidu account signs in with an access token or
 * the OAuth set; when editing, its stored credentials are never shown, and empty fields keep them. A number
 * the console already has is refused (1400): the field says so, in the server's words.
 */
export function ProviderAccountDialog({
  account,
  companyId: initialCompany,
  onClose,
}: ProviderAccountDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const companies = useCompanyChoices();
  const [form, setForm] = useState<ProviderAccountForm>({
    accountNo: account?.accountNo ?? '',
    channel: account?.channel ?? 'search',
    companyId: account ? account.companyId : (initialCompany ?? null),
    provider: account?.provider ?? 'sandbox',
    signIn: 'accessToken',
    credentials: blankCredentials,
  });
  const change = (next: Partial<ProviderAccountForm>) => setForm((current) => ({ ...current, ...next }));
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: providerAccountSchema(form.signIn),
    fields: ['accountNo', 'channel', 'companyId', 'provider', ...credentialFieldNames],
    save: useSaveProviderAccount(),
    onClose,
  });
  const stored = storesCredentials(account);

  const credentialField = (field: keyof CredentialFields): ReactNode => (
    <TextField
      key={field}
      label={t(`administration.credential.${field}`)}
      type={secretFields.has(field) ? 'password' : 'text'}
      value={form.credentials[field]}
      onChange={(event) => change({ credentials: { ...form.credentials, [field]: event.target.value } })}
      // A new account needs every field but the target; a stored account's empty fields keep its credentials.
      required={!stored && field !== 'target'}
      maxLength={credentialMaxLength[field]}
      autoComplete="off"
      spellCheck={false}
      inputMode={field === 'userId' ? 'numeric' : undefined}
      error={errors[`credentials.${field}`]}
      // Where each value comes from (docs/connect-baidu.md).
      description={t(`administration.credentialHelp.${field}`)}
    />
  );

  return (
    <FormDialog
      title={account ? t('administration.editAccount') : t('administration.newAccount')}
      formId={formId}
      {...dialogProps}
      onSubmit={() => submit(providerAccountBody(form, account))}
    >
      <TextField
        label={t('administration.accountNo')}
        value={form.accountNo}
        onChange={(event) => change({ accountNo: event.target.value })}
        required
        maxLength={64}
        autoComplete="off"
        error={errors.accountNo}
      />
      <Select
        label={t('administration.channel')}
        value={form.channel}
        onValueChange={(value) => change({ channel: value as ProviderChannel })}
        options={providerChannels.map((value) => ({ value, label: t(`reports.channel.${value}`) }))}
        triggerClassName="w-full"
      />
      <Select
        label={t('administration.company')}
        value={choiceOf(form.companyId ?? undefined)}
        onValueChange={(value) => change({ companyId: idOfChoice(value) ?? null })}
        options={[
          { value: allOption, label: t('administration.noCompany') },
          ...(companies.data ?? []).map((company) => ({
            value: String(company.id),
            label: t('administration.companyOfCustomer', {
              company: company.name,
              customer: company.customerName,
            }),
          })),
        ]}
        triggerClassName="w-full"
      />
      <ChoiceGroup
        legend={t('administration.provider')}
        name={`${formId}-provider`}
        values={providerNames}
        value={form.provider}
        labelOf={(provider) => t(`administration.providerName.${provider}`)}
        onChange={(provider) => change({ provider })}
        // An account keeps the provider it was added with: its facts came from that provider.
        disabled={account !== undefined}
      />
      {form.provider === 'baidu' && (
        <>
          <ChoiceGroup
            legend={t('administration.signIn')}
            name={`${formId}-sign-in`}
            values={signIns}
            value={form.signIn}
            labelOf={(signIn) => t(`administration.signInWith.${signIn}`)}
            onChange={(signIn) => change({ signIn })}
          />
          <fieldset
            className="flex flex-col gap-4"
            aria-describedby={stored ? `${formId}-stored` : undefined}
          >
            <legend className="sr-only">{t('administration.credentials')}</legend>
            {stored && (
              <p id={`${formId}-stored`} className="text-control-sm text-muted">
                {t('administration.credentialsStored')}
              </p>
            )}
            {signInFields[form.signIn].map(credentialField)}
          </fieldset>
        </>
      )}
    </FormDialog>
  );
}
