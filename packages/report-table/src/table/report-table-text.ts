import { usePackageTranslation, type Language } from '@adconsole/i18n';
import { reportTable } from '@adconsole/i18n/sections/report-table';
import { createContext, useContext } from 'react';

const sections = { reportTable };

/** The `language` a ReportTable was given, for the parts inside it. */
export const ReportTableLanguage = createContext<Language | undefined>(undefined);

/**
 * The table's words (docs/architecture.md#report-table): the host's texts when they hold the table's section
 * (the console), else the table's own small per-language module of them in `@adconsole/i18n`; in the table's
 * `language`, else the host's, else English.
 */
export function useReportTableText() {
  return usePackageTranslation(sections, useContext(ReportTableLanguage));
}
