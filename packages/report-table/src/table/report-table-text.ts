import { usePackageTranslation, type Language } from '@adconsole/i18n';
import { reportTable } from '@adconsole/i18n/sections/report-table';
import { createContext, useContext } from 'react';

const sections = { reportTable };

/** The `language` a ReportTable was given, for the parts inside it. */
export const ReportTableLanguage = createContext<Language | undefined>(undefined);

/**
 * The table's texts: the host's i18next when it has them (the console), else the table's own, in the
 * table's `language`, else the host's, else English (docs/architecture.md#publishable-packages).
 */
export function useReportTableText() {
  return usePackageTranslation(sections, useContext(ReportTableLanguage));
}
