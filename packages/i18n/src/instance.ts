import { getI18n, I18n, makeCurrent } from './runtime';
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
 * `drafts` with the ad-draft box's pages, `notifications` with the pages and dialogs of alerts and scheduled
 * reports, `calculatedColumns` with the page and the dialog of calculated columns, `adChanges` with the report
 * pages' selection bar and its negatives dialog, for the users who may change ads.
 */
export type TextGroup = 'public' | 'console' | 'drafts' | 'notifications' | 'calculatedColumns' | 'adChanges';

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
  notifications: {
    en: () => import('./resources/texts/en/groups/notifications'),
    cn: () => import('./resources/texts/cn/groups/notifications'),
    tw: () => import('./resources/texts/tw/groups/notifications'),
  },
  calculatedColumns: {
    en: () => import('./resources/texts/en/groups/calculated-columns'),
    cn: () => import('./resources/texts/cn/groups/calculated-columns'),
    tw: () => import('./resources/texts/tw/groups/calculated-columns'),
  },
  adChanges: {
    en: () => import('./resources/texts/en/groups/ad-changes'),
    cn: () => import('./resources/texts/cn/groups/ad-changes'),
    tw: () => import('./resources/texts/tw/groups/ad-changes'),
  },
};

/** Per instance: the groups it has asked for, and the `language/group` pairs it holds. */
export const heldTexts = new WeakMap<I18n, { wanted: Set<TextGroup>; held: Set<string> }>();

/**
 * A console instance over the given texts, the one `getI18n` answers from now on; `<html lang>` follows its
 * language from the start.
 */
export function instanceOver(language: Language, texts: Partial<Record<Language, object>>): I18n {
  const instance = new I18n(language, texts);
  markDocument(language);
  instance.subscribe(() => markDocument(instance.language));
  heldTexts.set(instance, { wanted: new Set(), held: new Set() });
  makeCurrent(instance);
  return instance;
}

async function holdGroup(instance: I18n, group: TextGroup, language: Language) {
  const { held } = heldTexts.get(instance)!;
  const pair = `${language}/${group}`;
  if (held.has(pair)) return;
  instance.addTexts(language, await textGroups[group][language]());
  held.add(pair);
}

/**
 * The console's instance: only the given groups of one language are fetched before it is ready; other groups
 * come with `loadTexts`, other languages with `changeLanguage` (docs/architecture.md#texts-by-language-and-group).
 */
export async function startI18n(
  groups: readonly TextGroup[],
  language: Language = storedLanguage(),
): Promise<I18n> {
  const instance = instanceOver(language, {});
  await Promise.all(groups.map((group) => loadTexts(instance, group)));
  return instance;
}

/** Fetches a group of texts in the instance's language; a later language change fetches it in that one too. */
export async function loadTexts(instance: I18n, group: TextGroup): Promise<void> {
  heldTexts.get(instance)?.wanted.add(group);
  await holdGroup(instance, group, instance.language);
}

/**
 * A module loaded together with a group of texts of the current instance: a lazily loaded page or dialog whose
 * words are in a group the console does not hold yet (docs/architecture.md#texts-by-language-and-group).
 */
export async function withTexts<T>(group: TextGroup, load: () => Promise<T>): Promise<T> {
  return (await Promise.all([load(), loadTexts(getI18n(), group)]))[0];
}

/**
 * Switches the language and keeps it in localStorage. The groups in use are fetched in the new language
 * first, so what renders again finds its words. The choice is kept before the switch: whatever renders again
 * as the language changes already finds the choice made (a browser's first choice is not undone by the
 * user's saved setting, which applies only where the browser has none).
 */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await Promise.all(
    [...(heldTexts.get(instance)?.wanted ?? [])].map((group) => holdGroup(instance, group, language)),
  );
  globalThis.localStorage?.setItem(languageStorageKey, language);
  instance.changeLanguage(language);
}
