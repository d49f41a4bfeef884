import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, resources, type Language } from './resources';

export * from './resources';
export { I18nextProvider, useTranslation, Trans } from 'react-i18next';
export { usePackageTranslation, type PackageSections } from './package-translation';
export type { i18n } from 'i18next';

/** localStorage key that keeps the chosen language (docs/requirements.md#languages). */
export const languageStorageKey = 'lang';

/** The language kept in localStorage, else English. */
export function storedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Language {
  const saved = storage?.getItem(languageStorageKey);
  return isLanguage(saved) ? saved : defaultLanguage;
}

/** `<html lang>` of a language: how the browser and assistive tech read the page. */
function markDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languages.find((l) => l.code === language)!.htmlLang;
}

/**
 * A ready i18next instance over the cn/en/tw resources, bound to React. `<html lang>` follows its language
 * from the start, so a page opened in cn or tw says so too.
 */
export function createI18n(language: Language = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (isLanguage(code)) markDocument(code);
  });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((l) => l.code),
    resources: Object.fromEntries(Object.entries(resources).map(([code, r]) => [code, { translation: r }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * Switches the language and keeps it in localStorage. It is kept first: whatever renders again as the language
 * changes already finds the choice made (a browser's first choice is not undone by the user's saved setting,
 * which applies only where the browser has none).
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  globalThis.localStorage?.setItem(languageStorageKey, language);
  await instance.changeLanguage(language);
}
