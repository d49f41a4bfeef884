import type { EditLevel, NegativeLevel, NegativeMatchType } from '@adconsole/api-client/contract';
import { sql } from 'kysely';
import { recordChanges, type ChangeInput } from '../stores/record-changes';
import { Interrupted, type JobQueue, type JobRunner } from '../jobs/job-runner';
import type { Provider, ProviderAccount } from '../provider/provider';
import type { Providers } from '../provider/providers';
import type { EntityStore } from '../stores/entity-store';
import type { ChangeRowResult } from './ad-change-tables';
import { skipReasons, type RowRefusal } from './change-values';
import { doneRows, jobStatus } from './change-jobs';
import { readEditPlan, readUndoPlan, type ParsedEdit, type PlannedRow } from './edit-plan';
import { mergeTerms, readTargetLists, sameLists } from './negatives';

/** What a negatives job keeps of its request: the terms are its rows. */
interface NegativeJobRequest {
  level: NegativeLevel;
  targetId: number;
  matchType: NegativeMatchType;
}

/** What a bulk edit job keeps of its request; an undo's is the job it undoes (`undo_of`). */
export interface EditJobRequest {
  ids: number[];
  edit: ParsedEdit;
}

/** The stored field of a negative of a match type (docs/requirements.md#change-history). */
export const negativeField = (matchType: NegativeMatchType) =>
  matchType === 'phrase' ? 'negativePhrase' : 'negativeExact';

/** How one row ended, with its values as they were when the job ran. */
interface RowResult {
  name?: string;
  oldValue?: string | null;
  newValue?: string | null;
  result: Exclude<ChangeRowResult, 'pending'>;
  refusal?: RowRefusal;
}

interface ChangeJobOptions {
  entities: EntityStore;
  providers: Pick<Providers, 'account'>;
  /** The business clock (created and finished times, the changes' times). */
  now: () => number;
}

/** How many times a job runs before its waiting rows fail as unreachable (a call that fails as a whole). */
const changeJobAttempts = 3;

/**
 * Change jobs (docs/requirements.md#ad-changes), a kind of the process's job runner: each reads what the
 * provider holds when it runs, changes what still should change, then records every row's result, the
 * changes and the job's end in one transaction that checks the lease.
 */
