/**
 * The report side of the `baidu` provider (docs/baidu-provider.md): an account's structure, its
 * report facts day by day (reports of report-feeds.ts into the fact tables, cost in fen) and its balance,
 * all through the account's `BaiduClient`.
 */
import { addCalendarDays, earlierOf } from '@adconsole/date-range-rules';
import { replaceDays, type RowsInto } from '../../stores/fact-days';
import type { FactStore } from '../../stores/fact-store';
import type {
  AccountBalance,
  AccountWatch,
  DayRange,
  DaysSynced,
  SyncedDays,
  ProviderAccount,
  ReportProvider,
} from '../provider';
import { refusedCredentials, storedSyncFailure } from '../provider-failure';
import type { ReportProgress } from '../report-progress';
import {
  factRow,
  feedColumns,
  reportFeeds,
  reportNumber,
  ReportsFailedError,
  type ReportFeed,
} from './report-feeds';
import { readReport, splitDays, type ReadSettings } from './report-reader';
import { baiduAccountWatch } from './account-watch';
import { syncBaiduStructure } from './structure';
import type { BaiduClient } from './protocol';

export interface BaiduReportsOptions {
  facts: FactStore;
  /** Each report's sync state of the accounts. */
  progress: ReportProgress;
  clientFor: (account: ProviderAccount) => Promise<BaiduClient>;
  /** Rows per page of `getReportData`. */
  pageRows?: number;
  /** Runs of days longer than this are read through an asynchronous report task. */
  asyncAfterDays?: number;
  /** Between two polls of a report task. */
  taskPollMs?: number;
  /** Days a report reads before its progress is kept: what a failure or a restart reads again at most. */
  runDays?: number;
}

export type BaiduReports = ReportProvider &
  AccountWatch & {
    /**
     * The account's user name (the credentials': the provider's account info has none) and its balance, or
     * the provider's refusal (`BaiduCallError`).
     */
    testConnection(account: ProviderAccount): Promise<{ userName: string; balanceFen: number }>;
  };

/** Yuan with 2 decimals as integer fen. */
const fen = (yuan: number) => Math.round(yuan * 100);

export function openBaiduReports(options: BaiduReportsOptions): BaiduReports {
  const { facts, clientFor, progress } = options;
  const taskPollMs = options.taskPollMs ?? 2000;
  const runDays = options.runDays ?? 7;
  const settings: ReadSettings = {
    pageRows: options.pageRows ?? 10_000,
    asyncAfterDays: options.asyncAfterDays ?? 31,
    taskPollMs,
    // A task gets half an hour.
    taskPolls: Math.max(10, Math.ceil((30 * 60_000) / taskPollMs)),
  };

  /**
   * The balance in yuan. `AccountService/getAccountInfo` answers `accountFields` such as `userId` and
   * `balance`, no user name (the `ApiAccountType` model of baidu/baiduads-sdk).
   */
  async function balanceOf(client: BaiduClient): Promise<number> {
    const { data } = await client.call<{ balance?: unknown }>('search', 'AccountService', 'getAccountInfo', {
      accountFields: ['userId', 'balance'],
    });
    return reportNumber(data[0]?.balance);
  }

  /**
   * One run of days of one report into its fact table (or the table `into` names: its stage), and the names
   * it brings into their dimension table.
   */
  async function readRun(
    client: BaiduClient,
    account: ProviderAccount,
    feed: ReportFeed,
    run: DayRange,
    into: RowsInto,
  ) {
    const named = new Set<string>();
    const request = { reportType: feed.reportType, timeUnit: feed.timeUnit, columns: feedColumns(feed) };
    await readReport(client, request, run, settings, async (rows) => {
      await facts.insert(
        into(feed.table),
        rows.map((row) => factRow(feed, row, account.id)),
      );
      const names = feed.names;
      if (!names) return;
      const fresh = rows.filter((row) => {
        const key = names.key(row);
        if (named.has(key)) return false;
        named.add(key);
        return true;
      });
      await facts.insert(
        names.table,
        fresh.map((row) => names.row(row, account.id)),
      );
    });
  }

  /**
   * One report over `days`, a run of `runDays` at a time, each run replacing those days of the account once
   * read whole (docs/architecture.md#fact-layout), its progress kept after each run: a failure or a restart
   * reads again only the run it was in. A report that went past `days.newFrom` in an earlier attempt (its
   * days read again then) goes on from where it stopped.
   */
  async function syncFeed(
    client: BaiduClient,
    account: ProviderAccount,
    feed: ReportFeed,
    days: SyncedDays,
    through: string | null,
  ) {
    const newFrom = days.newFrom ?? days.from;
    const from = through && through >= newFrom ? addCalendarDays(through, 1) : days.from;
    if (from > days.to) return;
    for (const run of splitDays({ from, to: days.to }, runDays)) {
      const replaced = { accountId: account.id, from: run.from, to: run.to };
      await replaceDays(facts, [feed.table], replaced, (into) => readRun(client, account, feed, run, into));
      await progress.reached(account.id, feed.report, run.to);
    }
  }

  return {
    name: 'baidu',
    ...baiduAccountWatch(clientFor, settings),

    async syncStructure(account) {
      await syncBaiduStructure(await clientFor(account), facts, account.id, settings, Date.now());
    },

    async syncDays(account, days, batch): Promise<DaysSynced> {
      // Each run of days is written as soon as it is read (its progress is kept run by run), through the
      // stage the batch's accounts share: what they staged is written first.
      await batch?.flush();
      const client = await clientFor(account);
      const states = await progress.of(account.id);
      const failures: { feed: ReportFeed; error: unknown }[] = [];
      for (const feed of reportFeeds) {
        try {
          await syncFeed(client, account, feed, days, states.get(feed.report)?.syncedThrough ?? null);
        } catch (error) {
          await progress.failed(account.id, feed.report, storedSyncFailure(error));
          failures.push({ feed, error });
          // Refused credentials refuse every report alike: the others are not asked in vain.
          if (refusedCredentials(error)) break;
        }
      }
      const reached = await progress.of(account.id);
      let through: string | null = days.to;
      for (const feed of reportFeeds) {
        const day = reached.get(feed.report)?.syncedThrough ?? null;
        through = day === null || through === null ? null : earlierOf(day, through);
      }
      return { through, ...(failures.length ? { failure: new ReportsFailedError(failures) } : {}) };
    },

    async balance(account, now): Promise<AccountBalance> {
      return { balanceFen: fen(await balanceOf(await clientFor(account))), asOf: now };
    },

    async testConnection(account) {
      const client = await clientFor(account);
      return { userName: client.userName, balanceFen: fen(await balanceOf(client)) };
    },
  };
}
