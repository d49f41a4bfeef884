import { responseCode } from '@adconsole/api-client/contract';
import type { Kysely, Selectable } from 'kysely';
import { ResponseError } from './response-error';
import type { EntityDatabase } from '../stores/entity-schema';

/** The tables of what a user keeps for themselves: each row has its `id` and its owner's `user_id`. */
type OwnedTable = 'alert_rules' | 'notification_channels' | 'report_schedules';

/**
 * One of the user's own rows; another user's, or none, is not found (404), so an id never tells whether
 * someone else has it (docs/requirements.md#notification-channels).
 */
export async function ownRow<T extends OwnedTable>(
  db: Kysely<EntityDatabase>,
  table: T,
  userId: number,
  id: number,
): Promise<Selectable<EntityDatabase[T]>> {
  // Kysely cannot see that `id` and `user_id` are columns of every table of the union: one narrow cast.
  const owned = db as unknown as Kysely<Record<OwnedTable, { id: number; user_id: number }>>;
  const row = await owned
    .selectFrom(table as OwnedTable)
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ResponseError(responseCode.notFound);
  return row as unknown as Selectable<EntityDatabase[T]>;
}
