// @vitest-environment happy-dom
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../client';
import { apiBasePath, endpoints, reportListEndpoint, type ReportListRequest } from '../contract';
import { logIn } from '../testing/log-in';
import { ApiProvider } from './context';
import { usePrefetchReportPage } from './report-page-prefetch';
import { useCalculatedColumns } from './calculated-columns';
import { useReportViews } from './report-views';
import { useCustomReportFields, useReportList } from './reports';

// The prefetch against the real server (src/testing/server-global-setup.ts): no mocked fetch, only counted.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

/** The paths the client asked for, in order. */
const asked: string[] = [];
let token: string | undefined;
const client = createApiClient({
  getToken: () => token,
  getLanguage: () => 'en',
  // The demo user's first account.
  getAccountId: () => 1,
  lookup,
  fetch: (input, init) => {
    asked.push(new URL(String(input), serverUrl).pathname);
    return fetch(input, init);
  },
});

beforeAll(async () => {
  token = await logIn(client, 'demo', 'demo123');
});

const ref = { channel: 'search', section: 'keyword' } as const;

describe('usePrefetchReportPage', () => {
  it("asks for a report's columns, the views and the metrics once, and the page's hooks take those answers", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiProvider, { client, queryClient, children });
    asked.length = 0;
    const prefetch = renderHook(() => usePrefetchReportPage(ref), { wrapper });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect([...asked].sort()).toEqual(
      [endpoints.customReportFields.path, endpoints.reportViews.path, endpoints.calculatedColumnList.path]
        .map((path) => `${apiBasePath}${path}`)
        .sort(),
    );

    // The page's first render, as a report page makes it once its code has come.
    const page = renderHook(
      () => ({
        fields: useCustomReportFields(ref),
        views: useReportViews({ ...ref, granularity: 'day' }),
        metrics: useCalculatedColumns(),
      }),
      { wrapper },
    );
    expect(page.result.current.fields.data?.fieldIds.length).toBeGreaterThan(0);
    expect(page.result.current.views.isSuccess).toBe(true);
    expect(page.result.current.metrics.isSuccess).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.isFetching()).toBe(0);
    expect(asked).toHaveLength(3);
    page.unmount();
    prefetch.unmount();
  });

  it('asks for nothing without a report', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiProvider, { client, queryClient, children });
    asked.length = 0;
    renderHook(() => usePrefetchReportPage(undefined), { wrapper }).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});

describe('useReportList', () => {
  const keywords = `${apiBasePath}${reportListEndpoint('search', 'keyword').path}`;
  const body: ReportListRequest = {
    page: { number: 1, size: 20 },
    query: { beginDate: '2026-11-01', endDate: '2026-11-07', timeUnit: 'day' },
  };
  const withClient = (queryClient: QueryClient, children: ReactNode) =>
    createElement(ApiProvider, { client, queryClient, children });
  const Rows = () => {
    useReportList('search', 'keyword', body);
    return null;
  };

  it('asks for the rows as the page renders, while a part of it is still loading its code, and once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    asked.length = 0;
    // A part whose code never comes: the page never mounts, so hooks that ask only once mounted ask nothing.
    const Loading = lazy(() => new Promise<never>(() => {}));
    const page = () => [createElement(Rows, { key: 'rows' }), createElement(Loading, { key: 'part' })];
    const loading = render(withClient(queryClient, createElement(Suspense, null, page())));
    await waitFor(() => expect(asked).toEqual([keywords]));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    loading.unmount();

    // The page, once its part has come, mounts after the answer and takes it rather than asking again.
    const mounted = render(withClient(queryClient, createElement(Rows)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([keywords]);
    mounted.unmount();
  });
});
