// The package's browser API: i18next bound to React, the console's texts loaded by language and group
// (docs/architecture.md#texts-by-language-and-group).
export * from './languages';
export type { Resources } from './resources';
export { createI18n } from './create-i18n';
export {
  changeLanguage,
  languageStorageKey,
  loadTexts,
  startI18n,
  storedLanguage,
  type TextGroup,
} from './instance';
export { getI18n, I18nextProvider, useTranslation, Trans } from 'react-i18next';
export { usePackageTranslation, type PackageSections } from './package-translation';
export type { i18n } from 'i18next';
