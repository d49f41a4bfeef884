import { useSetLanguage } from '@adconsole/api-client/react';
import { changeLanguage, isLanguage, languageId, languages, useTranslation } from '@adconsole/i18n';
import { Languages } from 'lucide-react';
import { ChoiceMenu, type ChoiceSet } from './choice-menu';

/**
 * A choice of language: the console changes at once (menus, breadcrumb, tabs, page title), the choice is kept
 * in localStorage `lang` and in the user's setting, and server texts are fetched again in the new language.
 */
export function useChooseLanguage() {
  const { i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  return async function choose(code: string) {
    if (!isLanguage(code) || code === i18n.language) return;
    await changeLanguage(i18n, code);
    setLanguage.mutate(languageId(code));
  };
}

/** The choice of language, its names each written in its own language. */
export function useLanguageChoice(): ChoiceSet {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  return {
    label: t('layout.language'),
    value: i18n.language,
    choices: languages.map((l) => ({ value: l.code, label: l.label, lang: l.htmlLang })),
    onChange: (code) => void choose(code),
  };
}

/** The navbar's language switch. */
export function LanguageMenu() {
  return (
    <ChoiceMenu icon={<Languages aria-hidden="true" className="size-[1em]" />} {...useLanguageChoice()} />
  );
}
