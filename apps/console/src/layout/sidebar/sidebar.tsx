import { useTranslation } from '@adconsole/i18n';
import { cn, Drawer } from '@adconsole/ui';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSettings } from '../../session/services-context';
import { useAccess } from '../../route-info/access';
import { activeMenuPath, menuOf } from '../../route-info/route-tree';
import { useCurrentPage } from '../use-current-page';
import { SidebarMenu } from './sidebar-menu';

/**
 * The sidebar is 160 px wide, 240 px in English (its titles are longer); 54 px collapsed
 * (docs/requirements.md#layout-and-navigation).
 */
export function sidebarWidth(language: string, opened: boolean): number {
  if (!opened) return 54;
  return language === 'en' ? 240 : 160;
}

/**
 * The sidebar (docs/requirements.md#layout-and-navigation): the logo linking to /, and the menus of the
 * user's visible routes. On a desktop it collapses to icons; on mobile it is a drawer from the left that
 * starts closed.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation();
  const [settings, store] = useSettings();
  const { routes } = useAccess();
  const { pathname } = useLocation();
  const page = useCurrentPage();
  const entries = useMemo(() => menuOf(routes), [routes]);
  const active = activeMenuPath(page, pathname);

  if (settings.device === 'mobile') {
    return (
      <Drawer
        side="left"
        title={t('layout.mainMenu')}
        hideTitle
        open={settings.mobileSidebarOpen}
        onOpenChange={(open) => !open && store.closeMobileSidebar()}
      >
        <nav aria-label={t('layout.mainMenu')} className="-mx-5 -my-4 min-h-full bg-sidebar p-2">
          <SidebarMenu entries={entries} active={active} onNavigate={store.closeMobileSidebar} />
        </nav>
      </Drawer>
    );
  }

  const opened = settings.sidebarOpened;
  return (
    <aside
      style={{ width: sidebarWidth(i18n.language, opened) }}
      className="flex h-full shrink-0 flex-col overflow-y-auto bg-sidebar transition-[width]"
    >
      {settings.sidebarLogo && (
        // Named by its text, so the name holds what shows (WCAG 2.5.3): the product's name, and for assistive
        // tech where the link goes.
        <Link
          to="/"
          className={cn(
            'flex h-12 shrink-0 items-center gap-2 px-3 font-semibold text-white',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white',
            !opened && 'justify-center px-0',
          )}
        >
          <span aria-hidden="true" className="grid size-7 place-items-center rounded bg-primary text-sm">
            ad
          </span>
          {opened && <span aria-hidden="true">{t('app.name')}</span>}
          <span className="sr-only">{t('layout.logoHome')}</span>
        </Link>
      )}
      <nav aria-label={t('layout.mainMenu')} className="flex-1 p-1.5">
        <SidebarMenu entries={entries} active={active} collapsed={!opened} />
      </nav>
    </aside>
  );
}
