import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation } from './react';
import { I18n } from './runtime';

const texts = {
  en: { cart: { count: '{{count}} items in {{name}}', only: 'English only' } },
  tw: { cart: { count: '{{name}} 有 {{count}} 件' } },
};

describe('I18n', () => {
  it('fills each placeholder once, keeps one without a value and empties one given as undefined', () => {
    const i18n = new I18n('en', texts);
    expect(i18n.t('cart.count', { count: 3, name: 'Cart' })).toBe('3 items in Cart');
    expect(i18n.t('cart.count', { count: 3 })).toBe('3 items in {{name}}');
    expect(i18n.t('cart.count', { count: 3, name: undefined })).toBe('3 items in ');
    expect(i18n.t('cart.count', { count: '{{name}}', name: 'x' })).toBe('{{name}} items in x');
  });

  it('answers in its language, else English, else the key itself', () => {
    const i18n = new I18n('tw', texts);
    expect(i18n.t('cart.count', { count: 2, name: '購物車' })).toBe('購物車 有 2 件');
    expect(i18n.t('cart.only')).toBe('English only');
    expect(i18n.t('cart.missing')).toBe('cart.missing');
    expect(i18n.t('cart')).toBe('cart');
    expect(i18n.exists('cart.only', { lng: 'cn' })).toBe(true);
    expect(i18n.exists('cart.missing')).toBe(false);
    expect(i18n.fixedT('en')('cart.count', { count: 1, name: 'A' })).toBe('1 items in A');
  });

  it('tells its subscribers of a new language, not of the same one', () => {
    const i18n = new I18n('en', texts);
    const heard: string[] = [];
    const stop = i18n.subscribe(() => heard.push(i18n.language));
    i18n.changeLanguage('tw');
    i18n.changeLanguage('tw');
    stop();
    i18n.changeLanguage('en');
    expect(heard).toEqual(['tw']);
  });
});

describe('useTranslation', () => {
  it('renders again with a new t when the language changes, the instance the same', () => {
    const i18n = new I18n('en', texts);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useTranslation(), { wrapper });
    const before = result.current;
    act(() => i18n.changeLanguage('tw'));
    expect(result.current.t('cart.count', { count: 1, name: 'A' })).toBe('A 有 1 件');
    expect(result.current.t).not.toBe(before.t);
    expect(result.current.i18n).toBe(before.i18n);
  });
});
