import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { useServices, useStore } from './services-context';

/**
 * The login-expired prompt (docs/requirements.md#login-and-sessions): a 401 from any call has logged the
 * user out and sent them to /login?redirect=…; this tells them why.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const { expiry } = useServices();
  const expired = useStore(expiry);
  return (
    <Dialog
      open={Boolean(expired)}
      onOpenChange={(open) => !open && expiry.set(undefined)}
      dismissible={false}
      title={t('layout.session.expiredTitle')}
      description={t('layout.session.expired')}
      footer={
        <Button variant="primary" onClick={() => expiry.set(undefined)}>
          {t('layout.session.relogin')}
        </Button>
      }
    />
  );
}
