import { useCallback, useRef, useState } from 'react';
import { defaultColumnSettings, parseColumnSettings, type ColumnSettings } from '../core/column-settings';
import type { ColumnSettingsControl } from './types';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface UseColumnSettingsOptions {
  /** Where the settings are kept, one key per report, e.g. `keywordReport.columns`. */
  storageKey: string;
  /** Also saves each change elsewhere (the console saves custom fields on the server). */
  onSave?: (settings: ColumnSettings) => Promise<void>;
  /** The settings to start from when nothing is stored yet (e.g. the user's saved custom fields). */
  initial?: ColumnSettings;
  /** localStorage unless told. */
  storage?: SettingsStorage;
}

export interface ColumnSettingsState extends ColumnSettingsControl {
  /** Back to the server's columns: every column shown, in its order; the stored settings are removed. */
  reset: () => void;
}

function read(storage: SettingsStorage | undefined, key: string, initial: ColumnSettings): ColumnSettings {
  try {
    const saved = storage?.getItem(key);
    return saved == null ? initial : parseColumnSettings(saved);
  } catch {
    return initial;
  }
}

function write(storage: SettingsStorage | undefined, key: string, settings: ColumnSettings) {
  const isDefault = settings.order.length === 0 && settings.hidden.length === 0;
  try {
    if (isDefault) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply for this visit.
  }
}

/**
 * Column visibility and order of one report, kept in storage under `storageKey` and optionally saved
 * through `onSave`. Pass the result to ReportTable's `columnSettings`.
 */
export function useColumnSettings({
  storageKey,
  onSave,
  initial = defaultColumnSettings,
  storage = globalThis.localStorage,
}: UseColumnSettingsOptions): ColumnSettingsState {
  const [state, setState] = useState(() => ({
    key: storageKey,
    settings: read(storage, storageKey, initial),
  }));
  const [saveFailed, setSaveFailed] = useState(false);
  const lastSave = useRef(0);

  // Another report: its own stored settings.
  if (state.key !== storageKey) setState({ key: storageKey, settings: read(storage, storageKey, initial) });

  const onChange = useCallback(
    (settings: ColumnSettings) => {
      setState({ key: storageKey, settings });
      write(storage, storageKey, settings);
      if (!onSave) return;
      const save = ++lastSave.current;
      setSaveFailed(false);
      // Only the latest save decides what the panel says.
      onSave(settings).then(
        () => save === lastSave.current && setSaveFailed(false),
        () => save === lastSave.current && setSaveFailed(true),
      );
    },
    [storage, storageKey, onSave],
  );
  const reset = useCallback(() => onChange(defaultColumnSettings), [onChange]);

  return { settings: state.settings, onChange, saveFailed, reset };
}
