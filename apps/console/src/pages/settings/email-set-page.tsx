import { EmailSetting, fieldErrors } from '@adconsole/api-client/contract';
import { useConfirmEmail, useSetEmail, useUserInfo } from '@adconsole/api-client/react';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { Button, cn, refusedFieldsOf, TextField, toast, useShowRefusal } from '@adconsole/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { textLookup } from '../../lib/text-lookup';
import type { PageProps } from '../../route-info/page-props';
import { SettingsForm } from './settings-form';

/** What opening a confirmation link came to, shown above the form until the page is left. */
type Confirmation =
  { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

/**
 * /systemSet/emailSet (docs/requirements.md#notification-channels): the user's own e-mail address, where their
 * alerts and scheduled reports are mailed; emptied, it is removed. Checked by the call's own schema before it
 * is sent, so the field says what the server would. A saved address is the user's only once confirmed through
 * the link mailed to it (docs/requirements.md#confirmed-e-mail-addresses): the page says whether it is, offers
 * to mail the link again, and confirms when opened from the link (`?token=`, taken out of the address at once).
 */
export function EmailSetPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const user = useUserInfo();
  const save = useSetEmail();
  const confirm = useConfirmEmail();
  const showRefusal = useShowRefusal();
  const [params, setParams] = useSearchParams();
  // Undefined until the user types: the field shows the saved address.
  const [typed, setTyped] = useState<string>();
  const [error, setError] = useState<string>();
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const saved = user.data?.email;
  const email = typed ?? saved ?? '';
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  // A link's token is used once, even when React runs the effect twice in development.
  const token = params.get('token');
  const used = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    setParams({}, { replace: true });
    setConfirmation({ state: 'confirming' });
    confirm.mutateAsync(token).then(
      (answer) => setConfirmation({ state: 'confirmed', email: answer.email }),
      (refusal: unknown) =>
        setConfirmation({
          state: 'refused',
          message: refusedFieldsOf(refusal)[0]?.message ?? t('settings.email.linkNotSent'),
        }),
    );
  }, [token, setParams, confirm, t]);

  const check = (value: string) => {
    const parsed = EmailSetting.safeParse({ email: value.trim() });
    if (parsed.success) return { email: parsed.data.email };
    return { error: fieldErrors(parsed.error, language, textLookup(i18n))[0]!.message };
  };

  async function send(address: string) {
    let answer;
    try {
      answer = await save.mutateAsync(address);
    } catch (refusal) {
      setError(showRefusal(refusal, ['email']).email);
      return;
    }
    setTyped(address);
    if (!address) toast.success(t('settings.email.removed'));
    else if (answer.confirmationSent) toast.success(t('settings.email.linkSent', { email: address }));
    else if (user.data?.emailConfirmed && address.toLowerCase() === saved?.toLowerCase())
      toast.success(t('settings.email.saved'));
    else toast.error(t('settings.email.linkNotSent'));
  }

  async function submit() {
    const checked = check(email);
    setError(checked.error);
    if (checked.email !== undefined) await send(checked.email);
  }

  const showsSaved = saved !== undefined && email.trim().toLowerCase() === saved.toLowerCase();

  return (
    <SettingsForm
      route={route}
      submitLabel={t('settings.email.submit')}
      saving={save.isPending}
      onSubmit={() => void submit()}
    >
      {confirmation && (
        <p
          role={confirmation.state === 'refused' ? 'alert' : 'status'}
          className={cn('text-control', confirmation.state === 'refused' && 'text-danger')}
        >
          {confirmation.state === 'confirming'
            ? t('settings.email.confirming')
            : confirmation.state === 'confirmed'
              ? t('settings.email.confirmedNow', { email: confirmation.email })
              : confirmation.message}
        </p>
      )}
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
      {showsSaved && (
        <div className="flex flex-wrap items-center gap-2 text-control">
          <span role="status" className="text-muted">
            {user.data?.emailConfirmed ? t('settings.email.confirmed') : t('settings.email.unconfirmed')}
          </span>
          {!user.data?.emailConfirmed && (
            <Button
              type="button"
              variant="secondary"
              loading={save.isPending}
              onClick={() => void send(saved)}
            >
              {t('settings.email.resend')}
            </Button>
          )}
        </div>
      )}
    </SettingsForm>
  );
}
