import { addCalendarDays, providerYesterday, startOfWeekOf } from '@adconsole/date-range/rules';
import type { EntityStore } from '../stores/entity-store';
import { factTables, keywordWeeksTable, sumKeywordWeeks } from '../stores/fact-migrations';
import { deleteAccountRows, type FactStore } from '../stores/fact-store';
import type { Provider, ProviderAccount } from './provider';

/** Pulls each provider account's report facts into the fact store, up to yesterday (Asia/Shanghai). */
export interface ReportSync {
  /** Brings every account up to yesterday: a new account gets its structure and `days` of history. */
  runOnce(): Promise<void>;
  /** Runs again every `intervalMs`, so each new day arrives soon after midnight in the provider's calendar. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface ReportSyncOptions {
  entities: EntityStore;
  facts: FactStore;
  provider: Provider;
  /** How many days back from yesterday an account's history starts. */
  days: number;
  now(): number;
  onError(error: unknown): void;
}

export function createReportSync(options: ReportSyncOptions): ReportSync {
  const { entities, facts, provider, days, now } = options;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function syncedThrough(): Promise<Map<number, string>> {
    const rows = await facts.query<{ account_id: number; synced_through: string }>(
      'SELECT account_id, synced_through FROM provider_sync FINAL',
    );
    return new Map(rows.map((r) => [r.account_id, r.synced_through]));
  }

  async function syncAccount(account: ProviderAccount, through: string | undefined, yesterday: string) {
    const first = addCalendarDays(yesterday, -(days - 1));
    const next = through ? addCalendarDays(through, 1) : first;
    const from = next > first ? next : first;
    if (!through) await provider.syncStructure(account);
    // Days an interrupted run left half-written are loaded again from scratch.
    await deleteAccountRows(facts, factTables, account.id, from);
    await provider.syncDays(account, { from, to: yesterday });
    // The weeks the new days fall in are summed again whole (docs/architecture.md#weekly-keyword-roll-up).
    const monday = startOfWeekOf(from);
    await deleteAccountRows(facts, [keywordWeeksTable], account.id, monday);
    await facts.query(sumKeywordWeeks('f.account_id = {accountId:UInt32} AND f.date >= {monday:Date}'), {
      accountId: account.id,
      monday,
    });
    await facts.query(
      'INSERT INTO provider_sync VALUES ({accountId:UInt32}, {through:Date}, {updatedAt:UInt64})',
      { accountId: account.id, through: yesterday, updatedAt: now() },
    );
  }

  async function run() {
    const yesterday = providerYesterday(now());
    const accounts = await entities.db
      .selectFrom('provider_accounts')
      .select(['id', 'account_no as accountNo'])
      .where('provider', '=', provider.name)
      .orderBy('id')
      .execute();
    const synced = await syncedThrough();
    for (const [position, { id, accountNo }] of accounts.entries()) {
      const through = synced.get(id);
      if (through && through >= yesterday) continue;
      await syncAccount({ id, accountNo, position }, through, yesterday);
    }
  }

  function runOnce() {
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(intervalMs = 10 * 60_000) {
      timer ??= setInterval(() => runOnce().catch(options.onError), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
