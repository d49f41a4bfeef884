import { useTranslation } from '@adconsole/i18n';
import { Link } from 'react-router';
import { useDocumentTitle } from '../route-info/document-title';

export interface StatusPageProps {
  code: string;
  message: string;
  titleKey: string;
}

/** A full-page status (404, 401): the code, what it means, and the way home. */
export function StatusPage({ code, message, titleKey }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle({ title: titleKey });
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4">
      <h1 className="text-6xl font-bold text-primary-text">{code}</h1>
      <p className="text-muted">{message}</p>
      <Link to="/" className="text-primary-text underline">
        {t('route.backHome')}
      </Link>
    </main>
  );
}
