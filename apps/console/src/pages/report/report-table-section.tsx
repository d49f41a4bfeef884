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
import type { ColumnSettings, ReportColumn, ReportSort } from '@adconsole/report-table-rules';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { customFieldColumnSettings, offeredColumns } from '../../lib/report-columns';
import { useNegatedMark } from '../../report-actions/negated-mark';
import type { ReportSelection } from '../../report-actions/report-selection';
import { CalculatedColumnDialog, useReportCalculatedColumns } from './report-calculated';
import { metricInputs, withColumnShown } from './report-calculated-columns';
import type { ReportParams } from '../../lib/report-params';

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
  /** The rows chosen to act on, on the reports that offer it (docs/requirements.md#ad-changes). */
  selection?: ReportSelection;
}

/**
 * The report table in server mode: the answer's titleInfos as they come (the server has applied the user's
 * columns, or the open view's), the URL's sort and page, the server's summary row, and the column chooser
 * over every column the report offers, saved as the user's custom fields or kept for the open view. The
 * chooser makes a calculated column, and the menu of one of the user's own changes it
 * (docs/requirements.md#calculated-columns).
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
  const control = useColumnSettings({ adapter, available });
  const titleInfos = answer?.data.titleInfos ?? noAnswer.titleInfos;
  const calculated = useReportCalculatedColumns(titleInfos);
  const marked = useNegatedMark(titleInfos, props.selection);
  const columnSettings = useMemo(
    () => ({ ...control, actions: [calculated.newColumn] }),
    [control, calculated.newColumn],
  );
  const { columnMenuItems } = props;
  const { columnItems } = calculated;
  const menuItems = useMemo(
    () => (column: ReportColumn) => [...(columnMenuItems?.(column) ?? []), ...columnItems(column)],
    [columnMenuItems, columnItems],
  );
  const inputs = useMemo(() => metricInputs(fields), [fields]);
  // A metric just made joins the chosen columns once the report offers it: the fields are fetched again when
  // it is saved, before or after the dialog says so.
  const [created, setCreated] = useState<string>();
  const offered = created !== undefined && available.some((column) => column.id === created);
  const showCreated = useEffectEvent((key: string) =>
    control.onChange(withColumnShown(control.settings, available, key)),
  );
  useEffect(() => {
    if (offered) showCreated(created);
  }, [offered, created]);
  const sort: ReportSort | null = state.sortCol
    ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' }
    : null;

  return (
    <>
      <ReportTable
        mode="server"
        label={props.title}
        titleInfos={marked.titleInfos}
        renderers={marked.renderers}
        selection={props.selection?.table}
        calculatedColumns={calculated.calculatedColumns}
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
        columnMenuItems={menuItems}
      />
      <CalculatedColumnDialog
        editing={calculated.editing}
        inputs={inputs}
        onClose={calculated.closeEditing}
        onCreated={setCreated}
      />
    </>
  );
}