export function createChangeJobRunner(jobs: JobRunner, options: ChangeJobOptions): JobQueue {
  const { entities, providers, now } = options;
  const db = entities.db;

  /**
   * Negatives: merges the terms into the list, reads the list again right before writing and writes nothing
   * when it changed since the merge began (someone else's words would be lost); then writes the list whole.
   */
  async function negativeResults(
    provider: Provider,
    account: ProviderAccount,
    request: NegativeJobRequest,
    terms: string[],
  ): Promise<RowResult[]> {
    const { level, targetId, matchType } = request;
    const target = await readTargetLists(provider, account, level, targetId);
    if (!target) return terms.map(() => ({ result: 'failed', refusal: { reason: 'unknownObject' } }));
    const { outcomes, lists } = mergeTerms(target, matchType, terms);
    let failure: RowRefusal | undefined;
    if (outcomes.some((outcome) => outcome.result === 'done')) {
      const again = await provider.readNegatives(account, level, targetId);
      if (!again || !sameLists(again, target.lists)) failure = { reason: 'listChanged' };
      else {
        const written = await provider.writeNegatives(account, level, targetId, lists);
        if (!written.ok) failure = { reason: written.reason, detail: written.detail };
      }
    }
    return outcomes.map((outcome) => {
      if (outcome.result === 'done')
        return failure
          ? { name: target.name, result: 'failed', refusal: failure }
          : { name: target.name, result: 'done' };
      const { result, ...refusal } = outcome;
      return { name: target.name, result, refusal };
    });
  }

  /** Bulk edits and undo: the rows planned again from what the provider holds now, then sent. */
  async function editResults(
    provider: Provider,
    account: ProviderAccount,
    planned: PlannedRow[],
    level: EditLevel,
  ) {
    const updates = planned.flatMap((row) => (row.update ? [row.update] : []));
    const outcomes = updates.length > 0 ? await provider.updateSettings(account, level, updates) : [];
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    return planned.map((row): RowResult => {
      const values = { name: row.name, oldValue: row.oldValue, newValue: row.newValue };
      if (row.refusal)
        return {
          ...values,
          result: skipReasons.has(row.refusal.reason) ? 'skipped' : 'failed',
          refusal: row.refusal,
        };
      const outcome = byId.get(row.id);
      if (outcome?.ok) return { ...values, result: 'done' };
      return {
        ...values,
        result: 'failed',
        refusal: outcome ? { reason: outcome.reason, detail: outcome.detail } : { reason: 'providerRefused' },
      };
    });
  }

  async function run(jobId: number) {
    const job = await db
      .selectFrom('change_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const { account, provider } = await providers.account(job.account_id);
    const rows = await db
      .selectFrom('change_job_rows')
      .selectAll()
      .where('job_id', '=', jobId)
      .orderBy('position')
      .execute();
    let results: RowResult[];
    if (job.kind === 'negative') {
      const terms = rows.map((row) => row.new_value!);
      results = await negativeResults(
        provider,
        account,
        JSON.parse(job.request) as NegativeJobRequest,
        terms,
      );
    } else {
      const planned =
        job.kind === 'edit'
          ? await readEditPlan(provider, account, job.level, ...editRequest(job.request))
          : await readUndoPlan(provider, account, job.level, await doneRows(db, job.undo_of!));
      results = await editResults(provider, account, planned, job.level);
    }
    const time = now();
    const changes = rows.flatMap((row, position): ChangeInput[] => {
      const result = results[position]!;
      if (result.result !== 'done') return [];
      return [
        {
          accountId: job.account_id,
          time,
          kind: job.kind,
          source: 'console',
          userId: job.user_id,
          jobId,
          level: job.level,
          objectId: String(row.object_id),
          objectName: result.name ?? row.name,
          field: row.field,
          oldValue: result.oldValue === undefined ? row.old_value : result.oldValue,
          newValue: result.newValue === undefined ? row.new_value : result.newValue,
        },
      ];
    });
    await finish(jobId, results, changes);
  }

  const editRequest = (text: string): [number[], ParsedEdit] => {
    const request = JSON.parse(text) as EditJobRequest;
    return [request.ids, request.edit];
  };

  /** Records the rows' results, the changes and the job's end, while this process still holds the lease. */
  async function finish(jobId: number, results: RowResult[], changes: ChangeInput[]) {
    await db.transaction().execute(async (tx) => {
      const ended = await tx
        .updateTable('change_jobs')
        .set({ status: jobStatus(results.map((r) => r.result)), finished_time: now() })
        .where('id', '=', jobId)
        .where('status', '=', 'running')
        .where('lease_owner', '=', jobs.owner)
        .executeTakeFirst();
      if (ended.numUpdatedRows === 0n) throw new Interrupted();
      for (const [position, result] of results.entries()) {
        await tx
          .updateTable('change_job_rows')
          .set({
            ...(result.name === undefined ? {} : { name: result.name }),
            ...(result.oldValue === undefined ? {} : { old_value: result.oldValue }),
            ...(result.newValue === undefined ? {} : { new_value: result.newValue }),
            result: result.result,
            reason: result.refusal?.reason ?? null,
            detail: result.refusal?.detail ?? null,
          })
          .where('job_id', '=', jobId)
          .where('position', '=', position)
          .execute();
      }
      await recordChanges(tx, changes);
    });
  }

  /** A job whose every attempt failed: its rows fail as the provider unreachable, the job with them. */
  async function giveUp(jobId: number) {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('change_job_rows')
        .set({ result: 'failed', reason: 'providerUnreachable', detail: null })
        .where('job_id', '=', jobId)
        .where('result', '=', 'pending')
        .execute();
      const rows = await tx
        .selectFrom('change_job_rows')
        .select('result')
        .where('job_id', '=', jobId)
        .execute();
      await tx
        .updateTable('change_jobs')
        .set({ status: jobStatus(rows.map((row) => row.result)), finished_time: now() })
        .where('id', '=', jobId)
        .where('status', '=', 'running')
        .execute();
    });
  }

  return jobs.register({
    name: 'change',
    table: 'change_jobs',
    id: 'id',
    unfinished: sql`status = ${'running'}`,
    askedAt: sql<number>`created_time`,
    concurrency: 4,
    attempts: changeJobAttempts,
    run,
    giveUp,
  });
}
