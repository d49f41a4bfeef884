import {
  useCustomReportFields,
  useReportList,
  useReportView,
  useReportViews,
} from '@adconsole/api-client/react';
import { catalogueReportByPath, type CatalogueReport } from '@adconsole/api-client/contract';
import { DateRangePicker, useDateRangeValidation, type DateRangeChange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import {
  defaultColumnSettings,
  shownColumnIds,
  type ColumnSettings,
  type ReportRow,
} from '@adconsole/report-table-rules';
import { Button, Select, Skeleton, toast } from '@adconsole/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../session/services-context';
import { useAccess } from '../../route-info/access';
import type { PageProps } from '../../route-info/page-props';
import { centreReportOf } from '../../route-info/report-centre-reports';
import { routeTitle } from '../../route-info/route-title';
import { chartKind } from './chart-data';
import { ExportButton } from '../../report-actions/export-button';
import { ReportChartPanel } from './report-chart-panel';
import { ReportFilters, type ReportFilterValues } from './report-filters';
import { providerWithoutReport } from './report-offered';
import { chooserSettings, offeredColumns } from '../../lib/report-columns';
import { ReportFreshness } from '../../lib/report-freshness';
import {
  changeComparison,
  comparisonOf,
  filtersOf,
  parseReportParams,
  rangeOf,
  reportRequest,
  reportSearchParams,
  type NoticedParam,
  type ReportParams,
} from '../../lib/report-params';
import { ReportTableSection, type ViewColumns } from './report-table-section';
import { keptRangeName } from './report-view-range-text';
import {
  viewColumns,
  viewColumnsGone,
  viewRangeFits,
  viewSearchParams,
  viewStateOf,
} from './report-view-state';
import { ReportViewsMenu } from './report-views-menu';
import {
  alertColumnItems,
  ReportNotify,
  ScheduleReportButton,
  scheduledReportOf,
} from '../../report-actions/report-notify';
import type { ReportNotifyRequest } from '../../report-actions/report-notify-dialog';
import { ReportSelectionBar, useReportSelection } from '../../report-actions/report-selection';

/**
 * A report page of the catalogue (search and feed ads × section × granularity), one component for all 80:
 * the date bar with the granularity's picker type and its comparison (docs/requirements.md#period-comparison),
 * the named views (docs/requirements.md#report-views), filters, the chart of its kind, the report table and
 * the export, with the whole state in the URL. A section the current account's provider has no report for shows a
 * notice in their place (docs/connect-baidu.md#reports-baidu-does-not-offer).
 */
export function ReportPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [current] = useCurrentAccount();
  const report = catalogueReportByPath(route.path) ?? centreReportOf(route.path);
  if (!report) return null;
  const title = routeTitle(t, route.meta);
  const provider = providerWithoutReport(user.accounts, current?.accountId, report);
  if (provider) {
    return (
      <ReportFrame report={report} title={title}>
        <p role="status" className="max-w-prose rounded border border-border p-4 text-control">
          {t('reportPage.notOffered', {
            provider: t(`administration.providerName.${provider}`, { defaultValue: provider }),
            accountNo: current?.accountNo ?? '',
          })}
        </p>
      </ReportFrame>
    );
  }
  return (
    <ReportView
      key={report.path}
      report={report}
      title={title}
      rangeInTopBar={route.meta.addSearchTop === true}
    />
  );
}

