import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from './languages';

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
 * The groups the console's texts load in, each a chunk per language
 * (docs/architecture.md#texts-by-language-and-group): `public` before login, `console` with the shell,
 * `drafts` with the ad-draft box's pages.
 */
export type TextGroup = 'public' | 'console' | 'drafts';

export const textGroups: Record<TextGroup, Record<Language, () => Promise<object>>> = {
  public: {
    en: () => import('./resources/texts/en/groups/public'),
    cn: () => import('./resources/texts/cn/groups/public'),
    tw: () => import('./resources/texts/tw/groups/public'),
  },
  console: {
    en: () => import('./resources/texts/en/groups/console'),
    cn: () => import('./resources/texts/cn/groups/console'),
    tw: () => import('./resources/texts/tw/groups/console'),
  },
  drafts: {
    en: () => import('./resources/texts/en/groups/drafts'),
    cn: () => import('./resources/texts/cn/groups/drafts'),
    tw: () => import('./resources/texts/tw/groups/drafts'),
  },
};

/**
 * The instance itself: react-i18next's `useTranslation().i18n` is a wrapper of it (a new object on each
 * language, its own properties copied, the instance as `__original`), so the groups below are keyed by the
 * instance a wrapper stands for.
 */
function unwrapped(instance: i18n): i18n {
  return (instance as i18n & { __original?: i18n }).__original ?? instance;
}

/** Per instance: the groups it has asked for, and the `language/group` pairs it holds. */
export const heldTexts = new WeakMap<i18n, { wanted: Set<TextGroup>; held: Set<string> }>();

export function instanceOver(language: Language, resource: Resource): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (isLanguage(code)) markDocument(code);
  });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((l) => l.code),
    resources: resource,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  heldTexts.set(instance, { wanted: new Set(), held: new Set() });
  return instance;
}

async function holdGroup(instance: i18n, group: TextGroup, language: Language) {
  const { held } = heldTexts.get(unwrapped(instance))!;
  const pair = `${language}/${group}`;
  if (held.has(pair)) return;
  const texts = await textGroups[group][language]();
  instance.addResourceBundle(language, 'translation', { ...texts }, true, true);
  held.add(pair);
}

/**
 * The console's instance: only the given groups of one language are fetched before it is ready; other groups
 * come with `loadTexts`, other languages with `changeLanguage` (docs/architecture.md#texts-by-language-and-group).
 */
export async function startI18n(
  groups: readonly TextGroup[],
  language: Language = storedLanguage(),
): Promise<i18n> {
  const instance = instanceOver(language, {});
  await Promise.all(groups.map((group) => loadTexts(instance, group)));
  return instance;
}

/** Fetches a group of texts in the instance's language; a later language change fetches it in that one too. */
export async function loadTexts(instance: i18n, group: TextGroup): Promise<void> {
  heldTexts.get(unwrapped(instance))?.wanted.add(group);
  const language = isLanguage(instance.language) ? instance.language : defaultLanguage;
  await holdGroup(instance, group, language);
}

/**
 * Switches the language and keeps it in localStorage. The groups in use are fetched in the new language
 * first, so what renders again finds its words. The choice is kept before the switch: whatever renders again
 * as the language changes already finds the choice made (a browser's first choice is not undone by the
 * user's saved setting, which applies only where the browser has none).
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all(
    [...(heldTexts.get(unwrapped(instance))?.wanted ?? [])].map((group) =>
      holdGroup(instance, group, language),
    ),
  );
  globalThis.localStorage?.setItem(languageStorageKey, language);
  await instance.changeLanguage(language);
}
