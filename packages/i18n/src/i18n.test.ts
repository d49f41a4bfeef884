import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeLanguage,
  createI18n,
  I18nextProvider,
  languageStorageKey,
  loadTexts,
  startI18n,
  storedLanguage,
  useTranslation,
} from './index';
import { resources } from './resources';

describe('createI18n', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English and translates nested keys with values', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('home.welcome', { userName: 'admin' })).toBe('Welcome, admin');
  });

  it('persists a language change in localStorage and on <html lang>', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'tw');
    expect(i18n.t('login.submit')).toBe('登入');
    expect(localStorage.getItem(languageStorageKey)).toBe('tw');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(storedLanguage()).toBe('tw');
    expect(createI18n().t('login.submit')).toBe('登入');
  });

  it('marks <html lang> with the language it starts in', () => {
    createI18n('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    localStorage.setItem(languageStorageKey, 'tw');
    createI18n();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('keeps the choice before the language changes, so what renders on the change finds it', async () => {
    const i18n = createI18n('en');
    const storedOnChange: (string | null)[] = [];
    i18n.subscribe(() => storedOnChange.push(localStorage.getItem(languageStorageKey)));
    await changeLanguage(i18n, 'cn');
    expect(storedOnChange).toEqual(['cn']);
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem(languageStorageKey, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});

describe('startI18n', () => {
  beforeEach(() => localStorage.clear());

  it('holds only the groups it was asked for, in the stored language', async () => {
    localStorage.setItem(languageStorageKey, 'cn');
    const i18n = await startI18n(['public']);
    expect(i18n.language).toBe('cn');
    expect(i18n.t('login.submit')).toBe('登录');
    expect(i18n.exists('layout.user.logout')).toBe(false);
    expect(i18n.exists('login.submit', { lng: 'en' })).toBe(false);
  });

  it('fetches a later group in the current language, and every group in a new language before switching', async () => {
    const i18n = await startI18n(['public'], 'en');
    await loadTexts(i18n, 'console');
    expect(i18n.t('layout.user.logout')).toBe('Log out');
    await changeLanguage(i18n, 'tw');
    expect(i18n.t('login.submit')).toBe('登入');
    expect(i18n.t('layout.user.logout')).toBe('登出');
    expect(i18n.exists('drafts.status.draft', { lng: 'tw' })).toBe(false);
  });
});

describe('a language change through React', () => {
  it('fetches the groups in use through the i18n that useTranslation gives, and renders again in the new language', async () => {
    const i18n = await startI18n(['public', 'console'], 'en');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useTranslation(), { wrapper });
    await act(() => changeLanguage(result.current.i18n, 'cn'));
    expect(result.current.t('layout.user.logout')).toBe('退出登录');
    expect(result.current.t('login.submit')).toBe('登录');
  });
});

describe('text groups', () => {
  const groups = [
    'public',
    'console',
    'drafts',
    'notifications',
    'calculated-columns',
    'ad-changes',
  ] as const;
  const areasOf = async (language: string, group: string) =>
    Object.keys(await import(`./resources/texts/${language}/groups/${group}.ts`)).sort();

  it('hold the same areas in every language, each area in one group, together every area', async () => {
    const everyArea: string[] = [];
    for (const group of groups) {
      const english = await areasOf('en', group);
      expect(await areasOf('cn', group)).toEqual(english);
      expect(await areasOf('tw', group)).toEqual(english);
      everyArea.push(...english);
    }
    expect(everyArea.sort()).toEqual(Object.keys(resources.en).sort());
    expect(new Set(everyArea).size).toBe(everyArea.length);
    expect((await areasOf('en', 'public')).sort()).toEqual(['app', 'errors', 'login', 'route', 'ui']);
  });
});