/** A report page's landmark: the channel above the title, then the page's content. */
function ReportFrame({
  report,
  title,
  children,
}: {
  report: CatalogueReport;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <p className="text-control-sm text-muted">{t(`reports.channel.${report.channel}`)}</p>
        <h1 id="report-title" className="text-xl font-semibold">
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}

/** Before the first answer: no rows, the same array each render. */
const noRows: readonly ReportRow[] = [];

interface ReportViewProps {
  report: CatalogueReport;
  title: string;
  /** The layout's top date bar picks the range (the report centre's week), so the page shows no picker. */
  rangeInTopBar: boolean;
}

function ReportView({ report, title, rangeInTopBar }: ReportViewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The default range is fixed when the page opens, so it does not move under the user at midnight.
  const [now] = useState(Date.now);
  const refused = new Set<NoticedParam>();
  const state = parseReportParams(report, params, now, refused);
  const validate = useDateRangeValidation();
  const ref = useMemo(() => ({ channel: report.channel, section: report.section }), [report]);
  const viewReport = useMemo(() => ({ ...ref, granularity: report.granularity }), [ref, report]);
  const fields = useCustomReportFields(ref);
  const views = useReportViews(viewReport);
  const opened = useReportView(state.view);
  const [noticeShown, setNoticeShown] = useState(true);
  // The schedule or alert dialog the page opened (docs/requirements.md#scheduled-reports).
  const [notify, setNotify] = useState<ReportNotifyRequest>();
  const columnMenuItems = useMemo(
    () => alertColumnItems(t, (metric) => setNotify({ kind: 'alert', metric })),
    [t],
  );
  const [viewGone, setViewGone] = useState(false);
  // Columns changed while a view is open, until it is saved (docs/requirements.md#report-views).
  const [viewDraft, setViewDraft] = useState<{ id: number; columns: ColumnSettings }>();
  const openedView = state.view !== undefined ? opened.data : undefined;
  const viewSettings = useMemo(
    () =>
      openedView && fields.data
        ? viewDraft?.id === openedView.id
          ? viewDraft.columns
          : viewColumns(openedView, fields.data)
        : undefined,
    [openedView, fields.data, viewDraft],
  );

  // A link naming only a view opens it; one naming nothing opens the user's default view, if any.
  const onlyView = [...params.keys()].every((key) => key === 'view');
  const defaultView = params.size === 0 ? views.data?.find((view) => view.isDefault) : undefined;
  const toOpen = onlyView && openedView ? openedView : defaultView;
  useEffect(() => {
    if (toOpen) setParams(viewSearchParams(report, toOpen, now), { replace: true });
  }, [toOpen, report, now, setParams]);
  // A view that is gone (or not of this account): the notice says so and the link drops it.
  const goneView = state.view !== undefined && opened.isError;
  if (goneView && !viewGone) setViewGone(true);
  useEffect(() => {
    if (goneView) setParams(reportSearchParams({ ...state, view: undefined }), { replace: true });
  }, [goneView, state, setParams]);
  const waiting =
    (params.size === 0 && views.isPending) || (state.view !== undefined && opened.isPending) || toOpen;

  // A cleared range is empty until another is picked: the URL keeps the last search, but nothing is shown,
  // searched or exported for it (docs/requirements.md#range-checks). Another range in the URL (a link, a
  // tab) is not cleared.
  const rangeKey = `${state.beginDate}~${state.endDate}`;
  const [clearedRange, setClearedRange] = useState<string>();
  const range = clearedRange === rangeKey ? null : rangeOf(state);
  // A range the picker type refuses (or none) blocks the search, whether picked or opened from a link.
  const rangeError = validate(report.pickerType, range);
  const [pickerError, setPickerError] = useState<string>();
  const enabled = !rangeError && !waiting;
  const columns = useMemo(
    () => viewSettings && fields.data && shownColumnIds(offeredColumns(fields.data), viewSettings),
    [viewSettings, fields.data],
  );
  const body = reportRequest(report, state, columns);
  const list = useReportList(report.channel, report.section, body, enabled);
  const shownRows = list.data?.data.list ?? noRows;
  const selection = useReportSelection(report, shownRows, JSON.stringify(body));
  const kind = chartKind(report);

  const update = (next: Partial<ReportParams>) => setParams(reportSearchParams({ ...state, ...next }));

  function changeRange(change: DateRangeChange | null) {
    setClearedRange(change === null ? rangeKey : undefined);
    if (!change) return setPickerError(undefined);
    const message = validate(report.pickerType, change.range);
    setPickerError(message);
    if (!message)
      update({ ...change.range, range: change.preset ?? undefined, reportDefault: false, page: 1 });
  }

  function search(filters: ReportFilterValues) {
    if (rangeError) toast.error(rangeError);
    else update({ ...filters, page: 1 });
  }

  const openedViewColumns = useMemo(
    (): ViewColumns | undefined =>
      openedView && viewSettings && fields.data
        ? {
            id: openedView.id,
            settings: viewSettings,
            onChange: (next) => setViewDraft({ id: openedView.id, columns: next }),
            reset: () => {
              setViewDraft(undefined);
              return viewColumns(openedView, fields.data!);
            },
          }
        : undefined,
    [openedView, viewSettings, fields.data],
  );

  const currentView = () =>
    viewStateOf(
      report,
      state,
      viewSettings ?? (fields.data ? chooserSettings(fields.data) : defaultColumnSettings),
    );
  const changed =
    openedView !== undefined &&
    viewSettings !== undefined &&
    JSON.stringify(currentView()) !==
      JSON.stringify(
        viewStateOf(
          report,
          parseReportParams(report, viewSearchParams(report, openedView, now), now),
          viewColumns(openedView, fields.data!),
        ),
      );
  // The open view's dates do not fit this report's picker: the report's default shows until another pick.
  const rangeNotKept =
    openedView?.state.range &&
    state.reportDefault &&
    !viewRangeFits(report, openedView.state.range, now) &&
    !('reportDefault' in openedView.state.range)
      ? openedView.state.range
      : undefined;
  // Columns of the open view the report no longer offers (a metric gone or no longer usable) are said.
  const columnsGone = openedView && fields.data ? viewColumnsGone(openedView, fields.data) : 0;
  const noticed = [
    refused.has('beginDate') || refused.has('endDate') ? 'dates' : undefined,
    refused.has('range') ? 'shortcut' : undefined,
    refused.has('compare') || refused.has('compareFrom') ? 'comparison' : undefined,
  ].filter((part) => part !== undefined);

  return (
    <ReportFrame report={report} title={title}>
      {noticeShown && (viewGone || rangeNotKept || columnsGone > 0 || noticed.length > 0) && (
        <div role="status" className="flex items-start gap-2 rounded border border-warning/40 bg-surface p-3">
          <p className="flex-1">
            {viewGone && t('reportPage.notice.viewGone')}{' '}
            {openedView &&
              rangeNotKept &&
              t('reportPage.notice.rangeNotKept', {
                name: openedView.name,
                range: keptRangeName(t, rangeNotKept),
              })}{' '}
            {openedView &&
              columnsGone > 0 &&
              t('reports.calculated.viewColumnsGone', { name: openedView.name, count: columnsGone })}{' '}
            {noticed.length > 0 &&
              t('reportPage.notice.linkRefused', {
                parts: noticed.map((part) => t(`reportPage.notice.parts.${part}`)).join(', '),
              })}
          </p>
          <Button onClick={() => setNoticeShown(false)}>{t('reportPage.notice.dismiss')}</Button>
        </div>
      )}
      <ReportFreshness syncedThrough={list.data?.data.syncedThrough} endDate={range?.endDate} now={now} />
      <div className="flex flex-wrap items-end gap-2">
        {!rangeInTopBar && (
          <DateRangePicker
            type={report.pickerType}
            value={range}
            preset={state.range ?? null}
            onChange={changeRange}
            comparison={comparisonOf(state)}
            onComparisonChange={(comparison) =>
              setParams(reportSearchParams(changeComparison(state, comparison)))
            }
            label={t('layout.searchTop.range')}
            error={pickerError ?? rangeError}
          />
        )}
        {rangeInTopBar && (
          // The top bar's picker sets the weeks; the page offers the comparisons that need no start day.
          <Select
            label={t('dateRange.comparison.legend')}
            value={state.compare === 'custom' ? 'none' : (state.compare ?? 'none')}
            options={(['none', 'previous', 'lastYear'] as const).map((kind) => ({
              value: kind,
              label: t(`dateRange.comparison.${kind}`),
            }))}
            onValueChange={(kind) =>
              setParams(
                reportSearchParams(
                  changeComparison(state, kind === 'none' ? null : { kind: kind as 'previous' | 'lastYear' }),
                ),
              )
            }
          />
        )}
        <ReportViewsMenu
          report={viewReport}
          views={views.data ?? []}
          opened={openedView}
          shown={rangeOf(state)}
          changed={changed}
          current={currentView}
          onOpen={(view) => {
            setViewDraft(undefined);
            setParams(viewSearchParams(report, view, now));
          }}
          onReset={() => {
            setViewDraft(undefined);
            // The defaults written out, so that the user's default view does not open again.
            setParams(reportSearchParams(parseReportParams(report, new URLSearchParams(), now)));
          }}
        />
        <ExportButton
          report={report}
          title={title}
          body={body}
          check={() => validate(report.pickerType, range)}
        />
        <ScheduleReportButton
          label={t('reportPage.scheduleReport')}
          onClick={() => setNotify({ kind: 'schedule' })}
        />
      </div>
      <ReportFilters
        key={JSON.stringify(filtersOf(report, state))}
        report={report}
        state={state}
        enabled={enabled}
        onSearch={search}
      />
      {kind && enabled && (
        <ReportChartPanel
          report={report}
          kind={kind}
          state={state}
          onMetricChange={(metric) => update({ metric })}
          tableSettled={!list.isPending}
        />
      )}
      {selection && <ReportSelectionBar selection={selection} rows={shownRows} />}
      {fields.data && !waiting ? (
        <ReportTableSection
          report={report}
          title={title}
          state={state}
          fields={fields.data}
          viewColumns={openedViewColumns}
          answer={list.data}
          loading={list.isFetching}
          error={rangeError ?? list.isError}
          // Only a failed call is worth another try; a refused range waits for another pick.
          onRetry={rangeError ? undefined : () => void list.refetch()}
          onChange={update}
          columnMenuItems={columnMenuItems}
          selection={selection}
        />
      ) : (
        <Skeleton lines={6} label={t('app.loading')} />
      )}
      <ReportNotify
        opened={notify}
        report={scheduledReportOf(report.path, state)}
        title={title}
        onClose={() => setNotify(undefined)}
      />
    </ReportFrame>
  );
}
