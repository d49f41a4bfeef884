import {
  reportSection,
  type CustomReportFields,
  type PageResponse,
  type ReportListData,
  type CatalogueReport,
} from '@adconsole/api-client/contract';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { ReportTable, useColumnSettings } from '@adconsole/report-table';
import type { ReportSort } from '@adconsole/report-table/core';
import { useCallback, useMemo } from 'react';
import { chosenFieldIds, columnChoice } from './report-columns';
import type { ReportParams } from './report-params';
import { useSaveCustomFields } from './use-report-calls';

/** The server keeps a user's columns (custom fields); nothing of them stays in the browser. */
const serverOnly = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export interface ReportTableSectionProps {
  report: CatalogueReport;
  title: string;
  state: ReportParams;
  fields: CustomReportFields;
  answer: { data: ReportListData; page?: PageResponse } | undefined;
  loading: boolean;
  error: string | boolean;
  onRetry: () => void;
  onChange: (next: Partial<ReportParams>) => void;
}

/**
 * The report table in server mode: the URL's sort and page, the server's summary row, and the column
 * chooser over every column the report offers, saved as the user's custom fields.
 */
export function ReportTableSection(props: ReportTableSectionProps) {
  const { report, state, fields, answer, onChange } = props;
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choice = useMemo(
    () => columnChoice(fields, report.granularity, language),
    [fields, report, language],
  );
  const save = useSaveCustomFields({ channel: report.channel, section: report.section });
  const onSave = useCallback(
    async (settings: Parameters<typeof chosenFieldIds>[2]) => {
      await save.mutateAsync(chosenFieldIds(fields, choice.titleInfos, settings));
    },
    [save, fields, choice],
  );
  const columnSettings = useColumnSettings({
    storageKey: `${report.channel}.${report.section}.columns`,
    initial: choice.initial,
    storage: serverOnly,
    onSave,
  });
  const sort: ReportSort | null = state.sortCol
    ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' }
    : null;

  return (
    <ReportTable
      mode="server"
      label={props.title}
      titleInfos={choice.titleInfos}
      rows={answer?.data.list ?? []}
      summaryRow={answer?.data.summary}
      sort={sort}
      onSortChange={(next) =>
        onChange({ sortCol: next?.sortCol as ReportParams['sortCol'], sortOrder: next?.sortOrder, page: 1 })
      }
      page={state.page}
      size={state.size}
      totalCount={answer?.page?.totalCount ?? 0}
      onPageChange={(number, size) => onChange({ page: number, size })}
      pageSizes={reportSection(report.channel, report.section).pageSizes}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      columnSettings={columnSettings}
    />
  );
}
