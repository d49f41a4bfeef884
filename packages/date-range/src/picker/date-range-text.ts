import { usePackageTranslation, type Language } from '@adconsole/i18n';
import { dateRange } from '@adconsole/i18n/sections/date-range';
import { createContext, useContext } from 'react';

const sections = { dateRange };

/** The `language` a DateRangePicker was given, for the parts inside it (the popover included). */
export const DateRangeLanguage = createContext<Language | undefined>(undefined);

/**
 * The picker's texts: the host's instance when it has them (the console), else the picker's own; in the
 * `language` given here or to the picker, else the host's, else English
 * (docs/architecture.md#publishable-packages).
 */
export function useDateRangeText(language?: Language) {
  const inherited = useContext(DateRangeLanguage);
  return usePackageTranslation(sections, language ?? inherited);
}
