import type { RouteMeta } from '@adconsole/api-client/contract';

/** The title keys of a route: what a tab keeps so it follows a language change. */
export type TitleKeys = Pick<RouteMeta, 'title' | 'i18nKey' | 'i18nKeyReport'>;

/** A translate function as `useTranslation`'s `t` gives it (kept narrow so pure code and tests can pass their own). */
export type Translate = (key: string, values?: Record<string, string>) => string;

export function titleKeysOf(meta: TitleKeys): TitleKeys {
  return {
    title: meta.title,
    ...(meta.i18nKey ? { i18nKey: meta.i18nKey } : {}),
    ...(meta.i18nKeyReport ? { i18nKeyReport: meta.i18nKeyReport } : {}),
  };
}

/**
 * A route's title in the current language: its i18nKey (else its title as a key), followed by its report
 * granularity when it has one ("Keyword daily report", "关键词日报").
 */
export function routeTitle(t: Translate, meta: TitleKeys): string {
  const main = t(meta.i18nKey ?? meta.title);
  return meta.i18nKeyReport
    ? t('route.reportTitle', { section: main, granularity: t(meta.i18nKeyReport) })
    : main;
}

/**
 * The document title (docs/requirements.md#layout-and-navigation): the page's title in the current language,
 * then the product's name.
 */
export function documentTitle(t: Translate, meta: TitleKeys | undefined): string {
  const product = t('app.name');
  return meta ? `${routeTitle(t, meta)} - ${product}` : product;
}
