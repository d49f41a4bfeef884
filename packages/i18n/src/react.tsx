import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getI18n, type I18n, type TFunction } from './runtime';
import type { Language } from './languages';

const I18nContext = createContext<I18n | undefined>(undefined);

/** Gives the components inside it their texts and language (the name stays that of react-i18next's). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The instance of the nearest provider, else the one made last (`getI18n`). */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? getI18n();
}

/** An instance's language, followed as it changes: what renders again on a change. */
export function useLanguageOf(i18n: I18n): Language {
  const language = () => i18n.language;
  return useSyncExternalStore(i18n.subscribe, language, language);
}

/**
 * The texts of the nearest provider: `t` in its current language (a new function when the language
 * changes, so what is memoised on it follows) and the instance, the same one throughout.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useI18n();
  const language = useLanguageOf(i18n);
  return useMemo(() => ({ t: i18n.fixedT(language), i18n }), [i18n, language]);
}
