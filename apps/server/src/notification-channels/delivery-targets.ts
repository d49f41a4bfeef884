import type { ChannelKind } from '@adconsole/api-client/contract';
import { defaultLanguage, languageById } from '@adconsole/i18n/resources';
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';
import { emailTarget } from './delivery';
import type { Notification, NotificationLanguage } from './notify';

/** One delivery a notification makes, as its row is written. */
export interface DeliveryTarget {
  target: string;
  kind: ChannelKind;
  channel_id: number | null;
  address: string | null;
  language: NotificationLanguage;
}

/** A user's language setting (1 cn, 2 en, 3 tw) as the notification's texts are keyed. */
const languageOf = (id: number): NotificationLanguage => languageById(id) ?? defaultLanguage;

/** The deliveries a new notification makes: the owner's channels, then mailboxes, once per mailbox. */
export async function deliveryTargets(
  tx: Kysely<EntityDatabase>,
  notification: Notification,
): Promise<DeliveryTarget[]> {
  const users = await tx
    .selectFrom('users')
    .select(['id', 'language', 'email', 'email_confirmed'])
    .where('id', 'in', [notification.ownerId, ...(notification.emailUserIds ?? [])])
    .execute();
  const owner = users.find((user) => user.id === notification.ownerId);
  if (!owner) return [];
  const ownerLanguage = languageOf(owner.language);
  const channels = notification.channelIds.length
    ? await tx
        .selectFrom('notification_channels')
        .select(['id', 'kind', 'address'])
        .where('user_id', '=', notification.ownerId)
        .where('id', 'in', notification.channelIds)
        .orderBy('id')
        .execute()
    : [];
  // Besides the channels' mailboxes: the console users' named, then the other addresses. A user's address
  // counts only once confirmed (docs/requirements.md#confirmed-e-mail-addresses): a scheduled report naming
  // a user whose address is not confirmed mails them nothing.
  const confirmedAddressOf = (id: number) => {
    const user = users.find((candidate) => candidate.id === id);
    return user?.email && user.email_confirmed === 1 ? [user.email] : [];
  };
  const mailboxes = [
    ...(notification.emailUserIds ?? []).flatMap(confirmedAddressOf),
    ...(notification.emails ?? []),
  ];
  const addresses = [...channels.flatMap((channel) => channel.address ?? []), ...mailboxes];
  // A console user's mailbox gets the mail in their language, whoever named it; another in the owner's.
  const readers = addresses.length
    ? await tx
        .selectFrom('users')
        .select(['email', 'language'])
        .where((eb) =>
          eb(
            eb.fn('lower', ['email']),
            'in',
            addresses.map((address) => address.toLowerCase()),
          ),
        )
        .execute()
    : [];
  const languageOfMailbox = (address: string) => {
    const reader = readers.find((user) => user.email?.toLowerCase() === address.toLowerCase());
    return reader ? languageOf(reader.language) : ownerLanguage;
  };
  const targets: DeliveryTarget[] = [];
  const add = (target: DeliveryTarget) => {
    if (!targets.some((known) => known.target === target.target)) targets.push(target);
  };
  const mailTo = (address: string, channelId: number | null = null) =>
    add({
      target: emailTarget(address),
      kind: 'email',
      channel_id: channelId,
      address,
      language: languageOfMailbox(address),
    });
  for (const channel of channels) {
    if (channel.kind === 'email' && channel.address) mailTo(channel.address, channel.id);
    else
      add({
        target: `channel:${channel.id}`,
        kind: channel.kind,
        channel_id: channel.id,
        address: null,
        language: ownerLanguage,
      });
  }
  for (const address of mailboxes) mailTo(address);
  return targets;
}
