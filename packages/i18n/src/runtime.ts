import { defaultLanguage, type Language } from './languages';

/**
 * A text's `{{name}}` values (a value left out keeps its placeholder, one given as undefined or null is
 * empty), and `lng` for a language other than the instance's.
 */
export type TextOptions = Readonly<Record<string, unknown>> & { readonly lng?: Language };

/** A dotted key's text, or the key itself when no language held has it. */
export type TFunction = (key: string, options?: TextOptions) => string;

/** Each of a text's `{{name}}` placeholders filled in once: a value is never read for placeholders itself. */
function interpolate(text: string, values: TextOptions | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (slot, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return slot;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The console's texts at run time (docs/architecture.md#i18n): what the console asks of a translation
 * library and no more, so the login page and every page carry a few hundred bytes instead of i18next. It
 * holds the texts added so far per language, each language by area; looks a key up in a language, then in
 * English; fills `{{name}}` placeholders (no plurals, nesting or formats: the texts use none); and tells its
 * subscribers when the language changes.
 */
export class I18n {
  #language: Language;
  readonly #texts = new Map<Language, Readonly<Record<string, unknown>>>();
  readonly #listeners = new Set<() => void>();

  constructor(language: Language, texts: Partial<Record<Language, object>> = {}) {
    this.#language = language;
    for (const [code, areas] of Object.entries(texts)) this.addTexts(code as Language, areas);
  }

  get language(): Language {
    return this.#language;
  }

  /** Adds a language's areas; an area already held is replaced whole (each group holds areas of its own). */
  addTexts(language: Language, areas: object): void {
    this.#texts.set(language, { ...this.#texts.get(language), ...areas });
  }

  #find(key: string, language: Language): string | undefined {
    for (const code of new Set([language, defaultLanguage])) {
      let node: unknown = this.#texts.get(code);
      for (const part of key.split('.')) {
        node =
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
      }
      if (typeof node === 'string') return node;
    }
    return undefined;
  }

  /** Whether a key has a text in the language (`lng`, else the instance's) or in English. */
  exists(key: string, options?: { readonly lng?: Language }): boolean {
    return this.#find(key, options?.lng ?? this.#language) !== undefined;
  }

  t: TFunction = (key, options) => {
    const text = this.#find(key, options?.lng ?? this.#language);
    return text === undefined ? key : interpolate(text, options);
  };

  /** A `t` of one language, whatever the instance's becomes. */
  fixedT(language: Language): TFunction {
    return (key, options) => this.t(key, { lng: language, ...options });
  }

  /** Calls `listener` after each change of language; answers how to stop (useSyncExternalStore's shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Switches the language; the texts of the new language must have been added first. */
  changeLanguage(language: Language): void {
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of [...this.#listeners]) listener();
  }
}

let current: I18n | undefined;

/**
 * The instance `startI18n` or `createI18n` made last, for code outside React (the route registry); until
 * there is one, an instance without texts, whose `t` answers keys.
 */
export function getI18n(): I18n {
  current ??= new I18n(defaultLanguage);
  return current;
}

export function makeCurrent(instance: I18n): void {
  current = instance;
}
