import type { ChangeKind, HistoryLevel } from '@adconsole/api-client/contract';
import type { Kysely, Transaction } from 'kysely';
import type { EntityDatabase } from './entity-schema';

/**
 * One change for an account's history (docs/requirements.md#change-history). For this console's own changes
 * `field` is one of our keys (`bid`, `budget`, `status`, `negativePhrase`, `negativeExact`, `created`) and the
 * values are stored values (fen as decimal strings, `paused`/`enabled`, a term); a provider's record keeps its
 * own words and a `providerKey`.
 */
export interface ChangeInput {
  accountId: number;
  /** Epoch ms. */
  time: number;
  kind: ChangeKind;
  source: 'console' | 'provider';
  userId: number | null;
  jobId: number | null;
  level: HistoryLevel;
  objectId: string | null;
  objectName: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** The same each time the provider's record is read, so it is kept once. */
  providerKey?: string;
}

/** Rows a statement inserts at most: 14 parameters each stays far below either engine's parameter limit. */
const batchSize = 500;

/**
 * Adds the changes to their accounts' histories; a provider record already kept (same account and
 * `providerKey`) is left as it is, so syncing the same days again adds nothing.
 */
export async function recordChanges(
  db: Kysely<EntityDatabase> | Transaction<EntityDatabase>,
  rows: readonly ChangeInput[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto('changes')
      .values(
        rows.slice(start, start + batchSize).map((row) => ({
          account_id: row.accountId,
          time: row.time,
          kind: row.kind,
          source: row.source,
          user_id: row.userId,
          job_id: row.jobId,
          level: row.level,
          object_id: row.objectId,
          object_name: row.objectName,
          field: row.field,
          old_value: row.oldValue,
          new_value: row.newValue,
          provider_key: row.providerKey ?? null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['account_id', 'provider_key']).doNothing())
      .execute();
  }
}
