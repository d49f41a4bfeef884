import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  languageById,
  languageFromAcceptLanguage,
  languageId,
  languages,
  lookup,
  resources,
} from './index';

function flatten(node: unknown, prefix = ''): Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return { [prefix]: node };
  return Object.entries(node).reduce<Record<string, unknown>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

describe('resources', () => {
  const flat = Object.fromEntries(languages.map((l) => [l.code, flatten(resources[l.code])]));

  it.each(['cn', 'tw'] as const)('%s has exactly the keys of en', (code) => {
    expect(Object.keys(flat[code]!).sort()).toEqual(Object.keys(flat.en!).sort());
  });

  it.each(languages.map((l) => l.code))('%s has no empty or non-string value', (code) => {
    const bad = Object.entries(flat[code]!).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it('keeps placeholders the same in every language', () => {
    const placeholders = (s: unknown) =>
      String(s)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of Object.keys(flat.en!)) {
      expect(placeholders(flat.cn![key]), key).toEqual(placeholders(flat.en![key]));
      expect(placeholders(flat.tw![key]), key).toEqual(placeholders(flat.en![key]));
    }
  });
});

describe('languages', () => {
  it('maps the language ids both ways (docs/requirements.md#languages)', () => {
    expect([languageById(1), languageById(2), languageById(3), languageById(4)]).toEqual([
      'cn',
      'en',
      'tw',
      undefined,
    ]);
    expect([languageId('cn'), languageId('en'), languageId('tw')]).toEqual([1, 2, 3]);
  });

  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh', 'cn'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, de', undefined],
    ['fr, zh-HK', 'tw'],
    [undefined, undefined],
  ])('Accept-Language %s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('lookup and error messages', () => {
  it('fills placeholders and reports missing keys', () => {
    expect(lookup('en', 'home.welcome', { userName: 'demo' })).toBe('Welcome, demo');
    expect(lookup('cn', 'home.welcome', { userName: 'demo' })).toBe('欢迎，demo');
    expect(lookup('en', 'home.nothing')).toBeUndefined();
    expect(lookup('en', 'home')).toBeUndefined();
  });

  it('maps every catalogued code in every language', () => {
    expect(errorMessage(910002, 'en')).toBe('Please enter the correct account and password');
    expect(errorMessage('910002', 'tw')).toBe('請輸入正確的帳戶和密碼');
    expect(errorMessage(123456, 'cn')).toBeUndefined();
  });
});
