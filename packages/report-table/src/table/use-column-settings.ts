import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultColumnSettings, type ColumnOption, type ColumnSettings } from '@adconsole/report-table-rules';
import type { ColumnSettingsAdapter } from './column-settings-adapter';
import type { ColumnSettingsControl } from './types';

export interface UseColumnSettingsOptions {
  /** Where the settings are kept: `localStorageColumnSettings(key)`, or the caller's (e.g. its server). */
  adapter: ColumnSettingsAdapter;
  /** Every column the report offers, when the server applies the choice (see `ColumnSettingsControl`). */
  available?: readonly ColumnOption[];
}

interface Loaded {
  key: string;
  settings: ColumnSettings;
  /** A load still on its way; a change made before it answers wins over it. */
  pending?: Promise<ColumnSettings | null>;
}

/** Reads the adapter's settings: at once when it answers at once, so the table starts with them. */
function startLoading(adapter: ColumnSettingsAdapter): Loaded {
  let saved: ColumnSettings | null | Promise<ColumnSettings | null>;
  try {
    saved = adapter.load();
  } catch {
    saved = null;
  }
  return saved instanceof Promise
    ? { key: adapter.key, settings: defaultColumnSettings, pending: saved }
    : { key: adapter.key, settings: saved ?? defaultColumnSettings };
}

/**
 * One report's column visibility, order and widths, loaded from and saved through `adapter`; pass the result to
 * ReportTable's `columnSettings`. The chooser's Reset drops the kept settings and shows the columns the
 * adapter answers. Only the latest change decides whether the chooser says saving failed.
 */
export function useColumnSettings({ adapter, available }: UseColumnSettingsOptions): ColumnSettingsControl {
  const [loaded, setLoaded] = useState(() => startLoading(adapter));
  const [saveFailed, setSaveFailed] = useState(false);
  const lastWrite = useRef(0);

  // Another report: its own settings.
  if (loaded.key !== adapter.key) {
    setLoaded(startLoading(adapter));
    setSaveFailed(false);
  }

  useEffect(() => {
    const { key, pending } = loaded;
    if (!pending) return;
    const settle = (settings: ColumnSettings | null) =>
      setLoaded((now) =>
        now.pending === pending ? { key, settings: settings ?? defaultColumnSettings } : now,
      );
    pending.then(settle, () => settle(null));
  }, [loaded]);

  /** Runs a save or reset; an adapter that answers at once (local storage) is done at once. */
  const write = useCallback(<T>(run: () => T | Promise<T>, done?: (result: T) => void) => {
    const id = ++lastWrite.current;
    const fail = () => id === lastWrite.current && setSaveFailed(true);
    let result: T | Promise<T>;
    try {
      result = run();
    } catch {
      fail();
      return;
    }
    setSaveFailed(false);
    if (!(result instanceof Promise)) done?.(result);
    else result.then((answer) => id === lastWrite.current && done?.(answer), fail);
  }, []);

  const onChange = useCallback(
    (settings: ColumnSettings) => {
      setLoaded({ key: adapter.key, settings });
      write(() => adapter.save(settings));
    },
    [adapter, write],
  );

  const reset = useCallback(
    () =>
      write(
        () => adapter.reset(),
        (settings) => setLoaded({ key: adapter.key, settings: settings ?? defaultColumnSettings }),
      ),
    [adapter, write],
  );

  return useMemo(
    () => ({ settings: loaded.settings, onChange, reset, saveFailed, available }),
    [loaded.settings, onChange, reset, saveFailed, available],
  );
}
