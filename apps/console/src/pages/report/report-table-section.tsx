import { useResetCustomReportFields, useSaveCustomReportFields } from '@adconsole/api-client/react';
import {
  reportSection,
  type CustomReportFields,
  type PageResponse,
  type ReportListData,
  type CatalogueReport,
} from '@adconsole/api-client/contract';
import {
  ReportTable,
  useColumnSettings,
  type ColumnSettingsAdapter,
  type ReportTableProps,
} from '@adconsole/report-table';
import type { ColumnSettings, ReportSort } from '@adconsole/report-table-rules';
import { useMemo } from 'react';
import { customFieldColumnSettings, offeredColumns } from '../../lib/report-columns';
import type { ReportParams } from './report-params';

/** The columns of an open view: its settings, where a change goes, and what Reset returns to. */
export interface ViewColumns {
  id: number;
  settings: ColumnSettings;
  onChange: (settings: ColumnSettings) => void;
  reset: () => ColumnSettings;
}

/** Before the first answer: no columns and no rows, the same arrays each render. */
const noAnswer: Pick<ReportListData, 'titleInfos' | 'list'> = { titleInfos: [], list: [] };

export interface ReportTableSectionProps {
  report: CatalogueReport;
  title: string;
  state: ReportParams;
  fields: CustomReportFields;
  /** The open view's columns, changed in the page until the view is saved; none: the user's custom fields. */
  viewColumns?: ViewColumns;
  answer: { data: ReportListData; page?: PageResponse } | undefined;
  loading: boolean;
  error: string | boolean;
  onRetry?: () => void;
  onChange: (next: Partial<ReportParams>) => void;
  /** The page's own items of a column's menu ("Alert on this metric"). */
  columnMenuItems?: ReportTableProps['columnMenuItems'];
}

/**
 * The report table in server mode: the answer's titleInfos as they come (the server has applied the user's
 * columns, or the open view's), the URL's sort and page, the server's summary row, and the column chooser
 * over every column the report offers, saved as the user's custom fields or kept for the open view.
 */
export function ReportTableSection(props: ReportTableSectionProps) {
  const { report, state, fields, answer, onChange } = props;
  const ref = useMemo(
    () => ({ channel: report.channel, section: report.section }),
    [report.channel, report.section],
  );
  const { mutateAsync: save } = useSaveCustomReportFields(ref);
  const { mutateAsync: reset } = useResetCustomReportFields(ref);
  const { viewColumns } = props;
  const adapter = useMemo(
    (): ColumnSettingsAdapter =>
      viewColumns
        ? {
            key: `view.${viewColumns.id}`,
            load: () => viewColumns.settings,
            save: viewColumns.onChange,
            reset: viewColumns.reset,
          }
        : customFieldColumnSettings(ref, fields, { save, reset: () => reset() }),
    // The table reads an adapter's settings when its key changes: for a view, when another one opens.
    [ref, fields, save, reset, viewColumns],
  );
  const available = useMemo(() => offeredColumns(fields), [fields]);
  const columnSettings = useColumnSettings({ adapter, available });
  const sort: ReportSort | null = state.sortCol
    ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' }
    : null;

  return (
    <ReportTable
      mode="server"
      label={props.title}
      titleInfos={answer?.data.titleInfos ?? noAnswer.titleInfos}
      rows={answer?.data.list ?? noAnswer.list}
      summaryRow={answer?.data.summary}
      sort={sort}
      onSortChange={(next) => onChange({ sortCol: next?.sortCol, sortOrder: next?.sortOrder, page: 1 })}
      page={state.page}
      size={state.size}
      totalCount={answer?.page?.totalCount ?? 0}
      // The pager offers only the section's page sizes.
      onPageChange={(number, size) => onChange({ page: number, size: size as ReportParams['size'] })}
      pageSizes={reportSection(report.channel, report.section).pageSizes}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      columnSettings={columnSettings}
      columnMenuItems={props.columnMenuItems}
    />
  );
}
