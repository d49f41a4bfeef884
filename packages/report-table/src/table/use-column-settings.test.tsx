import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultColumnSettings } from '../core/column-settings';
import { useColumnSettings } from './use-column-settings';

const key = 'keywordReport.columns';

beforeEach(() => localStorage.clear());

describe('useColumnSettings', () => {
  it('starts from what is stored, else from the initial settings, else from the defaults', () => {
    expect(renderHook(() => useColumnSettings({ storageKey: key })).result.current.settings).toBe(
      defaultColumnSettings,
    );
    const initial = { order: ['cost'], hidden: [] };
    expect(renderHook(() => useColumnSettings({ storageKey: key, initial })).result.current.settings).toBe(
      initial,
    );
    localStorage.setItem(key, JSON.stringify({ order: [], hidden: ['click'] }));
    expect(renderHook(() => useColumnSettings({ storageKey: key, initial })).result.current.settings).toEqual(
      {
        order: [],
        hidden: ['click'],
      },
    );
  });

  it('ignores stored settings it cannot read', () => {
    localStorage.setItem(key, '{"hidden":"click"}');
    expect(renderHook(() => useColumnSettings({ storageKey: key })).result.current.settings).toBe(
      defaultColumnSettings,
    );
  });

  it('stores each change, and reset removes the stored settings', () => {
    const { result } = renderHook(() => useColumnSettings({ storageKey: key }));
    act(() => result.current.onChange({ order: ['cost'], hidden: ['click'] }));
    expect(result.current.settings).toEqual({ order: ['cost'], hidden: ['click'] });
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ order: ['cost'], hidden: ['click'] });
    act(() => result.current.reset());
    expect(result.current.settings).toBe(defaultColumnSettings);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads the settings of another report when the key changes', () => {
    localStorage.setItem('unitReport.columns', JSON.stringify({ order: [], hidden: ['ctr'] }));
    const { result, rerender } = renderHook(({ storageKey }) => useColumnSettings({ storageKey }), {
      initialProps: { storageKey: key },
    });
    expect(result.current.settings.hidden).toEqual([]);
    rerender({ storageKey: 'unitReport.columns' });
    expect(result.current.settings.hidden).toEqual(['ctr']);
  });

  it('saves through onSave and reports when the latest save failed', async () => {
    const onSave = vi.fn<(s: unknown) => Promise<void>>().mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useColumnSettings({ storageKey: key, onSave }));
    act(() => result.current.onChange({ order: [], hidden: ['click'] }));
    expect(onSave).toHaveBeenCalledWith({ order: [], hidden: ['click'] });
    await waitFor(() => expect(result.current.saveFailed).toBe(true));
    // Still applied and stored locally.
    expect(result.current.settings.hidden).toEqual(['click']);

    onSave.mockResolvedValueOnce(undefined);
    act(() => result.current.onChange({ order: [], hidden: [] }));
    await waitFor(() => expect(result.current.saveFailed).toBe(false));
  });

  it('lets only the latest save decide', async () => {
    let failFirst: (error: Error) => void = () => {};
    const onSave = vi
      .fn<(s: unknown) => Promise<void>>()
      .mockReturnValueOnce(new Promise((_, reject) => (failFirst = reject)))
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useColumnSettings({ storageKey: key, onSave }));
    act(() => result.current.onChange({ order: [], hidden: ['a'] }));
    act(() => result.current.onChange({ order: [], hidden: ['b'] }));
    await act(async () => failFirst(new Error('late failure')));
    expect(result.current.saveFailed).toBe(false);
  });
});
