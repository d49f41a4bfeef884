import { useTranslation } from '@adconsole/i18n';
import { StatusPage } from '../../layout/status-page';

/** /404: unknown paths and the pages a user's roles do not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" message={t('route.notFound')} titleKey="route.notFound" />;
}
