import { lookup, type Language } from '@adconsole/i18n/resources';
import type { EntityStore } from '../stores/entity-store';

/** Whether the server sends mail, and the domains it may send to besides its users' addresses. */
export interface MailPolicy {
  enabled: boolean;
  allowedDomains: readonly string[];
}

/**
 * Why mail may not go to `address`, in `language`, or undefined when it may: the server sends no mail, or
 * the address is neither a console user's confirmed one nor of a domain of `MAIL_ALLOWED_DOMAINS` — so that
 * the console cannot be made to mail strangers (docs/requirements.md#notification-channels). An address a
 * user set but did not confirm is an outside one (docs/requirements.md#confirmed-e-mail-addresses).
 * Scheduled reports' recipients are checked by it too.
 */
export async function mailRecipientRefusal(
  entities: EntityStore,
  mail: MailPolicy,
  address: string,
  language: Language,
): Promise<string | undefined> {
  if (!mail.enabled) return lookup(language, 'notificationSending.mailOff');
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (mail.allowedDomains.includes(domain)) return undefined;
  const user = await entities.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
    .where('email_confirmed', '=', 1)
    .executeTakeFirst();
  if (user) return undefined;
  return mail.allowedDomains.length
    ? lookup(language, 'notificationSending.addressNotAllowed', { domains: mail.allowedDomains.join(', ') })
    : lookup(language, 'notificationSending.addressUsersOnly');
}
