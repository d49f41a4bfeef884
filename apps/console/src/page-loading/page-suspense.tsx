import { useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { Suspense, type ReactNode } from 'react';

/** A lazily loaded page of the route registry, with the loading skeleton until its code has arrived. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Skeleton lines={4} label={t('app.loading')} />}>{children}</Suspense>;
}
