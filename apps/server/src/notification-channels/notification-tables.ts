import type { ChannelKind } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/** Where one delivery of a notification stands. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/**
 * Notification channels, the notifications sent and each delivery.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const notificationTables = {
  /**
   * A user's notification channels (docs/requirements.md#notification-channels): `address` for e-mail, `url`
   * for the others; `secret` is a signed robot's key, sealed like provider credentials.
   */
  notification_channels: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      kind: text<ChannelKind>(),
      address: text().nullable(),
      url: text().nullable(),
      secret: text().nullable(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'notification_channels_user', columns: ['user_id'] }] },
  ),
  /**
   * Each notification once, by its key (what makes a second notify() send nothing): its texts and data as
   * JSON, and the file its mails attach until every delivery has ended.
   */
  notifications: table({
    notification_key: text().primaryKey(),
    owner_id: integer().references('users.id', 'cascade'),
    content: text(),
    data: text(),
    attachment_name: text().nullable(),
    attachment_path: text().nullable(),
    created_time: bigint(),
  }),
  /**
   * One delivery of a notification per target (`channel:<id>` or `email:<address>`), a job of the runner: sent
   * by one process, tried again after `next_attempt_at` until a day has passed, then failed.
   */
  notification_deliveries: table(
    {
      id: id(),
      notification_key: text().references('notifications.notification_key', 'cascade'),
      target: text(),
      kind: text<ChannelKind>(),
      channel_id: integer().nullable().references('notification_channels.id', 'set null'),
      address: text().nullable(),
      language: text(),
      status: text<DeliveryStatus>(),
      attempts: integer().defaultTo(0),
      /** Wall-clock epoch ms, as leases are: when the next attempt is due, and after when none is made. */
      next_attempt_at: bigint(),
      give_up_at: bigint(),
      error: text().nullable(),
      created_time: bigint(),
      sent_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        {
          name: 'notification_deliveries_target',
          columns: ['notification_key', 'target'],
          unique: true,
        },
        { name: 'notification_deliveries_due', columns: ['status', 'next_attempt_at'] },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof notificationTables> {}
}
