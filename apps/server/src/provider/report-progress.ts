import type { ProviderReport } from '@adconsole/api-client/contract';
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';

/** How far one report of an account is synchronised, and why its last read failed (`storedSyncFailure`). */
export interface ReportState {
  syncedThrough: string | null;
  error: string | null;
}

/**
 * Each report's sync state of the accounts (docs/baidu-provider.md#baidu-report-sync), in the entity store so
 * that every server process and a restarted one see it: a sync resumes each report after the last day it
 * holds, and one report's failure is kept on that report alone.
 */
export interface ReportProgress {
  of(accountId: number): Promise<Map<ProviderReport, ReportState>>;
  /** The report holds every day through `through`; its last failure is forgotten. */
  reached(accountId: number, report: ProviderReport, through: string): Promise<void>;
  /** The report's read failed: the days it holds stay as they were. */
  failed(accountId: number, report: ProviderReport, error: string): Promise<void>;
}

export function reportProgress(db: Kysely<EntityDatabase>, now: () => number): ReportProgress {
  const upsert = (accountId: number, report: ProviderReport, set: Partial<ReportState>) =>
    db
      .insertInto('provider_report_syncs')
      .values({
        account_id: accountId,
        report,
        synced_through: set.syncedThrough ?? null,
        error: set.error ?? null,
        updated_time: now(),
      })
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'report']).doUpdateSet({
          ...(set.syncedThrough !== undefined ? { synced_through: set.syncedThrough } : {}),
          error: set.error ?? null,
          updated_time: now(),
        }),
      )
      .execute();

  return {
    async of(accountId) {
      const rows = await db
        .selectFrom('provider_report_syncs')
        .select(['report', 'synced_through', 'error'])
        .where('account_id', '=', accountId)
        .execute();
      return new Map(
        rows.map((row) => [
          row.report as ProviderReport,
          { syncedThrough: row.synced_through, error: row.error },
        ]),
      );
    },
    reached: async (accountId, report, through) =>
      void (await upsert(accountId, report, { syncedThrough: through })),
    failed: async (accountId, report, error) => void (await upsert(accountId, report, { error })),
  };
}
