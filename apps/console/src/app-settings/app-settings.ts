import { defaultSize, defaultThemeColor, parseThemeColor, sizes, type Size } from '@adconsole/ui';
import * as z from 'zod/mini';
import { readCookie, writeCookie } from '../lib/cookies';
import { createStore } from '../lib/store';

/** The device is mobile under 992 px wide (docs/requirements.md#layout-and-navigation). */
export const mobileBreakpoint = 992;
export type Device = 'desktop' | 'mobile';

export function deviceOf(width: number): Device {
  return width < mobileBreakpoint ? 'mobile' : 'desktop';
}

/** The theme choices of the settings drawer: a scheme, or the system's (docs/architecture.md#themes). */
export const appearances = ['light', 'dark', 'system'] as const;
export type Appearance = (typeof appearances)[number];

/**
 * The settings a user chooses (docs/requirements.md#layout-and-navigation), kept in localStorage under
 * `settingsStorageKey`.
 */
const SavedSettings = z.object({
  size: z.catch(z.enum(sizes), defaultSize),
  theme: z.catch(
    z.pipe(
      z.string(),
      z.transform((value: string) => parseThemeColor(value) ?? defaultThemeColor),
    ),
    defaultThemeColor,
  ),
  /** Light, dark, or whichever the system prefers (docs/architecture.md#themes). */
  appearance: z.catch(z.enum(appearances), 'light'),
  fixedHeader: z.catch(z.boolean(), false),
  tagsView: z.catch(z.boolean(), true),
  sidebarLogo: z.catch(z.boolean(), true),
});
export type SavedSettings = z.infer<typeof SavedSettings>;

export const settingsStorageKey = 'appSettings';
/** The sidebar state is saved in a cookie (docs/requirements.md#layout-and-navigation). */
export const sidebarCookie = 'sidebarStatus';
const yearSeconds = 365 * 24 * 60 * 60;

export interface AppSettings extends SavedSettings {
  /** The desktop sidebar is expanded (else collapsed to icons); remembered in the cookie. */
  sidebarOpened: boolean;
  device: Device;
  /**
   * The mobile sidebar drawer is open; never remembered: a mobile layout starts closed
   * (docs/requirements.md#layout-and-navigation).
   */
  mobileSidebarOpen: boolean;
}

export const defaultSettings: SavedSettings = SavedSettings.parse({});

function restore(storage: Storage): SavedSettings {
  try {
    return SavedSettings.parse(JSON.parse(storage.getItem(settingsStorageKey) ?? '{}') ?? {});
  } catch {
    return defaultSettings;
  }
}

/**
 * The app settings store: what the user chose, restored from localStorage and the sidebar cookie
 * (docs/requirements.md#layout-and-navigation), saved on change.
 */
export function createSettingsStore(storage: Storage = localStorage, width = window.innerWidth) {
  const store = createStore<AppSettings>({
    ...restore(storage),
    sidebarOpened: readCookie(sidebarCookie) !== '0',
    device: deviceOf(width),
    mobileSidebarOpen: false,
  });

  function save(patch: Partial<SavedSettings>) {
    const next = { ...store.get(), ...z.partial(SavedSettings).parse(patch) };
    const { size, theme, appearance, fixedHeader, tagsView, sidebarLogo } = next;
    storage.setItem(
      settingsStorageKey,
      JSON.stringify({ size, theme, appearance, fixedHeader, tagsView, sidebarLogo }),
    );
    store.set(next);
  }

  return {
    subscribe: store.subscribe,
    get: store.get,
    setSize: (size: Size) => save({ size }),
    setTheme: (theme: string) => save({ theme }),
    setAppearance: (appearance: Appearance) => save({ appearance }),
    setFixedHeader: (fixedHeader: boolean) => save({ fixedHeader }),
    setTagsView: (tagsView: boolean) => save({ tagsView }),
    setSidebarLogo: (sidebarLogo: boolean) => save({ sidebarLogo }),
    /** The hamburger: collapses or expands the sidebar on a desktop, opens or closes the drawer on mobile. */
    toggleSidebar() {
      const current = store.get();
      if (current.device === 'mobile') {
        store.set({ ...current, mobileSidebarOpen: !current.mobileSidebarOpen });
        return;
      }
      writeCookie(sidebarCookie, current.sidebarOpened ? '0' : '1', yearSeconds);
      store.set({ ...current, sidebarOpened: !current.sidebarOpened });
    },
    closeMobileSidebar() {
      if (store.get().mobileSidebarOpen) store.set({ ...store.get(), mobileSidebarOpen: false });
    },
    /**
     * The window's width changed: the device follows, and the mobile sidebar starts closed
     * (docs/requirements.md#layout-and-navigation).
     */
    resize(width: number) {
      const device = deviceOf(width);
      if (device !== store.get().device) store.set({ ...store.get(), device, mobileSidebarOpen: false });
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
