import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoints, reportListEndpoint, type DownloadRecord } from '../contract';
import { isBusy } from './downloads';
import {
  accountOfQuery,
  endpointOfQuery,
  invalidateCalls,
  isLocalizedQuery,
  isQueryOf,
  queryKeysOf,
} from './query-keys';

const reportBody = { query: { beginDate: '2026-11-01', endDate: '2026-11-07', timeUnit: 'day' as const } };
const keywordList = '/marketing/api/v1/seachReport/keyword/list';

/** A cache holding one answer of each kind the console keeps, of accounts 1 and 2. */
function filledCache() {
  const queryClient = new QueryClient();
  const [one, two] = [queryKeysOf(1), queryKeysOf(2)];
  const keys = {
    userInfo: one.of(endpoints.getUserInfo),
    routers: one.of(endpoints.getRouters),
    unread: one.of(endpoints.unreadCount, {}),
    popup: [...one.of(endpoints.newestMessage, {}), 'popup'],
    downloads: one.of(endpoints.downloadList, { page: { number: 1, size: 20 } }),
    accounts: one.of(endpoints.accountList, { query: {} }),
    summary: one.of(endpoints.accountSummary, {}),
    keywordReport: one.of(reportListEndpoint('search', 'keyword'), reportBody),
    keywordReportOfTwo: two.of(reportListEndpoint('search', 'keyword'), reportBody),
    campaignReport: one.of(reportListEndpoint('search', 'campaign'), reportBody),
    keywordColumns: one.of(endpoints.customReportFields, { channel: 'search', section: 'keyword' }),
    notOurs: ['something', 'else'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 'answer');
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, invalidated };
}

describe('query keys', () => {
  it('name the call they cache, the account of an account-scoped call, then the input', () => {
    expect(queryKeysOf(7).of(reportListEndpoint('search', 'keyword'), reportBody)).toEqual([
      keywordList,
      { accountId: 7 },
      reportBody,
    ]);
    expect(queryKeysOf(7).of(endpoints.accountSummary)).toEqual([
      '/marketing/api/v1/user/account/report/summary',
      { accountId: 7 },
    ]);
  });

  it('of the user’s own answers name no account: they are the same under every account', () => {
    expect(queryKeysOf(7).of(endpoints.getUserInfo)).toEqual(['/marketing/api/v1/user/getUserInfo']);
    expect(queryKeysOf(8).of(endpoints.downloadList, { page: { number: 1, size: 20 } })).toEqual([
      '/marketing/api/v1/downloadExcelRecord/list',
      { page: { number: 1, size: 20 } },
    ]);
    expect(queryKeysOf(8).of(endpoints.getUserInfo)).toEqual(queryKeysOf(7).of(endpoints.getUserInfo));
  });

  it('of two accounts never meet in one cache entry', () => {
    const queryClient = new QueryClient();
    const report = reportListEndpoint('feed', 'campaign');
    queryClient.setQueryData(queryKeysOf(1).of(report, reportBody), 'rows of account 1');
    queryClient.setQueryData(queryKeysOf(2).of(report, reportBody), 'rows of account 2');
    expect(queryClient.getQueryData(queryKeysOf(1).of(report, reportBody))).toBe('rows of account 1');
    expect(queryClient.getQueryData(queryKeysOf(2).of(report, reportBody))).toBe('rows of account 2');
    expect(queryClient.getQueryData(queryKeysOf(3).of(report, reportBody))).toBeUndefined();
  });

  it('lead back to the endpoint, whose metadata says what the answer depends on', () => {
    expect(endpointOfQuery({ queryKey: queryKeysOf(1).of(endpoints.messageList, {}) })).toBe(
      endpoints.messageList,
    );
    expect(
      endpointOfQuery({ queryKey: queryKeysOf(1).of(reportListEndpoint('search', 'keyword'), reportBody) }),
    ).toBe(endpoints.searchKeywordList);
    // The factory knows the calls it made keys for: only those a page uses are in its bundle.
    expect(endpointOfQuery({ queryKey: [endpoints.noticeList.path, {}] })).toBeUndefined();
    expect(endpointOfQuery({ queryKey: ['something'] })).toBeUndefined();
    expect(endpointOfQuery({ queryKey: [42] })).toBeUndefined();
  });

  it('tell the account whose answer a query caches, none for the user’s own', () => {
    expect(accountOfQuery({ queryKey: queryKeysOf(5).of(endpoints.accountSummary, {}) })).toBe(5);
    expect(accountOfQuery({ queryKey: queryKeysOf(5).of(endpoints.getUserInfo) })).toBeUndefined();
  });

  it('keep a list’s previous answer while the next loads, never one of another account', () => {
    const report = reportListEndpoint('search', 'keyword');
    const page = (number: number) => ({ ...reportBody, page: { number, size: 20 as const } });
    const { keepPreviousAnswer } = queryKeysOf(2);
    const ofAccount = (accountId: number) => ({ queryKey: queryKeysOf(accountId).of(report, page(1)) });
    expect(keepPreviousAnswer('page 1 of account 2', ofAccount(2))).toBe('page 1 of account 2');
    expect(keepPreviousAnswer('page 1 of account 1', ofAccount(1))).toBeUndefined();
    const messages = {
      queryKey: queryKeysOf(1).of(endpoints.messageList, { page: { number: 1, size: 10 } }),
    };
    expect(keepPreviousAnswer('the user’s messages', messages)).toBe('the user’s messages');
    expect(keepPreviousAnswer(undefined, undefined)).toBeUndefined();
  });
});

describe('invalidation driven by the contract', () => {
  it('a switch of language refetches the answers with translated text, of every account', async () => {
    const { queryClient, invalidated } = filledCache();
    await queryClient.invalidateQueries({ predicate: isLocalizedQuery });
    expect(invalidated()).toEqual([
      'keywordReport',
      'keywordReportOfTwo',
      'campaignReport',
      'keywordColumns',
    ]);
  });

  it('a change refetches the answers of the calls it names, whatever their input and account', async () => {
    const { queryClient, invalidated } = filledCache();
    await invalidateCalls(queryClient, [reportListEndpoint('search', 'keyword'), endpoints.downloadList]);
    expect(invalidated()).toEqual(['downloads', 'keywordReport', 'keywordReportOfTwo']);
  });

  it('counts a derived answer as its call’s', () => {
    const popup = { queryKey: [...queryKeysOf(1).of(endpoints.newestMessage, {}), 'popup'] };
    expect(isQueryOf([endpoints.newestMessage])(popup)).toBe(true);
    expect(isQueryOf([endpoints.messageList])(popup)).toBe(false);
  });
});

describe('download records', () => {
  const record = (status: DownloadRecord['status']): DownloadRecord => ({
    id: 1,
    name: 'a.xlsx',
    report: '',
    beginDate: null,
    endDate: null,
    status,
    progress: 0,
    sizeBytes: 0,
    createdTime: '2026-11-21 10:00:00',
  });

  it('are busy while an export is pending or processing', () => {
    expect(isBusy([record('ready'), record('processing')])).toBe(true);
    expect(isBusy([record('pending')])).toBe(true);
    expect(isBusy([record('ready'), record('failed')])).toBe(false);
    expect(isBusy(undefined)).toBe(false);
  });
});
