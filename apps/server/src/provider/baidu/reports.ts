/**
 * The report side of the `baidu` provider (docs/architecture.md#baidu-provider): an account's structure, its
 * report facts day by day (reports of report-feeds.ts into the fact tables, cost in fen) and its balance,
 * all through the account's `BaiduClient`.
 */
import type { FactStore } from '../../stores/fact-store';
import type { AccountBalance, DayRange, ProviderAccount, ReportProvider } from '../provider';
import { metricColumns, reportFeeds, rowColumns, factRow, type ReportFeed } from './report-feeds';
import { readReport, type ReadSettings } from './report-reader';
import { syncBaiduStructure } from './structure';
import type { BaiduClient } from './protocol';

export interface BaiduReportsOptions {
  facts: FactStore;
  clientFor: (account: ProviderAccount) => Promise<BaiduClient>;
  /** Rows per page of `getReportData` (the provider's pages hold up to 10,000). */
  pageRows?: number;
  /** Runs of days longer than this are read through an asynchronous report task. */
  asyncAfterDays?: number;
  /** Between two polls of a report task. */
  taskPollMs?: number;
}

export type BaiduReports = ReportProvider & {
  /** The account's name at the provider and its balance, or the provider's refusal (`BaiduCallError`). */
  testConnection(account: ProviderAccount): Promise<{ userName: string; balanceFen: number }>;
};

interface AccountInfo {
  userName: string;
  /** Yuan. */
  balance: number;
}

/** Yuan with 2 decimals as integer fen. */
const fen = (yuan: number) => Math.round(yuan * 100);

export function openBaiduReports(options: BaiduReportsOptions): BaiduReports {
  const { facts, clientFor } = options;
  const taskPollMs = options.taskPollMs ?? 2000;
  const settings: ReadSettings = {
    pageRows: options.pageRows ?? 10_000,
    asyncAfterDays: options.asyncAfterDays ?? 31,
    taskPollMs,
    // A task gets half an hour.
    taskPolls: Math.max(10, Math.ceil((30 * 60_000) / taskPollMs)),
  };

  async function accountInfo(account: ProviderAccount): Promise<AccountInfo> {
    const client = await clientFor(account);
    const { data } = await client.call<AccountInfo>('search', 'AccountService', 'getAccountInfo', {
      accountFields: ['userId', 'userName', 'balance'],
    });
    return data[0]!;
  }

  /** One report into its fact table, and the names it brings into their dimension table. */
  async function syncFeed(client: BaiduClient, account: ProviderAccount, feed: ReportFeed, days: DayRange) {
    const named = new Set<string>();
    const request = {
      reportType: feed.reportType,
      timeUnit: feed.timeUnit,
      columns: [...rowColumns, ...feed.columns, ...metricColumns],
    };
    await readReport(client, request, days, settings, async (rows) => {
      await facts.insert(
        feed.table,
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

  return {
    name: 'baidu',

    async syncStructure(account) {
      await syncBaiduStructure(await clientFor(account), facts, account.id, settings, Date.now());
    },

    async syncDays(account, days) {
      const client = await clientFor(account);
      for (const feed of reportFeeds) await syncFeed(client, account, feed, days);
    },

    async balance(account, now): Promise<AccountBalance> {
      return { balanceFen: fen((await accountInfo(account)).balance), asOf: now };
    },

    async testConnection(account) {
      const info = await accountInfo(account);
      return { userName: info.userName, balanceFen: fen(info.balance) };
    },
  };
}
