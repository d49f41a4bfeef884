import { ApiError } from '@adconsole/api-client';
import { responseCode } from '@adconsole/api-client/contract';
import { useChangePassword } from '@adconsole/api-client/react';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { toast, useShowRefusal } from '@adconsole/ui';
import { useState } from 'react';
import { NewPasswordFields, PasswordField } from '../../lib/password-fields';
import type { PageProps } from '../../route-info/page-props';
import {
  changePasswordFieldOf,
  checkChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './password-form';
import { SettingsForm } from './settings-form';
import { textLookup } from '../../lib/text-lookup';

const empty: ChangePasswordValues = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * /systemSet/changePassword (docs/requirements.md#login-and-sessions): the old password, the new one twice by
 * the password rule. The server ends the user's other sessions; this one stays logged in, so the user who
 * just proved their password is not asked for it again.
 */
export function ChangePasswordPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, string>>>();
  const change = useChangePassword();
  const showRefusal = useShowRefusal();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const edit = (next: Partial<ChangePasswordValues>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    if (errors) setErrors(checkChangePassword(changed, language, textLookup(i18n)));
  };

  async function submit() {
    const found = checkChangePassword(values, language, textLookup(i18n));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      await change.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.password,
        confirmPassword: values.confirmPassword,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === responseCode.oldPasswordIncorrect)
        setErrors({ oldPassword: error.message });
      else {
        const refused = showRefusal(error, changePasswordFieldOf);
        if (Object.keys(refused).length > 0) setErrors(refused);
      }
      return;
    }
    setValues(empty);
    setErrors(undefined);
    toast.success(t('settings.password.changed'));
  }

  return (
    <SettingsForm
      route={route}
      submitLabel={t('settings.password.submit')}
      saving={change.isPending}
      onSubmit={() => void submit()}
    >
      <PasswordField
        label={t('settings.password.old')}
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(oldPassword) => edit({ oldPassword })}
        error={errors?.oldPassword}
      />
      <NewPasswordFields
        labels={{ password: t('settings.password.new'), confirmPassword: t('settings.password.repeat') }}
        values={values}
        errors={errors}
        onChange={edit}
      />
    </SettingsForm>
  );
}
