import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultColumnSettings, type ColumnSettings } from '@adconsole/report-table-rules';
import { localStorageColumnSettings, type ColumnSettingsAdapter } from './column-settings-adapter';
import { useColumnSettings } from './use-column-settings';

const key = 'keywordReport.columns';

beforeEach(() => localStorage.clear());

/** A server that keeps settings, answering each call when the test says. */
function serverAdapter(saved: ColumnSettings | null, adapterKey = key) {
  const calls: Array<{ call: string; settings?: ColumnSettings; answer: (ok: boolean) => void }> = [];
  const answered = <T,>(call: string, value: T, settings?: ColumnSettings) =>
    new Promise<T>((resolve, reject) =>
      calls.push({ call, settings, answer: (ok) => (ok ? resolve(value) : reject(new Error('offline'))) }),
    );
  const adapter: ColumnSettingsAdapter = {
    key: adapterKey,
    load: () => answered('load', saved),
    save: (settings) => answered('save', undefined, settings),
    reset: () => answered('reset', { order: ['cost', 'click'], hidden: [] }),
  };
  return { adapter, calls };
}

describe('useColumnSettings with local storage', () => {
  it('starts from what is stored, else from the defaults', () => {
    const adapter = localStorageColumnSettings(key);
    expect(renderHook(() => useColumnSettings({ adapter })).result.current.settings).toBe(
      defaultColumnSettings,
    );
    localStorage.setItem(key, JSON.stringify({ order: [], hidden: ['click'] }));
    expect(renderHook(() => useColumnSettings({ adapter })).result.current.settings).toEqual({
      order: [],
      hidden: ['click'],
    });
  });

  it('ignores stored settings it cannot read', () => {
    localStorage.setItem(key, '{"hidden":"click"}');
    const adapter = localStorageColumnSettings(key);
    expect(renderHook(() => useColumnSettings({ adapter })).result.current.settings).toBe(
      defaultColumnSettings,
    );
  });

  it('stores each change, and reset removes the stored settings', () => {
    const { result } = renderHook(() => useColumnSettings({ adapter: localStorageColumnSettings(key) }));
    act(() => result.current.onChange({ order: ['cost'], hidden: ['click'] }));
    expect(result.current.settings).toEqual({ order: ['cost'], hidden: ['click'] });
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ order: ['cost'], hidden: ['click'] });
    act(() => result.current.reset());
    expect(result.current.settings).toBe(defaultColumnSettings);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads the settings of another report when the key changes', () => {
    localStorage.setItem('unitReport.columns', JSON.stringify({ order: [], hidden: ['ctr'] }));
    const { result, rerender } = renderHook(
      ({ storageKey }) => useColumnSettings({ adapter: localStorageColumnSettings(storageKey) }),
      { initialProps: { storageKey: key } },
    );
    expect(result.current.settings.hidden).toEqual([]);
    rerender({ storageKey: 'unitReport.columns' });
    expect(result.current.settings.hidden).toEqual(['ctr']);
  });

  it('says so when the storage refuses a change, which still applies for this visit', () => {
    const full = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { result } = renderHook(() =>
      useColumnSettings({ adapter: localStorageColumnSettings(key, full) }),
    );
    act(() => result.current.onChange({ order: [], hidden: ['click'] }));
    expect(result.current.saveFailed).toBe(true);
    expect(result.current.settings.hidden).toEqual(['click']);
  });
});

describe('useColumnSettings with a server', () => {
  it('starts from the defaults and takes the settings the server answers', async () => {
    const { adapter, calls } = serverAdapter({ order: ['click', 'cost'], hidden: ['ctr'] });
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    expect(result.current.settings).toBe(defaultColumnSettings);
    await act(async () => calls[0]!.answer(true));
    expect(result.current.settings).toEqual({ order: ['click', 'cost'], hidden: ['ctr'] });
  });

  it('keeps a change made before the load answers', async () => {
    const { adapter, calls } = serverAdapter({ order: ['click', 'cost'], hidden: [] });
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    act(() => result.current.onChange({ order: [], hidden: ['cost'] }));
    await act(async () => calls[0]!.answer(true));
    expect(result.current.settings).toEqual({ order: [], hidden: ['cost'] });
  });

  it('saves each change and says when the latest save failed', async () => {
    const { adapter, calls } = serverAdapter(null);
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    act(() => result.current.onChange({ order: [], hidden: ['click'] }));
    expect(calls[1]).toMatchObject({ call: 'save', settings: { order: [], hidden: ['click'] } });
    await act(async () => calls[1]!.answer(false));
    expect(result.current.saveFailed).toBe(true);
    // Still applied in the chooser.
    expect(result.current.settings.hidden).toEqual(['click']);

    act(() => result.current.onChange({ order: [], hidden: [] }));
    expect(result.current.saveFailed).toBe(false);
    await act(async () => calls[2]!.answer(true));
    expect(result.current.saveFailed).toBe(false);
  });

  it('lets only the latest save decide', async () => {
    const { adapter, calls } = serverAdapter(null);
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    act(() => result.current.onChange({ order: [], hidden: ['a'] }));
    act(() => result.current.onChange({ order: [], hidden: ['b'] }));
    await act(async () => calls[1]!.answer(false));
    expect(result.current.saveFailed).toBe(false);
  });

  it('resets to the settings the server answers, which may differ from the defaults', async () => {
    const { adapter, calls } = serverAdapter({ order: ['click', 'cost'], hidden: ['cost'] });
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    await act(async () => calls[0]!.answer(true));
    act(() => result.current.reset());
    // Unchanged until the server has dropped the choice.
    expect(result.current.settings).toEqual({ order: ['click', 'cost'], hidden: ['cost'] });
    await act(async () => calls[1]!.answer(true));
    expect(result.current.settings).toEqual({ order: ['cost', 'click'], hidden: [] });
  });

  it('keeps the settings when a reset fails, and says so', async () => {
    const { adapter, calls } = serverAdapter({ order: [], hidden: ['cost'] });
    const { result } = renderHook(() => useColumnSettings({ adapter }));
    await act(async () => calls[0]!.answer(true));
    act(() => result.current.reset());
    await act(async () => calls[1]!.answer(false));
    await waitFor(() => expect(result.current.saveFailed).toBe(true));
    expect(result.current.settings).toEqual({ order: [], hidden: ['cost'] });
  });

  it('passes the columns the report offers on to the table', () => {
    const available = [{ id: 'cost', title: 'Cost' }];
    const { adapter } = serverAdapter(null);
    expect(renderHook(() => useColumnSettings({ adapter, available })).result.current.available).toBe(
      available,
    );
  });
});
