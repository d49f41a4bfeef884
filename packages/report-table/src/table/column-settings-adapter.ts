import { parseColumnSettings, type ColumnSettings } from '@adconsole/report-table-rules';

type MaybePromise<T> = T | Promise<T>;

/**
 * Where one report's column settings are kept, as react-admin's store keeps preferences: read them, write
 * them, drop them. Each may answer at once (local storage) or with a promise (a server).
 */
export interface ColumnSettingsAdapter {
  /** Names the kept settings, namespaced per report (e.g. `keywordReport.columns`): another key loads anew. */
  key: string;
  /** The kept settings, or null when there are none (every column shown, in the server's order). */
  load: () => MaybePromise<ColumnSettings | null>;
  save: (settings: ColumnSettings) => MaybePromise<unknown>;
  /** Drops the kept settings and answers the ones in force after it (null: the defaults). */
  reset: () => MaybePromise<ColumnSettings | null>;
}

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Column settings in the browser's storage under `key` (e.g. `keywordReport.columns`), read back through
 * zod: unreadable data gives the defaults. For tools without a server that keeps them.
 */
export function localStorageColumnSettings(
  key: string,
  storage: SettingsStorage | undefined = globalThis.localStorage,
): ColumnSettingsAdapter {
  return {
    key,
    load: () => {
      try {
        const saved = storage?.getItem(key);
        return saved == null ? null : parseColumnSettings(saved);
      } catch {
        // Storage blocked: nothing kept, so the defaults.
        return null;
      }
    },
    save: (settings) => storage?.setItem(key, JSON.stringify(settings)),
    reset: () => {
      storage?.removeItem(key);
      return null;
    },
  };
}
