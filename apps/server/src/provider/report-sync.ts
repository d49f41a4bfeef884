import type { ProviderName } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday, startOfWeekOf } from '@adconsole/date-range-rules';
import type { JobRunner, Lease } from '../jobs/job-runner';
import type { EntityStore } from '../stores/entity-store';
import {
  finestFactTables,
  keywordWeeksSummedTable,
  latestOfAccounts,
  keywordWeeksTable,
  sumKeywordWeeks,
  weeksClosedThrough,
} from '../stores/fact-schema';
import { daysBatch, keywordWeeksSummedThrough, type DaysBatch } from '../stores/fact-days';
import { deleteAccountRows, type FactStore } from '../stores/fact-store';
import { storedSyncFailure } from './provider-failure';
import type { Providers, ServedAccount } from './providers';

/** Pulls each provider account's report facts into the fact store, up to yesterday (Asia/Shanghai). */
export interface ReportSync {
  /**
   * Brings every account up to yesterday, each from its own provider: a new account gets its structure and
   * its provider's `days` of history. One account's failure (e.g. refused credentials) is logged and kept on
   * the account; the others go on.
   */
  runOnce(): Promise<void>;
  /**
   * Synchronizes one account now: its structure again, the days it lacks up to yesterday and (Baidu) its
   * balance. Answers how far its facts reach; its provider's failure is thrown (and kept on the account).
   */
  syncAccount(accountId: number): Promise<string | null>;
  /**
   * Runs once now, beside the requests the server already answers, then again every `intervalMs`, so each new
   * day arrives soon after midnight in the provider's calendar: in one of the server processes on the store,
   * the one holding the schedule's lease. The job runner's close stops it (docs/architecture.md#report-sync).
   */
  start(intervalMs?: number): void;
  /**
   * Settles when the run `start` began has ended (its failures go to `onError`, never here): until then the
   * facts may lack days the provider has (`/readyz` says `catching-up`).
   */
  caughtUp(): Promise<void>;
  /** Whether the run `start` began has ended. */
  isCaughtUp(): boolean;
  /**
   * Runs `work` while no sync writes facts, holding the sync's lease: a backup of the facts holds whole syncs
   * (docs/operations.md#backup-and-restore). Answers undefined, without running it, once the server closes.
   */
  betweenSyncs<T>(work: () => Promise<T>): Promise<T | undefined>;
}

export interface ReportSyncOptions {
  entities: EntityStore;
  facts: FactStore;
  providers: Pick<Providers, 'account' | 'accounts'>;
  /** How many days back from yesterday a new account's history starts, by its provider. */
  days: Record<ProviderName, number>;
  /**
   * `SYNC_REREAD_DAYS`: how many days before its first new day a sync reads again, which the provider may
   * still have changed (docs/architecture.md#fact-layout).
   */
  rereadDays: number;
  now(): number;
  /** Where the processes on the store agree which of them syncs. */
  jobs: JobRunner;
  /** A failure of the sync: one account's (with the account) or the run's. */
  onError(error: unknown, account?: ServedAccount['account']): void;
  /** Runs after each sync, once its lease is given up: the alerts are evaluated on the new facts. */
  afterSync?(): Promise<void>;
  /**
   * Runs once an account's new days are in, up to `through`: the change history reads the provider's
   * operation records of the last days (docs/requirements.md#change-history). It never throws: a failure
   * there is not the sync's.
   */
  afterDays?(served: ServedAccount, through: string): Promise<void>;
}

/** How far each account's facts reach (`provider_sync`), by account id. */
export async function syncedThroughOf(facts: FactStore): Promise<Map<number, string>>;
/** How far one account's facts reach, undefined before its first sync. */
export async function syncedThroughOf(facts: FactStore, accountId: number): Promise<string | undefined>;
export async function syncedThroughOf(
  facts: FactStore,
  accountId?: number,
): Promise<Map<number, string> | string | undefined> {
  const rows = await facts.query<{ account_id: number; synced_through: string }>(
    latestOfAccounts(
      'provider_sync',
      'synced_through',
      accountId === undefined ? '1' : 'account_id = {accountId:UInt32}',
    ),
    accountId === undefined ? undefined : { accountId },
  );
  if (accountId !== undefined) return rows[0]?.synced_through;
  return new Map(rows.map((r) => [r.account_id, r.synced_through]));
}

