import { defaultRole } from '@adconsole/api-client/contract';
import { useProviderAccounts, useRoles, useSavePlatformUser } from '@adconsole/api-client/react';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, Skeleton, TextField, toast, useShowRefusal } from '@adconsole/ui';
import { useId, useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { NewPasswordFields } from '../../lib/password-fields';
import { checkUserForm, userFieldOf, type UserFormCheck, type UserFormValues } from './user-form';
import { textLookup } from '../../lib/text-lookup';

export interface UserDialogProps {
  /** The user being changed, or undefined for a new one. */
  id?: number;
  initial: UserFormValues;
  /** The numbers of the provider accounts the user holds, to name the chosen ones before any search. */
  accountNames: ReadonlyMap<number, string>;
  onClose: () => void;
}

/**
 * Creates or changes a console user (docs/requirements.md#users-roles-and-permissions): their name, an
 * initial password for a new one, the e-mail address their alerts and scheduled reports are mailed to, their
 * roles and the provider accounts their account switch offers.
 */
export function UserDialog({ id, initial, accountNames, onClose }: UserDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [check, setCheck] = useState<Extract<UserFormCheck, { ok: false }>>();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState(() => new Map(accountNames));
  const roles = useRoles();
  // The first page of provider accounts whose number matches the search: enough to pick from as it narrows.
  const choices = useProviderAccounts({
    page: { number: 1, size: 50 },
    query: search.trim() ? { accountNo: search.trim() } : {},
  });
  const save = useSavePlatformUser();
  const showRefusal = useShowRefusal();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const errors = check?.errors ?? {};

  const change = (next: Partial<UserFormValues>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    // Once a save was refused, the messages follow the fields as they are put right.
    if (check) {
      const again = checkUserForm(changed, language, textLookup(i18n), id);
      setCheck(again.ok ? undefined : again);
    }
  };

  async function submit() {
    const result = checkUserForm(values, language, textLookup(i18n), id);
    if (!result.ok) {
      setCheck(result);
      return;
    }
    try {
      await save.mutateAsync(result.user);
    } catch (error) {
      const refused = showRefusal(error, userFieldOf);
      if (Object.keys(refused).length > 0) setCheck({ ok: false, errors: refused });
      return;
    }
    toast.success(id === undefined ? t('administration.users.created') : t('administration.users.saved'));
    onClose();
  }

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((other) => other !== item);

  const chooseAccount = (accountId: number, accountNo: string, on: boolean) => {
    setNames((known) => new Map(known).set(accountId, accountNo));
    change({ accountIds: toggle(values.accountIds, accountId, on) });
  };

  return (
    <FormDialog
      title={id === undefined ? t('administration.users.new') : t('administration.users.edit')}
      cancelLabel={t('administration.cancel')}
      submitLabel={t('administration.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      formId={formId}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <TextField
        label={t('administration.users.userName')}
        value={values.userName}
        required
        autoComplete="off"
        onChange={(event) => change({ userName: event.target.value })}
        error={errors.userName}
      />
      {id === undefined && (
        <NewPasswordFields
          labels={{
            password: t('administration.users.password'),
            confirmPassword: t('administration.users.confirmPassword'),
          }}
          values={values}
          errors={errors}
          onChange={change}
        />
      )}
      <TextField
        label={t('administration.users.email')}
        type="email"
        value={values.email}
        autoComplete="off"
        onChange={(event) => change({ email: event.target.value })}
        error={errors.email}
        description={t('administration.users.emailHint')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={
          errors.roles ? `${formId}-roles-error ${formId}-roles-hint` : `${formId}-roles-hint`
        }
      >
        <legend className="mb-1 text-control text-muted">{t('administration.users.roles')}</legend>
        {/* A user saved with no role gets the default one (docs/requirements.md#users-roles-and-permissions). */}
        <p id={`${formId}-roles-hint`} className="text-control-sm text-muted">
          {t('administration.users.noRoleHint', { role: defaultRole })}
        </p>
        {!roles.data ? (
          <Skeleton lines={1} label={t('app.loading')} />
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {roles.data.map((role) => (
              <Checkbox
                key={role.name}
                label={role.name}
                checked={values.roles.includes(role.name)}
                onCheckedChange={(on) => change({ roles: toggle(values.roles, role.name, on === true) })}
              />
            ))}
          </div>
        )}
        {errors.roles && (
          <p id={`${formId}-roles-error`} className="text-control-sm text-danger">
            {errors.roles}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-control text-muted">{t('administration.users.accounts')}</legend>
        {values.accountIds.length > 0 && (
          <ul aria-label={t('administration.users.chosenAccounts')} className="flex flex-wrap gap-1">
            {values.accountIds.map((accountId) => {
              const accountNo = names.get(accountId) ?? String(accountId);
              return (
                <li key={accountId}>
                  <Button
                    variant="secondary"
                    aria-label={t('administration.users.removeAccount', { account: accountNo })}
                    onClick={() => chooseAccount(accountId, accountNo, false)}
                  >
                    {accountNo} ×
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <TextField
          label={t('administration.users.searchAccounts')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {!choices.data ? (
          <Skeleton lines={2} label={t('app.loading')} />
        ) : choices.data.data.length === 0 ? (
          <p className="text-control text-muted">{t('administration.users.noAccounts')}</p>
        ) : (
          <div className="grid max-h-48 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
            {choices.data.data.map((account) => (
              <Checkbox
                key={account.id}
                label={account.accountNo}
                checked={values.accountIds.includes(account.id)}
                onCheckedChange={(on) => chooseAccount(account.id, account.accountNo, on === true)}
              />
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
