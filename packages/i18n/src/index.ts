// The package's browser API: the console's texts at run time, bound to React, loaded by language and group
// (docs/architecture.md#texts-by-language-and-group).
export * from './languages';
export type { Resources } from './resources';
export { createI18n } from './create-i18n';
export { getI18n, type I18n as i18n, type TextOptions, type TFunction } from './runtime';
export {
  changeLanguage,
  languageStorageKey,
  loadTexts,
  startI18n,
  storedLanguage,
  type TextGroup,
  withTexts,
} from './instance';
export { I18nextProvider, useI18n, useLanguageOf, useTranslation } from './react';
export { usePackageTranslation, type PackageSections } from './package-translation';