/**
 * The lease a sync runs under, whichever process runs it (docs/architecture.md#work-across-processes): held
 * while the sync works; a process waiting for it looks at each heartbeat.
 */
const runLease = 'report-sync';
/**
 * The lease of the periodic runs: its holder runs them and keeps it while it lives; another process takes it
 * at its next turn once it ran out.
 */
const scheduleLease = 'report-sync-schedule';
/**
 * How many accounts' days a run writes together: each table gets one part of differences a batch rather than
 * one an account (docs/architecture.md#report-sync).
 */
const accountsPerBatch = 50;

export function createReportSync(options: ReportSyncOptions): ReportSync {
  const { entities, facts, providers, now, jobs } = options;
  let pending: Promise<void> | undefined;
  let started = false;
  let caughtUp = false;
  let firstRun: Promise<void> | undefined;

  /**
   * An account's structure when it has none yet (or `structure`), and its missing days read into `batch`:
   * what `finishAccount` needs once the batch is written, nothing when it lacks no day.
   */
  async function readAccount(
    served: ServedAccount,
    through: string | undefined,
    structure: boolean,
    batch: DaysBatch,
  ) {
    const { account, provider, providerName } = served;
    if (structure || !through) await provider.syncStructure(account);
    const yesterday = providerYesterday(now());
    const first = addCalendarDays(yesterday, -(options.days[providerName] - 1));
    if (through && through >= yesterday) return undefined;
    // A new day brings the days before it again: what the provider changed of them since replaces them.
    const newFrom = through ? addCalendarDays(through, 1) : first;
    const again = addCalendarDays(newFrom, -options.rereadDays);
    const from = again > first ? again : first;
    return { from, synced: await provider.syncDays(account, { from, newFrom, to: yesterday }, batch) };
  }

  /**
   * Once an account's days are written: its weekly sums, how far its facts reach, the work after its days
   * and (Baidu) its balance; a failure of its provider's read is thrown here.
   */
  async function finishAccount(served: ServedAccount, read: Awaited<ReturnType<typeof readAccount>>) {
    const { account, provider, providerName } = served;
    if (read) {
      const { from, synced } = read;
      // The account's facts reach the last day every one of its reports holds.
      if (synced.through && synced.through >= from) {
        await sumClosedWeeks(account.id, from, synced.through);
        await facts.query(
          'INSERT INTO provider_sync VALUES ({accountId:UInt32}, {through:Date}, {updatedAt:UInt64})',
          { accountId: account.id, through: synced.through, updatedAt: now() },
        );
        await options.afterDays?.(served, synced.through);
      }
      if (synced.failure !== undefined) throw synced.failure;
    }
    const balance = providerName === 'baidu' ? await provider.balance(account, now()) : undefined;
    await entities.db
      .updateTable('provider_accounts')
      .set({ sync_error: null, ...(balance ? { balance_fen: balance.balanceFen } : {}) })
      .where('id', '=', account.id)
      .execute();
  }

  /** Keeps an account's failure on it, where the account list shows it. */
  async function keepFailure(served: ServedAccount, error: unknown) {
    await entities.db
      .updateTable('provider_accounts')
      .set({ sync_error: storedSyncFailure(error) })
      .where('id', '=', served.account.id)
      .execute();
  }

  /**
   * Sums the keyword weeks that closed now that the account's facts reach `through`, each once
   * (docs/architecture.md#weekly-keyword-roll-up). A week summed before whose days were read again (a window
   * longer than the one it closed with) is summed again: its rows are deleted first, the one mutation left.
   */
  async function sumClosedWeeks(accountId: number, from: string, through: string) {
    const closed = weeksClosedThrough(through, options.rereadDays);
    const summed = await keywordWeeksSummedThrough(facts, accountId);
    const start = !summed ? undefined : from <= summed ? startOfWeekOf(from) : addCalendarDays(summed, 1);
    if (start !== undefined && start > closed) return;
    await deleteAccountRows(facts, [keywordWeeksTable], accountId, start);
    const where = `f.account_id = {accountId:UInt32} AND f.date <= {closed:Date}${start ? ' AND f.date >= {start:Date}' : ''}`;
    await facts.query(sumKeywordWeeks(where), { accountId, closed, start });
    await facts.query(
      `INSERT INTO ${keywordWeeksSummedTable} VALUES ({accountId:UInt32}, {closed:Date}, {updatedAt:UInt64})`,
      { accountId, closed, updatedAt: now() },
    );
  }

  /**
   * A batch of accounts: each one's days read into one batch, written together, then each one finished
   * (docs/architecture.md#report-sync). One account's failure is kept on it and reported; the others go on.
   */
  async function syncBatch(group: readonly ServedAccount[], synced: Map<number, string>, lease: Lease) {
    const batch = daysBatch(facts, finestFactTables);
    const read = [];
    for (const served of group) {
      if (!lease.held()) break;
      try {
        read.push({ served, days: await readAccount(served, synced.get(served.account.id), false, batch) });
      } catch (error) {
        await keepFailure(served, error);
        options.onError(error, served.account);
      }
    }
    // The lease lost (a closing server, a slow renewal): the staged days are not written, since the process
    // that holds it now may empty the stage; the accounts are read again by the next run, as none of them is
    // recorded as synced further.
    if (!lease.held()) return;
    await batch.flush();
    for (const { served, days } of read) {
      try {
        await finishAccount(served, days);
      } catch (error) {
        await keepFailure(served, error);
        options.onError(error, served.account);
      }
    }
  }

  async function run(lease: Lease) {
    const yesterday = providerYesterday(now());
    const synced = await syncedThroughOf(facts);
    // A Baidu account is visited every run for its balance; a sandbox one only for a new day.
    const due = (await providers.accounts()).filter((served) => {
      const through = synced.get(served.account.id);
      return !(through && through >= yesterday && served.providerName === 'sandbox');
    });
    for (let start = 0; start < due.length; start += accountsPerBatch) {
      // Another process took the lease over (this one was too slow to renew it): the rest is its run's.
      if (!lease.held()) return;
      await syncBatch(due.slice(start, start + accountsPerBatch), synced, lease);
    }
  }

  // One sync at a time (`runLease`), in this process and across the processes on the store: a run and an
  // account synced by hand never write the same account's days together; a closing server stops waiting.
  // A run asked for while one runs comes after it (an account added meanwhile is in it); runs asked for
  // before it starts share it.
  function runOnce() {
    pending ??= jobs
      .exclusive(runLease, (lease) => {
        pending = undefined;
        return run(lease);
      })
      .then(afterSync);
    return pending;
  }

  /** The work after a sync; its failure is the sync's error to report, not the sync's own failure. */
  async function afterSync() {
    await options.afterSync?.().catch((error: unknown) => options.onError(error));
  }

  return {
    runOnce,
    async syncAccount(accountId) {
      const through = await jobs.exclusive(runLease, async () => {
        const served = await providers.account(accountId);
        try {
          const batch = daysBatch(facts, finestFactTables);
          const read = await readAccount(served, await syncedThroughOf(facts, accountId), true, batch);
          await batch.flush();
          await finishAccount(served, read);
        } catch (error) {
          await keepFailure(served, error);
          throw error;
        }
        return syncedThroughOf(facts, accountId);
      });
      await afterSync();
      return through ?? null;
    },
    betweenSyncs: (work) => jobs.exclusive(runLease, () => work()),
    start(intervalMs = 10 * 60_000) {
      if (started) return;
      started = true;
      firstRun = runOnce()
        .catch((error: unknown) => options.onError(error))
        .finally(() => {
          caughtUp = true;
        });
      jobs.schedule(scheduleLease, intervalMs, runOnce);
    },
    caughtUp: () => firstRun ?? Promise.resolve(),
    isCaughtUp: () => caughtUp,
  };
}
