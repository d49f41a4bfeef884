// @vitest-environment happy-dom
import { addCalendarDays, providerToday } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../client';
import { logIn } from '../testing/log-in';
import { useChangeDays, useChangeHistory } from './change-history';
import { ApiProvider } from './context';

// The change history hooks against the real server (src/testing/server-global-setup.ts): no mocked fetch. Its
// sandbox account has the provider's operation records of every third day, synced as the server starts.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

let token: string | undefined;
const client = createApiClient({ getToken: () => token, getLanguage: () => 'en', lookup });

beforeAll(async () => {
  token = await logIn(client, 'demo', 'demo123');
});

function renderWithServer<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client, queryClient, children });
  return renderHook(hook, { wrapper });
}

// docs/requirements.md#change-history
describe('useChangeDays and useChangeHistory', () => {
  const endDate = providerToday(Date.now());
  const range = { beginDate: addCalendarDays(endDate, -6), endDate };

  it('mark the days whose changes the history lists, the same changes on both', async () => {
    const { result } = renderWithServer(() => ({
      days: useChangeDays(range),
      history: useChangeHistory({ query: { ...range, kind: 'provider' }, page: { number: 1, size: 50 } }),
    }));
    // The operation records join the history once the start-up sync has read them.
    await waitFor(
      async () => {
        await result.current.days.refetch();
        expect(result.current.days.data?.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 60_000, interval: 1_000 },
    );
    await result.current.history.refetch();
    const days = result.current.days.data!;
    const history = result.current.history.data!;
    // Every third day of the calendar, each with at most its 5 newest changes, made elsewhere: no user.
    for (const day of days) {
      expect(day.date >= range.beginDate && day.date <= range.endDate).toBe(true);
      expect(day.changes.length).toBe(Math.min(5, day.count));
      for (const change of day.changes) {
        expect(change.time.slice(0, 10)).toBe(day.date);
        expect([change.kind, change.userName]).toEqual(['provider', null]);
      }
    }
    expect(history.page?.totalCount).toBe(days.reduce((sum, day) => sum + day.count, 0));
    const newest = days.toSorted((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(history.data.slice(0, newest.changes.length)).toEqual(newest.changes);
  }, 90_000);
});
