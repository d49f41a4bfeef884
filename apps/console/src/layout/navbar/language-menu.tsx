import { useSetLanguage } from '@adconsole/api-client';
import { changeLanguage, isLanguage, languageId, languages, useTranslation } from '@adconsole/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { isAccountScopedQuery } from '../../app/services';

/**
 * The language switch: the console changes at once (menus, breadcrumb, tabs, page title), the choice is kept
 * in localStorage `lang` and in the user's setting, and server texts are fetched again in the new language.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  const queryClient = useQueryClient();

  async function choose(code: string) {
    if (!isLanguage(code) || code === i18n.language) return;
    await changeLanguage(i18n, code);
    setLanguage.mutate(languageId(code));
    void queryClient.invalidateQueries({ predicate: isAccountScopedQuery });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('layout.language')} variant="subtle">
          <Languages aria-hidden="true" className="size-[1em]" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('layout.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={i18n.language} onValueChange={(code) => void choose(code)}>
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.htmlLang}>
              {language.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
