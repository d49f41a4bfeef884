import { useMemo } from 'react';
import { I18n } from './runtime';
import { defaultLanguage, languages, type Language } from './languages';
import { useI18n, useLanguageOf } from './react';

/** A package's sections by name, each with its en, cn and tw texts (e.g. `sections/report-table`). */
export type PackageSections = Readonly<Record<string, Readonly<Record<Language, object>>>>;

const ownInstances = new WeakMap<PackageSections, I18n>();

/**
 * An instance of the package's own holding only its sections: not the console's, so no `<html lang>`, since
 * the page belongs to the host.
 */
function ownInstance(sections: PackageSections): I18n {
  let known = ownInstances.get(sections);
  if (!known) {
    known = new I18n(
      defaultLanguage,
      Object.fromEntries(
        languages.map(({ code }) => [
          code,
          Object.fromEntries(Object.entries(sections).map(([name, texts]) => [name, texts[code]])),
        ]),
      ),
    );
    ownInstances.set(sections, known);
  }
  return known;
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
 * instance when it carries the package's sections (the console), else the package's own copy of them, so a
 * tool without the console's texts gets words, not keys. `language` fixes the language; left out, the host's
 * (English without a host). `sections` must be a module constant (it keys the package's own instance).
 */
export function usePackageTranslation(sections: PackageSections, language?: Language) {
  const host = useI18n();
  const i18n = host.exists(firstKey(sections)) ? host : ownInstance(sections);
  const followed = useLanguageOf(host);
  const current = language ?? followed;
  const t = useMemo(() => i18n.fixedT(current), [i18n, current]);
  return { t, language: current };
}
