import { ApiProvider } from '@adconsole/api-client/react';
import { I18nextProvider, type i18n } from '@adconsole/i18n';
import {
  applyColorScheme,
  ConfirmHost,
  parseThemeColor,
  resetThemeColor,
  setThemeColor,
  SizeProvider,
  Toaster,
} from '@adconsole/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { holdIdleWorkForFirstPage } from '../page-loading/page-settled';
import { preloadPageAt } from '../page-loading/route-registry';
import { SessionExpiredDialog } from '../session/session-expired-dialog';
import { ConsoleRouter, createOutsideNavigation } from './router';
import { createServices, type Services } from '../session/services';
import { ServicesContext, useSettings } from '../session/services-context';

// The report page a cold visit opens loads beside the calls its route waits for.
preloadPageAt(window.location.pathname);
// What the kit fetches ahead of need waits until that page has shown what it is for.
holdIdleWorkForFirstPage();

/**
 * The console: its services, i18n (with the texts of its language already fetched), the API client, server
 * state, the global size and the routes.
 */
export function App({ i18n }: { i18n: i18n }) {
  const [{ services, navigation }] = useState(() => {
    // The API client's hooks navigate from outside React, through the router once it is mounted.
    const navigation = createOutsideNavigation();
    const services: Services = createServices(i18n, navigation.replace);
    return { services, navigation };
  });
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <ApiProvider client={services.client} queryClient={services.queryClient}>
          <Frame>
            <ConsoleRouter navigation={navigation} />
            <SessionExpiredDialog />
            <ConfirmHost />
            <Toaster />
          </Frame>
        </ApiProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}

/**
 * Applies the settings that reach the whole document: the size, the theme colour, the light or dark theme
 * (following the system's while the user chose so: docs/architecture.md#themes) and the device.
 */
function Frame({ children }: { children: ReactNode }) {
  const [settings, store] = useSettings();
  useEffect(() => {
    const theme = parseThemeColor(settings.theme);
    if (theme) setThemeColor(theme);
    else resetThemeColor();
  }, [settings.theme]);
  useEffect(() => {
    if (settings.appearance !== 'system') {
      applyColorScheme(settings.appearance);
      return;
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColorScheme(query.matches ? 'dark' : 'light');
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [settings.appearance]);
  useEffect(() => {
    const onResize = () => store.resize(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [store]);
  return (
    <SizeProvider size={settings.size} className="h-full">
      {children}
    </SizeProvider>
  );
}
