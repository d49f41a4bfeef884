import { useTranslation } from '@adconsole/i18n';
import { IconButton } from '@adconsole/ui';
import { Menu } from 'lucide-react';
import { useSettings } from '../../session/services-context';
import { SettingsDrawer } from './settings-drawer';
import { AccountMenu } from './account-menu';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { FullscreenToggle } from './fullscreen-toggle';
import { LanguageMenu } from './language-menu';
import { MessageBell } from './message-bell';
import { MoreMenu } from './more-menu';
import { RouteSearch } from './route-search';
import { SizeMenu } from './size-menu';
import { UserMenu } from './user-menu';

/**
 * The top bar (docs/requirements.md#layout-and-navigation): hamburger, breadcrumb, then search, messages and
 * the user's settings. On mobile (under 992 px, where the sidebar becomes a drawer too) full screen, size,
 * language and account fold into the More menu, so the bar fits a 375 px phone with room for the breadcrumb.
 */
export function Navbar() {
  const { t } = useTranslation();
  const [settings, store] = useSettings();
  const mobile = settings.device === 'mobile';
  const hamburgerLabel = mobile
    ? t('layout.openMenu')
    : settings.sidebarOpened
      ? t('layout.collapseMenu')
      : t('layout.expandMenu');
  return (
    <div className="flex h-12 items-center gap-2 border-b border-border bg-surface px-2">
      <IconButton
        label={hamburgerLabel}
        aria-expanded={mobile ? settings.mobileSidebarOpen : settings.sidebarOpened}
        variant="subtle"
        onClick={store.toggleSidebar}
      >
        <Menu aria-hidden="true" className="size-[1em]" />
      </IconButton>
      <BreadcrumbTrail />
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <RouteSearch />
        <MessageBell />
        {mobile ? (
          <>
            <SettingsDrawer />
            <MoreMenu />
          </>
        ) : (
          <>
            <FullscreenToggle />
            <SizeMenu />
            <LanguageMenu />
            <SettingsDrawer />
            <AccountMenu />
          </>
        )}
        <UserMenu />
      </div>
    </div>
  );
}
