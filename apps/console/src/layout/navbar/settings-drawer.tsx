import { useTranslation } from '@adconsole/i18n';
import { Drawer, IconButton, lazyPart, useLazyPart } from '@adconsole/ui';
import { Settings } from 'lucide-react';

/**
 * The drawer's body, with its switches, loads when the drawer first opens, fetched ahead on hover or focus of
 * its button; not with the page (docs/architecture.md#bundle-budgets).
 */
const settingsPanel = lazyPart(() => import('./settings-panel'));
const preloadPanel = () => void settingsPanel.load().catch(() => undefined);

function LoadedSettingsPanel() {
  const panel = useLazyPart(settingsPanel, true);
  return panel ? <panel.SettingsPanel /> : null;
}

/**
 * The settings drawer (docs/requirements.md#layout-and-navigation): theme colour, light / dark / system theme
 * (docs/architecture.md#themes), tags view, fixed header and sidebar logo, kept for next time.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('settings.title')}
      trigger={
        <IconButton
          label={t('settings.open')}
          variant="subtle"
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
        >
          <Settings aria-hidden="true" className="size-[1em]" />
        </IconButton>
      }
    >
      <LoadedSettingsPanel />
    </Drawer>
  );
}
