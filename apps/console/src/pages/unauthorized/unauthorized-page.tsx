import { useTranslation } from '@adconsole/i18n';
import { StatusPage } from '../../layout/status-page';

/** /401: a page the user's permissions do not open. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return <StatusPage code="401" message={t('route.unauthorized')} titleKey="route.unauthorized" />;
}
