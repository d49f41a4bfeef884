import { createI18n, I18nextProvider, isLanguage, type i18n, type Language } from '@adconsole/i18n';
import type { Decorator } from '@storybook/react-vite';

const instances = new Map<Language, i18n>();

function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Gives every story the console's i18n in the toolbar's language (a story pins one with
 * `globals: { language: 'cn' }`), so stories — and the component tests that render them — show the real
 * translated texts.
 */
export const withI18n: Decorator = (Story, { globals }) => (
  <I18nextProvider i18n={i18nFor(isLanguage(globals.language) ? globals.language : 'en')}>
    <Story />
  </I18nextProvider>
);
