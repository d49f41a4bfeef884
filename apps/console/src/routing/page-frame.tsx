import { useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../app/services-context';
import { useDocumentTitle } from './document-title';
import { pageRegistry } from './route-registry';
import { titleKeysOf } from './route-title';
import type { PageEntry } from './route-tree';

/** One page of the registry: opened as a tab, titling the document, loaded lazily. */
export function PageFrame({ entry }: { entry: PageEntry }) {
  const { t } = useTranslation();
  const { tags } = useServices();
  const { pathname, search } = useLocation();
  const { route } = entry;
  const Page = pageRegistry[route.component!]!;

  useDocumentTitle(route.meta);
  useEffect(() => {
    tags.visit({
      fullPath: `${pathname}${search}`,
      path: pathname,
      title: titleKeysOf(route.meta),
      ...(route.meta.affix ? { affix: true } : {}),
    });
  }, [tags, pathname, search, route]);

  return (
    <Suspense fallback={<Skeleton lines={4} label={t('app.loading')} />}>
      <Page route={route} />
    </Suspense>
  );
}
