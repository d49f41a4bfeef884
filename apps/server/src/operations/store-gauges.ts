import { addCalendarDays, providerDayStart, providerYesterday } from '@adconsole/date-range-rules';
import { Gauge, type Registry } from 'prom-client';
import type { JobRunner } from '../jobs/job-runner';
import { syncedThroughOf } from '../provider/report-sync';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';

export interface StoreGaugeSources {
  jobs: Pick<JobRunner, 'backlog'>;
  entities: EntityStore;
  facts: FactStore;
  /** The server's clock (epoch ms), the one jobs and accounts were stamped with. */
  now(): number;
}

/**
 * How far behind each account's facts are: seconds from the end of the last day synced (Asia/Shanghai) to
 * now, so a few hours at most when the sync keeps up. An account without a day synced yet counts from the
 * start of the day it was added.
 */
async function syncLags({ entities, facts, now }: StoreGaugeSources) {
  const [accounts, synced] = await Promise.all([
    entities.db.selectFrom('provider_accounts').select(['id', 'provider', 'created_time']).execute(),
    syncedThroughOf(facts),
  ]);
  const at = now();
  return accounts.map(({ id, provider, created_time }) => {
    const through = synced.get(id) ?? providerYesterday(Number(created_time));
    const seconds = (at - providerDayStart(addCalendarDays(through, 1))) / 1000;
    return { labels: { account_id: id, provider }, seconds: Math.max(0, seconds) };
  });
}

/**
 * The series read from the stores at each scrape (docs/operations.md#metrics): job queues and sync lag. Every
 * process on the same store reads the same values. Answers the read that sets them, which a scrape awaits;
 * when it fails the series are left empty rather than stale.
 */
export function storeGauges(registry: Registry, sources: StoreGaugeSources): () => Promise<void> {
  const gauge = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const waiting = gauge('adconsole_job_queue_depth', 'Unfinished jobs no live process holds, by kind', [
    'kind',
  ]);
  const oldestWaiting = gauge(
    'adconsole_job_oldest_waiting_seconds',
    'How long the oldest job no live process holds has waited since it was asked for, by kind',
    ['kind'],
  );
  const held = gauge(
    'adconsole_jobs_running',
    "Unfinished jobs a live process holds (running, or waiting out a retry's back-off), by kind",
    ['kind'],
  );
  const syncLag = gauge(
    'adconsole_report_sync_lag_seconds',
    'Seconds from the end of the last day of report facts synced to now, by provider account',
    ['account_id', 'provider'],
  );
  const gauges = [waiting, oldestWaiting, held, syncLag];
  return async () => {
    try {
      const [backlog, lags] = await Promise.all([sources.jobs.backlog(), syncLags(sources)]);
      const at = sources.now();
      // Accounts deleted since the last scrape lose their series.
      for (const series of gauges) series.reset();
      for (const kind of backlog) {
        waiting.set({ kind: kind.kind }, kind.waiting);
        held.set({ kind: kind.kind }, kind.held);
        const waited = kind.oldestAskedAt === undefined ? 0 : (at - kind.oldestAskedAt) / 1000;
        oldestWaiting.set({ kind: kind.kind }, Math.max(0, waited));
      }
      for (const { labels, seconds } of lags) syncLag.set(labels, seconds);
    } catch (error) {
      for (const series of gauges) series.reset();
      throw error;
    }
  };
}
