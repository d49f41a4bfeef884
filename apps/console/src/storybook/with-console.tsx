import { ApiProvider } from '@adconsole/api-client/react';
import { createI18n } from '@adconsole/i18n';
import {
  fullRouteSet,
  routesForRole,
  routesWithPermissions,
  type UserInfo,
} from '@adconsole/api-client/contract';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createServices, type Services } from '../session/services';
import { ServicesContext } from '../session/services-context';
import { AccessContext } from '../route-info/access';
import { resolveRoutes } from '../route-info/route-tree';
import { settingsStorageKey } from '../app-settings/app-settings';
import { tagsStorageKey } from '../tags-view/tags-store';
import type { VisitedTag } from '../tags-view/visited-tags';

/** What a console story may set: where it starts, the user's role and the open tabs. */
export interface ConsoleStoryParameters {
  path?: string;
  role?: 'admin' | 'edit';
  tags?: VisitedTag[];
}

const editPaths = ['/home', '/keywordSearch', '/feeds', '/reportCenter', '/downloadCenter', '/messageCenter'];

function userOf(role: 'admin' | 'edit'): UserInfo {
  return {
    userName: role === 'admin' ? 'admin' : 'demo',
    avatar: '',
    introduction: '',
    roles: [role],
    language: 2,
    accounts: [{ accountId: 1, accountNo: 'adc-shared-01', provider: 'sandbox' }],
    permissions: role === 'admin' ? ['*:*:*'] : ['report:list', 'message:read'],
  };
}

/** Where the story's router is, for play functions to check a navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current path">{`${pathname}${search}`}</output>;
}

function ConsoleFrame({ parameters, children }: { parameters: ConsoleStoryParameters; children: ReactNode }) {
  const [services] = useState((): Services => {
    // Every story starts from the defaults and its own tabs, not from what the story before left.
    localStorage.removeItem(settingsStorageKey);
    sessionStorage.setItem(tagsStorageKey, JSON.stringify(parameters.tags ?? []));
    return createServices(createI18n(), () => undefined);
  });
  const role = parameters.role ?? 'admin';
  const [access] = useState(() => {
    // The routes as the server lists them for the role: its paths, then only pages its permissions allow.
    const user = userOf(role);
    const granted = role === 'admin' ? fullRouteSet() : routesForRole(fullRouteSet(), editPaths, [role]);
    return { user, routes: resolveRoutes(routesWithPermissions(granted, user.permissions), [role]) };
  });
  return (
    <ServicesContext.Provider value={services}>
      <ApiProvider client={services.client} queryClient={services.queryClient}>
        <MemoryRouter initialEntries={[parameters.path ?? '/home/index']}>
          <AccessContext.Provider value={access}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </AccessContext.Provider>
        </MemoryRouter>
      </ApiProvider>
    </ServicesContext.Provider>
  );
}

/**
 * The console around a story: its stores, a router at `parameters.console.path` and the routes of
 * `parameters.console.role` (the full route set as the contract builds it), with no server behind it.
 */
export const withConsole: Decorator = (Story, { parameters }) => (
  <ConsoleFrame parameters={(parameters.console ?? {}) as ConsoleStoryParameters}>
    <Story />
  </ConsoleFrame>
);
