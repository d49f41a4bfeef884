import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../session/services-context';
import { useDocumentTitle } from '../routes/document-title';
import { tagKey } from '../tags-view/visited-tags';
import { entityQueryPages, pageRegistry } from './route-registry';
import { PageSettled } from './page-settled';
import { PageSuspense } from './page-suspense';
import { titleKeysOf } from '../routes/route-title';
import type { PageEntry } from '../routes/route-tree';

/** One page of the registry: opened as a tab, titling the document, loaded lazily. */
export function PageFrame({ entry }: { entry: PageEntry }) {
  const { tags } = useServices();
  const { pathname, search } = useLocation();
  const { route } = entry;
  const Page = pageRegistry[route.component!]!;

  useDocumentTitle(route.meta);
  useEffect(() => {
    tags.visit({
      key: tagKey({ pathname, search }, entityQueryPages.has(route.component!)),
      fullPath: `${pathname}${search}`,
      title: titleKeysOf(route.meta),
      ...(route.meta.affix ? { affix: true } : {}),
    });
  }, [tags, pathname, search, route]);

  return (
    <PageSuspense>
      <Page route={route} />
      <PageSettled />
    </PageSuspense>
  );
}
