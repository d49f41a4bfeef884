import { languages, useTranslation } from '@adconsole/i18n';
import { useId } from 'react';
import { useChooseLanguage } from '../../layout/navbar/language-menu';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';

/**
 * /systemSet/languageSet (docs/requirements.md#languages): the user's language, kept on the server; the console
 * switches at once, as with the navbar's language menu.
 */
export function LanguageSetPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const choose = useChooseLanguage();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <fieldset className="flex w-full max-w-md flex-col gap-3 rounded bg-surface p-4 shadow-sm">
        <legend className="sr-only">{t('settings.language.choose')}</legend>
        <p className="text-control text-muted">{t('settings.language.intro')}</p>
        {languages.map((language) => (
          <label key={language.code} className="inline-flex items-center gap-2 text-control text-ink">
            <input
              type="radio"
              name="language"
              value={language.code}
              checked={i18n.language === language.code}
              onChange={() => void choose(language.code)}
              className="size-4 accent-primary focus-ring"
            />
            <span lang={language.htmlLang}>{language.label}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
