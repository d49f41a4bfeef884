import {
  responseCode,
  signedChannelKinds,
  type NotificationChannel,
  type SaveChannel,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { ResponseError } from '../http/response-error';
import { ownRow } from '../http/own-rows';
import type { EntityStore } from '../stores/entity-store';
import type { ChannelSecrets } from './notifications';

/** The user's channels by name; a secret only as whether one is kept. */
export async function listChannels(entities: EntityStore, userId: number): Promise<NotificationChannel[]> {
  const rows = await entities.db
    .selectFrom('notification_channels')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    ...(row.address === null ? {} : { address: row.address }),
    ...(row.url === null ? {} : { url: row.url }),
    hasSecret: row.secret !== null,
    createdTime: providerDateTime(Number(row.created_time)),
  }));
}

/** One of the user's channels; another's, or none, is not found. */
export async function ownChannel(entities: Pick<EntityStore, 'db'>, userId: number, id: number) {
  return ownRow(entities.db, 'notification_channels', userId, id);
}

/**
 * Whether another of the user's channels has this name, whatever the case (docs/requirements.md#notification-channels):
 * a rule or schedule names its channels by name, so two alike could not be told apart. Compared here, not in
 * SQL, so every engine folds case alike (SQLite's lower() folds only ASCII); a user keeps a few channels.
 */
export async function channelNameTaken(
  entities: EntityStore,
  userId: number,
  name: string,
  id: number | undefined,
): Promise<boolean> {
  const rows = await entities.db
    .selectFrom('notification_channels')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .execute();
  const folded = name.trim().toLocaleLowerCase();
  return rows.some((row) => row.id !== id && row.name.trim().toLocaleLowerCase() === folded);
}

/**
 * Creates a channel or changes one of the user's own (another's is not found), checked already. A secret
 * left out keeps the one kept, an empty one removes it; only signed robots keep one.
 */
export async function saveChannel(
  entities: EntityStore,
  secrets: ChannelSecrets,
  userId: number,
  input: SaveChannel,
  now: number,
): Promise<number> {
  const email = input.kind === 'email';
  const values = {
    name: input.name,
    kind: input.kind,
    address: email ? input.address!.toLowerCase() : null,
    url: email ? null : input.url!,
    updated_time: now,
  };
  const signs = signedChannelKinds.includes(input.kind);
  return entities.db.transaction().execute(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      ({ id } = await tx
        .insertInto('notification_channels')
        .values({ ...values, user_id: userId, secret: null, created_time: now })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const changed = await tx
        .updateTable('notification_channels')
        .set(values)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new ResponseError(responseCode.notFound);
    }
    // The secret is sealed bound to the channel's id, known only now for a new channel.
    const secret = !signs || input.secret === '' ? null : input.secret;
    if (secret !== undefined) {
      await tx
        .updateTable('notification_channels')
        .set({ secret: secret === null ? null : secrets.seal(id, secret) })
        .where('id', '=', id)
        .execute();
    }
    return id;
  });
}

/** Deletes one of the user's channels; its deliveries still to be sent fail, saying so to the operator. */
export async function deleteChannel(entities: EntityStore, userId: number, id: number) {
  await entities.db.transaction().execute(async (tx) => {
    await ownChannel({ db: tx }, userId, id);
    await tx
      .updateTable('notification_deliveries')
      .set({ status: 'failed', error: 'the channel was deleted' })
      .where('channel_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    await tx.deleteFrom('notification_channels').where('id', '=', id).execute();
  });
}
