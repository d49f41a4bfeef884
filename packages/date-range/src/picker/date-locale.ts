import type { Locale } from 'date-fns';
import { enUS, zhCN, zhTW } from 'date-fns/locale';

const locales: Record<string, Locale> = { en: enUS, cn: zhCN, tw: zhTW };

/** The date-fns locale of a console language (weekday and month names); English for anything else. */
export function dateLocale(language: string): Locale {
  return locales[language] ?? enUS;
}
