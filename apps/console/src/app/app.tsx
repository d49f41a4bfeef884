import { ApiProvider } from '@adconsole/api-client/react';
import { I18nextProvider, type i18n } from '@adconsole/i18n';
import {
  ConfirmHost,
  parseThemeColor,
  resetThemeColor,
  setThemeColor,
  SizeProvider,
  Toaster,
} from '@adconsole/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionExpiredDialog } from '../session/session-expired-dialog';
import { createRouter } from './router';
import { createServices, type Services } from './services';
import { ServicesContext, useSettings } from './services-context';

/**
 * The console: its services, i18n (with the texts of its language already fetched), the API client, server
 * state, the global size and the routes.
 */
export function App({ i18n }: { i18n: i18n }) {
  const [{ services, router }] = useState(() => {
    // The routes' elements reach the services through context at render, so the router comes first.
    const router = createRouter();
    const services: Services = createServices(i18n, (to) => void router.navigate(to, { replace: true }));
    return { services, router };
  });
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <ApiProvider client={services.client} queryClient={services.queryClient}>
          <Frame>
            <RouterProvider router={router} />
            <SessionExpiredDialog />
            <ConfirmHost />
            <Toaster />
          </Frame>
        </ApiProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}

/** Applies the settings that reach the whole document: the size, the theme colour and the device. */
function Frame({ children }: { children: ReactNode }) {
  const [settings, store] = useSettings();
  useEffect(() => {
    const theme = parseThemeColor(settings.theme);
    if (theme) setThemeColor(theme);
    else resetThemeColor();
  }, [settings.theme]);
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
