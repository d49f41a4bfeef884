import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, languageStorageKey, storedLanguage } from './index';

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
    i18n.on('languageChanged', () => storedOnChange.push(localStorage.getItem(languageStorageKey)));
    await changeLanguage(i18n, 'cn');
    expect(storedOnChange).toEqual(['cn']);
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem(languageStorageKey, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});
