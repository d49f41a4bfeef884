import type { MailStatus } from '@adconsole/api-client/contract';
import type { TFunction } from '@adconsole/i18n';

/**
 * What the pages say of e-mail (docs/requirements.md#notification-channels): why it is not offered while the
 * server has no mail server, else the domains other addresses may have.
 */
export function mailNote(t: TFunction, mail: MailStatus | undefined): string | undefined {
  if (!mail) return undefined;
  if (!mail.enabled) return t('notifications.channels.mailOff');
  return mail.allowedDomains.length > 0
    ? t('notifications.channels.mailDomains', { domains: mail.allowedDomains.join(', ') })
    : t('notifications.channels.mailNoDomains');
}
