// @vitest-environment happy-dom
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints, reportListEndpoint } from '../contract';
import { logIn } from '../testing/log-in';
import { useBulkEditApply, useBulkEditPreview, useBulkEditUndo, useChangeJob } from './bulk-edits';
import { ApiProvider } from './context';
import { queryKeysOf } from './query-keys';

// The bulk edit hooks against the real server (src/testing/server-global-setup.ts) and its sandbox: no mocked
// fetch. The test page lives on that server's origin, as the console does, so the DOM's fetch allows the calls.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

let token: string | undefined;
let accountId = 0;
const client = createApiClient({
  getToken: () => token,
  getLanguage: () => 'en',
  lookup,
  getAccountId: () => accountId,
});

beforeAll(async () => {
  token = await logIn(client, 'demo', 'demo123');
  const accounts = await client.request(endpoints.accountList, {});
  accountId = accounts.find((account) => account.accountNo === 'adc-demo-01')!.accountId;
});

/** The hooks of the bulk edit dialog, over a cache that holds a keyword report and the change history. */
function renderBulkEdit() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = queryKeysOf(accountId);
  const report = keys.of(reportListEndpoint('search', 'keyword'), {
    query: { beginDate: '2026-11-20', endDate: '2026-11-26', timeUnit: 'day' },
  });
  const history = keys.of(endpoints.changeHistoryList, {
    accountId,
    query: { beginDate: '2026-11-20', endDate: '2026-11-27' },
  });
  for (const key of [report, history]) queryClient.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client, queryClient, children });
  const view = renderHook(
    ({ jobId }: { jobId?: number }) => ({
      preview: useBulkEditPreview(),
      apply: useBulkEditApply(),
      undo: useBulkEditUndo(),
      job: useChangeJob(jobId),
    }),
    { wrapper, initialProps: {} },
  );
  const invalidated = () =>
    [report, history].map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);
  return { ...view, invalidated };
}

// Bulk edits with a preview, a job and its undo (docs/requirements.md#ad-changes).
describe('bulk edit hooks', () => {
  it('previews, applies and follows the job to its end, then the report and history are fetched again', async () => {
    const { result, rerender, invalidated } = renderBulkEdit();
    const edit = { field: 'bid' as const, op: 'set' as const, value: 1.23 };

    const preview = await act(() =>
      result.current.preview.mutateAsync({ level: 'keyword', ids: [5, 6], edit }),
    );
    expect(preview.rows.map((row) => [row.id, row.field, row.newValue, row.refused])).toEqual([
      [5, 'bid', '1.23', undefined],
      [6, 'bid', '1.23', undefined],
    ]);

    const { jobId } = await act(() =>
      result.current.apply.mutateAsync({ level: 'keyword', ids: [5, 6], edit }),
    );
    expect(invalidated()).toEqual([false, false]);
    rerender({ jobId });

    await waitFor(() => expect(result.current.job.data?.status).toBe('done'), { timeout: 20_000 });
    expect(result.current.job.data!.rows.map((row) => [row.id, row.newValue, row.result])).toEqual([
      [5, '1.23', 'done'],
      [6, '1.23', 'done'],
    ]);
    await waitFor(() => expect(invalidated()).toEqual([true, true]));

    // The undo puts the old bids back, after its own preview: new → old.
    const undoPreview = await act(() => result.current.preview.mutateAsync({ jobId }));
    expect(undoPreview.rows.map((row) => [row.id, row.oldValue])).toEqual([
      [5, '1.23'],
      [6, '1.23'],
    ]);
    const undone = await act(() => result.current.undo.mutateAsync(jobId));
    rerender({ jobId: undone.jobId });
    await waitFor(() => expect(result.current.job.data?.status).toBe('done'), { timeout: 20_000 });
    expect(result.current.job.data!.kind).toBe('undo');
    expect(result.current.job.data!.rows.map((row) => [row.id, row.oldValue, row.newValue])).toEqual(
      preview.rows.map((row) => [row.id, '1.23', row.oldValue]),
    );
  });
});
