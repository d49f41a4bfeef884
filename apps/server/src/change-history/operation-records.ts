import { addCalendarDays } from '@adconsole/date-range-rules';
import type { Kysely } from 'kysely';
import type { OperationRecord } from '../provider/ad-editor';
import type { ServedAccount } from '../provider/providers';
import type { EntityDatabase } from '../stores/entity-schema';
import { recordChanges } from '../stores/record-changes';

/**
 * The days read again at each sync: the provider may list a record some days late, and reading a day again
 * adds nothing (records are kept once by their key).
 */
export const operationRecordDays = 7;

/** The object a record is about, where the provider names its id: its campaign or unit. */
function objectIdOf(record: OperationRecord): string | null {
  const id =
    record.level === 'campaign' ? record.campaignId : record.level === 'unit' ? record.unitId : undefined;
  return id === undefined ? null : String(id);
}

/**
 * Keeps the provider's operation records of the days up to `through` in the account's change history
 * (docs/requirements.md#change-history), marked as made elsewhere and without a user. Called by the report
 * sync once an account's new days are in; the provider's failure is told to `warn` and the sync goes on, as
 * the next day's sync reads these days again.
 */
export async function keepOperationRecords(
  db: Kysely<EntityDatabase>,
  { account, provider }: ServedAccount,
  through: string,
  warn: (error: unknown) => void,
): Promise<void> {
  try {
    const from = addCalendarDays(through, -(operationRecordDays - 1));
    const records = await provider.operationRecords(account, { from, to: through });
    await recordChanges(
      db,
      records.map((record) => ({
        accountId: account.id,
        time: record.time,
        kind: 'provider',
        source: 'provider',
        userId: null,
        jobId: null,
        level: record.level,
        objectId: objectIdOf(record),
        objectName: record.objectName,
        field: record.field,
        oldValue: record.oldValue,
        newValue: record.newValue,
        providerKey: record.key,
      })),
    );
  } catch (error) {
    warn(error);
  }
}
