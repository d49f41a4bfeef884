import { useEffect } from 'react';
import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { usePrefetchReportPage } from '@adconsole/api-client/react';
import { useLocation } from 'react-router';
import { useServices } from '../session/services-context';
import { useDocumentTitle } from '../route-info/document-title';
import { tagKey } from '../tags-view/visited-tags';
import { entityQueryPages, pageRegistry } from './route-registry';
import { PageSettled } from './page-settled';
import { PageSuspense } from './page-suspense';
import { titleKeysOf } from '../route-info/route-title';
import type { PageEntry } from '../route-info/route-tree';

/** One page of the registry: opened as a tab, titling the document, loaded lazily. */
export function PageFrame({ entry }: { entry: PageEntry }) {
  const { tags } = useServices();
  const { pathname, search } = useLocation();
  const { route } = entry;
  const Page = pageRegistry[route.component!]!;

  useDocumentTitle(route.meta);
  // A report page's columns and views are asked for while its code loads (docs/architecture.md#early-calls).
  usePrefetchReportPage(route.component === 'ReportPage' ? catalogueReportByPath(route.path) : undefined);
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
