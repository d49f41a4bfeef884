import type { NoticeStatus } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The message centre and the notices it delivers.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const messageTables = {
  /** The message centre: one row per user and message; system notices go to every user. */
  user_messages: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      msg_type: integer().defaultTo(1),
      introduce_cn: text(),
      introduce_en: text(),
      introduce_tw: text(),
      is_read: integer().defaultTo(0),
      popup_count: integer().defaultTo(0),
      created_time: bigint(),
      /** The notice the message was delivered from (docs/requirements.md#notices). */
      notice_id: integer().nullable().references('notices.id', 'cascade').addedIn('0007-notices'),
    },
    {
      indexes: [
        { name: 'user_messages_user', columns: ['user_id', 'created_time'] },
        { name: 'user_messages_notice', columns: ['notice_id'], addedIn: '0007-notices' },
      ],
    },
  ),
  /** Published notices (docs/requirements.md#notices). */
  notices: table(
    {
      id: id(),
      publisher_id: integer().references('users.id', 'cascade'),
      introduce_cn: text(),
      introduce_en: text(),
      introduce_tw: text(),
      to_everyone: integer(),
      status: text<NoticeStatus>(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'notices_publisher', columns: ['publisher_id', 'created_time'] }] },
  ),
  notice_recipients: table(
    {
      notice_id: integer().references('notices.id', 'cascade'),
      user_id: integer().references('users.id', 'cascade'),
    },
    { primaryKey: { name: 'notice_recipients_pk', columns: ['notice_id', 'user_id'] } },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof messageTables> {}
}
