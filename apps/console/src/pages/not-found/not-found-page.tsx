import { useTranslation } from '@adconsole/i18n';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="text-muted">{t('route.notFound')}</p>
      <Link to="/" className="text-primary underline">
        {t('route.home')}
      </Link>
    </main>
  );
}
