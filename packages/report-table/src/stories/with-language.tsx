import { createI18n, I18nextProvider, type i18n, type Language } from '@adconsole/i18n';
import type { Decorator } from '@storybook/react-vite';

const instances = new Map<Language, i18n>();

/** One i18next instance per language, shared by the stories. */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/** Renders a story in the language of its `language` parameter (English unless told). */
export const withLanguage: Decorator = (Story, { parameters }) => (
  <I18nextProvider i18n={i18nFor((parameters.language as Language | undefined) ?? 'en')}>
    <Story />
  </I18nextProvider>
);
