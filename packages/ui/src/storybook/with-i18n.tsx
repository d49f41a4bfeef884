import { createI18n, I18nextProvider, isLanguage, type Language } from '@adconsole/i18n';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';

function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(language), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Gives a story the console's i18n, in English unless the story sets `parameters.language` ('cn', 'tw'),
 * so stories and the component tests that render them show the real translated texts.
 */
export const withI18n: Decorator = (Story, { parameters }) => (
  <InLanguage language={isLanguage(parameters.language) ? parameters.language : 'en'}>
    <Story />
  </InLanguage>
);
