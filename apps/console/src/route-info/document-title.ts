import { useTranslation } from '@adconsole/i18n';
import { useEffect } from 'react';
import { documentTitle, type TitleKeys } from './route-title';

/**
 * The page title follows the route title in the current language
 * (docs/requirements.md#layout-and-navigation).
 */
export function useDocumentTitle(meta: TitleKeys | undefined) {
  const { t, i18n } = useTranslation();
  const title = documentTitle(t, meta);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
