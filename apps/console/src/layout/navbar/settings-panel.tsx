import { useTranslation } from '@adconsole/i18n';
import { cn, defaultThemeColor, Switch } from '@adconsole/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useSettings } from '../../session/services-context';
import { appearances } from '../../app-settings/app-settings';

/**
 * The colours offered beside the default blue-purple (docs/requirements.md#layout-and-navigation); any other
 * comes from the custom colour field.
 */
export const themeSwatches = [defaultThemeColor, '#1890ff', '#13c2c2', '#2f9e44', '#fa541c', '#eb2f96'];

/** The settings drawer's body: theme colour, theme, tags view, fixed header and sidebar logo. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const [settings, store] = useSettings();
  const colorId = useId();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t('settings.themeColor')}</legend>
        <div role="radiogroup" aria-label={t('settings.themeColor')} className="flex flex-wrap gap-2">
          {themeSwatches.map((color) => {
            const chosen = settings.theme === color;
            return (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={t('settings.themeColorValue', { color })}
                onClick={() => store.setTheme(color)}
                style={{ backgroundColor: color }}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded text-white',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                )}
              >
                {chosen && <Check aria-hidden="true" className="size-4" />}
              </button>
            );
          })}
        </div>
        <span className="inline-flex items-center gap-2">
          <input
            id={colorId}
            type="color"
            value={settings.theme}
            onChange={(event) => store.setTheme(event.target.value)}
            className="h-8 w-12 cursor-pointer rounded border border-border bg-surface"
          />
          <label htmlFor={colorId}>{t('settings.customColor')}</label>
        </span>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t('settings.appearance')}</legend>
        {appearances.map((appearance) => (
          <label key={appearance} className="inline-flex items-center gap-2 text-control text-ink">
            <input
              type="radio"
              name="appearance"
              value={appearance}
              checked={settings.appearance === appearance}
              onChange={() => store.setAppearance(appearance)}
              className="size-4 accent-primary focus-ring"
            />
            {t(`settings.appearances.${appearance}`)}
          </label>
        ))}
      </fieldset>
      <Switch
        label={t('settings.tagsView')}
        checked={settings.tagsView}
        onCheckedChange={store.setTagsView}
      />
      <Switch
        label={t('settings.fixedHeader')}
        checked={settings.fixedHeader}
        onCheckedChange={store.setFixedHeader}
      />
      <Switch
        label={t('settings.sidebarLogo')}
        checked={settings.sidebarLogo}
        onCheckedChange={store.setSidebarLogo}
      />
    </div>
  );
}
