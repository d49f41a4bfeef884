import type { Language } from '@adconsole/i18n';
import { reportTable } from '@adconsole/i18n/sections/report-table';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** The `language` a ReportTable was given, for the parts inside it. */
export const ReportTableLanguage = createContext<Language | undefined>(undefined);

/** Values for a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

const isTableLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && Object.hasOwn(reportTable, code);

/** A `reportTable.…` key's text in one language, placeholders filled in; the key itself when unknown. */
function tableText(language: Language, key: string, values?: TextValues): string {
  let node: unknown = reportTable;
  for (const part of [language, ...key.split('.').slice(1)]) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return values ? node.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => String(values[name] ?? slot)) : node;
}

const noHost = () => () => {};

/**
 * The host i18next's language, followed as it changes; undefined without one. Only its language is read:
 * the words are the table's own module, so no i18next is bundled with the table.
 */
function useHostLanguage(): string | undefined {
  const host = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return noHost();
      host.on('languageChanged', changed);
      return () => host.off('languageChanged', changed);
    },
    [host],
  );
  const language = () => host?.language;
  return useSyncExternalStore(subscribe, language, language);
}

/**
 * The table's words (docs/architecture.md#report-table): from the small per-language module of its
 * texts in `@adconsole/i18n` (the console's catalogue holds the same texts), in the table's `language`,
 * else the host i18next's language when it is one of ours, else English.
 */
export function useReportTableText() {
  const given = useContext(ReportTableLanguage);
  const host = useHostLanguage();
  const language: Language = given ?? (isTableLanguage(host) ? host : 'en');
  const t = useCallback((key: string, values?: TextValues) => tableText(language, key, values), [language]);
  return useMemo(() => ({ t, language }), [t, language]);
}
