import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoints, reportListEndpoint, type DownloadRecord } from '../contract';
import { isBusy } from './downloads';
import {
  endpointOfQuery,
  invalidateCalls,
  isAccountScopedQuery,
  isLocalizedQuery,
  isQueryOf,
  queryKeys,
} from './query-keys';

const reportBody = { query: { beginDate: '2026-11-01', endDate: '2026-11-07', timeUnit: 'day' as const } };

/** A cache holding one answer of each kind the console keeps. */
function filledCache() {
  const queryClient = new QueryClient();
  const keys = {
    userInfo: queryKeys.of(endpoints.getUserInfo),
    routers: queryKeys.of(endpoints.getRouters),
    unread: queryKeys.of(endpoints.unreadCount, {}),
    popup: [...queryKeys.of(endpoints.newestMessage, {}), 'popup'],
    downloads: queryKeys.of(endpoints.downloadList, { page: { number: 1, size: 20 } }),
    accounts: queryKeys.of(endpoints.accountList, { query: {} }),
    summary: queryKeys.of(endpoints.accountSummary, {}),
    keywordReport: queryKeys.of(reportListEndpoint('search', 'keyword'), reportBody),
    campaignReport: queryKeys.of(reportListEndpoint('search', 'campaign'), reportBody),
    keywordColumns: queryKeys.of(endpoints.customReportFields, { channel: 'search', section: 'keyword' }),
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
  it('name the call they cache: its path, then its input', () => {
    expect(queryKeys.of(endpoints.getUserInfo)).toEqual(['/marketing/api/v1/user/getUserInfo']);
    expect(queryKeys.of(reportListEndpoint('feed', 'campaign'), reportBody)).toEqual([
      '/marketing/api/v1/infoReport/campaign/list',
      reportBody,
    ]);
  });

  it('lead back to the endpoint, whose metadata says what the answer depends on', () => {
    expect(endpointOfQuery({ queryKey: queryKeys.of(endpoints.messageList, {}) })).toBe(
      endpoints.messageList,
    );
    expect(
      endpointOfQuery({ queryKey: queryKeys.of(reportListEndpoint('search', 'keyword'), reportBody) }),
    ).toBe(endpoints.searchKeywordList);
    // The factory knows the calls it made keys for: only those a page uses are in its bundle.
    expect(endpointOfQuery({ queryKey: [endpoints.noticeList.path, {}] })).toBeUndefined();
    expect(endpointOfQuery({ queryKey: ['something'] })).toBeUndefined();
    expect(endpointOfQuery({ queryKey: [42] })).toBeUndefined();
  });
});

describe('invalidation driven by the contract', () => {
  it('a switch of account refetches the account-scoped answers and keeps the user’s own', async () => {
    const { queryClient, invalidated } = filledCache();
    await queryClient.invalidateQueries({ predicate: isAccountScopedQuery });
    expect(invalidated()).toEqual(['accounts', 'summary', 'keywordReport', 'campaignReport']);
  });

  it('a switch of language refetches the answers with translated text', async () => {
    const { queryClient, invalidated } = filledCache();
    await queryClient.invalidateQueries({ predicate: isLocalizedQuery });
    expect(invalidated()).toEqual(['keywordReport', 'campaignReport', 'keywordColumns']);
  });

  it('a change refetches the answers of the calls it names, whatever their input', async () => {
    const { queryClient, invalidated } = filledCache();
    await invalidateCalls(queryClient, [reportListEndpoint('search', 'keyword'), endpoints.downloadList]);
    expect(invalidated()).toEqual(['downloads', 'keywordReport']);
  });

  it('counts a derived answer as its call’s', () => {
    const popup = { queryKey: [...queryKeys.of(endpoints.newestMessage, {}), 'popup'] };
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
