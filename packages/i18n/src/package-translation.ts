import i18next, { type i18n } from 'i18next';
import { useContext, useMemo } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from './languages';

/** A package's sections by name, each with its en, cn and tw texts (e.g. `sections/report-table`). */
export type PackageSections = Readonly<Record<string, Readonly<Record<Language, object>>>>;

const ownInstances = new WeakMap<PackageSections, i18n>();

/**
 * An i18next instance of the package's own holding only its sections: not the global instance, and no
 * `<html lang>`, since the page belongs to the host.
 */
function ownInstance(sections: PackageSections): i18n {
  const known = ownInstances.get(sections);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((l) => l.code),
    resources: Object.fromEntries(
      languages.map(({ code }) => [
        code,
        {
          translation: Object.fromEntries(
            Object.entries(sections).map(([name, texts]) => [name, texts[code]]),
          ),
        },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  ownInstances.set(sections, instance);
  return instance;
}

/** The first text's dotted key, e.g. `reportTable.label`: a host instance that has it carries the sections. */
function firstKey(sections: PackageSections): string {
  const [name, texts] = Object.entries(sections)[0]!;
  let key = name;
  let node: unknown = texts[defaultLanguage];
  while (typeof node === 'object' && node !== null) {
    const [child, value] = Object.entries(node)[0]!;
    key += `.${child}`;
    node = value;
  }
  return key;
}

/**
 * Texts of a package reused outside the console (docs/architecture.md#publishable-packages): the host's
 * i18next when it carries the package's sections (the console), else the package's own copy of them, so a
 * tool without i18next gets words, not keys. `language` fixes the language; left out, the host's language,
 * else English. `sections` must be a module constant (it keys the package's own instance).
 */
export function usePackageTranslation(sections: PackageSections, language?: Language) {
  const host = useContext(I18nContext)?.i18n ?? getI18n();
  const i18n = host?.exists(firstKey(sections)) ? host : ownInstance(sections);
  const options = useMemo(() => ({ i18n, lng: language }), [i18n, language]);
  const { t } = useTranslation(undefined, options);
  const current = language ?? (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
  return { t, language: current };
}
