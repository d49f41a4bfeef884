import { defaultSize, defaultThemeColor } from '@adconsole/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '../lib/cookies';
import { createSettingsStore, deviceOf, settingsStorageKey, sidebarCookie } from './app-settings';

describe('app settings', () => {
  beforeEach(() => {
    localStorage.clear();
    removeCookie(sidebarCookie);
  });

  // The defaults of docs/requirements.md#layout-and-navigation.
  it('starts with the defaults: medium size, the blue-purple theme, tags view and logo shown', () => {
    const settings = createSettingsStore(localStorage, 1280).get();
    expect(settings).toMatchObject({
      size: defaultSize,
      theme: defaultThemeColor,
      appearance: 'light',
      tagsView: true,
      sidebarLogo: true,
      fixedHeader: false,
      sidebarOpened: true,
      device: 'desktop',
    });
    expect(defaultSize).toBe('medium');
  });

  it('keeps the chosen settings across a reload', () => {
    const store = createSettingsStore(localStorage, 1280);
    store.setSize('mini');
    store.setTheme('#13C2C2');
    store.setTagsView(false);
    store.setFixedHeader(true);
    store.setSidebarLogo(false);
    store.setAppearance('system');
    expect(createSettingsStore(localStorage, 1280).get()).toMatchObject({
      size: 'mini',
      theme: '#13c2c2',
      appearance: 'system',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
    });
  });

  it('reads damaged saved settings as the defaults, field by field', () => {
    localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ size: 'huge', theme: 'red', appearance: 'dim', tagsView: false }),
    );
    expect(createSettingsStore(localStorage, 1280).get()).toMatchObject({
      size: 'medium',
      theme: defaultThemeColor,
      appearance: 'light',
      tagsView: false,
    });
    localStorage.setItem(settingsStorageKey, '{not json');
    expect(createSettingsStore(localStorage, 1280).get().size).toBe('medium');
  });

  it('remembers the collapsed sidebar in a cookie', () => {
    const store = createSettingsStore(localStorage, 1280);
    store.toggleSidebar();
    expect(store.get().sidebarOpened).toBe(false);
    expect(readCookie(sidebarCookie)).toBe('0');
    expect(createSettingsStore(localStorage, 1280).get().sidebarOpened).toBe(false);
    store.toggleSidebar();
    expect(createSettingsStore(localStorage, 1280).get().sidebarOpened).toBe(true);
  });

  it('is mobile under 992 px, where the sidebar is a drawer that starts closed', () => {
    expect([deviceOf(991), deviceOf(992)]).toEqual(['mobile', 'desktop']);
    const store = createSettingsStore(localStorage, 375);
    expect(store.get()).toMatchObject({ device: 'mobile', mobileSidebarOpen: false });
    store.toggleSidebar();
    expect(store.get().mobileSidebarOpen).toBe(true);
    // The desktop preference is not touched by the mobile drawer.
    expect(['0', '1']).not.toContain(readCookie(sidebarCookie));
    store.resize(1200);
    expect(store.get()).toMatchObject({ device: 'desktop', mobileSidebarOpen: false, sidebarOpened: true });
    store.toggleSidebar();
    store.resize(800);
    store.toggleSidebar();
    store.closeMobileSidebar();
    expect(store.get()).toMatchObject({ device: 'mobile', mobileSidebarOpen: false, sidebarOpened: false });
  });
});
