import { EmailSetting, fieldErrors } from '@adconsole/api-client/contract';
import { useSetEmail, useUserInfo } from '@adconsole/api-client/react';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { TextField, toast, useShowRefusal } from '@adconsole/ui';
import { useState } from 'react';
import { textLookup } from '../../lib/text-lookup';
import type { PageProps } from '../../routes/page-props';
import { SettingsForm } from './settings-form';

/**
 * /systemSet/emailSet (docs/requirements.md#notification-channels): the user's own e-mail address, where their
 * alerts and scheduled reports are mailed; emptied, it is removed. Checked by the call's own schema before it
 * is sent, so the field says what the server would.
 */
export function EmailSetPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const user = useUserInfo();
  const save = useSetEmail();
  const showRefusal = useShowRefusal();
  // Undefined until the user types: the field shows the saved address.
  const [typed, setTyped] = useState<string>();
  const [error, setError] = useState<string>();
  const email = typed ?? user.data?.email ?? '';
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const check = (value: string) => {
    const parsed = EmailSetting.safeParse({ email: value.trim() });
    if (parsed.success) return { email: parsed.data.email };
    return { error: fieldErrors(parsed.error, language, textLookup(i18n))[0]!.message };
  };

  async function submit() {
    const checked = check(email);
    setError(checked.error);
    if (checked.email === undefined) return;
    try {
      await save.mutateAsync(checked.email);
    } catch (refusal) {
      setError(showRefusal(refusal, ['email']).email);
      return;
    }
    setTyped(checked.email);
    toast.success(checked.email ? t('settings.email.saved') : t('settings.email.removed'));
  }

  return (
    <SettingsForm
      route={route}
      submitLabel={t('settings.email.submit')}
      saving={save.isPending}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('settings.email.address')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setTyped(event.target.value);
          // Once refused, the message follows the field as it is put right.
          if (error) setError(check(event.target.value).error);
        }}
        error={error}
        description={t('settings.email.intro')}
      />
    </SettingsForm>
  );
}
