import { cn } from '@adconsole/ui';
import { useTranslation } from '@adconsole/i18n';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useServices, useSettings } from '../session/services-context';
import { MessagePopup } from '../messages/message-popup';
import { useAccess } from '../route-info/access';
import { centreChannelOf } from '../route-info/report-centre-reports';
import { titleKeysOf } from '../route-info/route-title';
import { pagesOf } from '../route-info/route-tree';
import { TagsBar } from './tags-bar';
import { LeftSubMenu } from './left-sub-menu';
import { Navbar } from './navbar/navbar';
import { SearchTopBar } from './search-top-bar';
import { Sidebar } from './sidebar/sidebar';
import { useCurrentPage } from './use-current-page';

/**
 * The console's frame around every page (docs/requirements.md#layout-and-navigation): sidebar, navbar, tags
 * bar, the optional left sub-menu and top date search bar of the current route, and the new-message pop-up.
 * With a fixed header the bars stay while the page scrolls. The first Tab stop is a skip link to the page's
 * main content, past the menus and bars.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const [settings] = useSettings();
  const mainRef = useRef<HTMLElement>(null);
  const { tags } = useServices();
  const { routes } = useAccess();
  const page = useCurrentPage();

  useEffect(() => {
    // Pinned pages (route meta affix) always lead the tags bar.
    const affix = pagesOf(routes).filter(({ route }) => route.meta.affix);
    tags.pin(
      affix.map(({ route }) => ({ key: route.path, fullPath: route.path, title: titleKeysOf(route.meta) })),
    );
  }, [routes, tags]);

  const meta = page?.route.meta;
  const channel = (page && centreChannelOf(page.route.path)) ?? 'search';
  return (
    <div className="flex h-full">
      <a
        href="#main-content"
        onClick={(event) => {
          // Focus, not the URL's hash: the URL is the page's state (its tab follows it).
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only z-50 rounded bg-surface px-3 py-2 text-primary-text shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-primary"
      >
        {t('layout.skipToMain')}
      </a>
      <Sidebar />
      <div className="flex h-full min-w-0 flex-1 flex-col overflow-y-auto">
        <header className={cn('z-20', settings.fixedHeader && 'sticky top-0')}>
          <Navbar />
          {settings.tagsView && <TagsBar />}
        </header>
        {meta?.addSearchTop && <SearchTopBar key={channel} channel={channel} />}
        <div className="flex flex-1">
          {meta?.sidebarLeft && page && <LeftSubMenu page={page} />}
          <main id="main-content" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
      <MessagePopup />
    </div>
  );
}
