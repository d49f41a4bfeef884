import { useCustomReportFields, useReportList } from '@adconsole/api-client/react';
import { catalogueReportByPath, type CatalogueReport } from '@adconsole/api-client/contract';
import { DateRangePicker, useDateRangeValidation, type DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { Skeleton, Switch, toast } from '@adconsole/ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/services-context';
import { useAccess } from '../../routing/access';
import type { PageProps } from '../../routing/page-props';
import { centreReportOf } from '../../routing/report-centre-reports';
import { routeTitle } from '../../routing/route-title';
import { chartKind } from './chart-data';
import { ExportButton } from './export-button';
import { ReportChartPanel } from './report-chart-panel';
import { ReportFilters, type ReportFilterValues } from './report-filters';
import { providerWithoutReport } from './report-offered';
import {
  filtersOf,
  parseReportParams,
  rangeOf,
  reportRequest,
  reportSearchParams,
  switchComparison,
  type ReportParams,
} from './report-params';
import { ReportTableSection } from './report-table-section';

/**
 * A report page of the catalogue (search and feed ads × section × granularity), one component for all 80:
 * the date bar with the granularity's picker type, the comparison with the previous period
 * (docs/requirements.md#period-comparison), filters, the chart of its kind, the report table and the
 * export, with the whole state in the URL. A section the current account's provider has no report for shows a
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
  const state = parseReportParams(report, params, now);
  const validate = useDateRangeValidation();
  // A cleared range is empty until another is picked: the URL keeps the last search, but nothing is shown,
  // searched or exported for it (docs/requirements.md#range-checks). Another range in the URL (a link, a
  // tab) is not cleared.
  const rangeKey = `${state.beginDate}~${state.endDate}`;
  const [clearedRange, setClearedRange] = useState<string>();
  const range = clearedRange === rangeKey ? null : rangeOf(state);
  // A range the picker type refuses (or none) blocks the search, whether picked or opened from a link.
  const rangeError = validate(report.pickerType, range);
  const [pickerError, setPickerError] = useState<string>();
  const enabled = !rangeError;
  const body = reportRequest(report, state);
  const list = useReportList(report.channel, report.section, body, enabled);
  const fields = useCustomReportFields({ channel: report.channel, section: report.section });
  const kind = chartKind(report);

  const update = (next: Partial<ReportParams>) => setParams(reportSearchParams({ ...state, ...next }));

  function changeRange(next: DateRange | null) {
    setClearedRange(next === null ? rangeKey : undefined);
    if (!next) return setPickerError(undefined);
    const message = validate(report.pickerType, next);
    setPickerError(message);
    if (!message) update({ ...next, page: 1 });
  }

  function search(filters: ReportFilterValues) {
    if (rangeError) toast.error(rangeError);
    else update({ ...filters, page: 1 });
  }

  return (
    <ReportFrame report={report} title={title}>
      <div className="flex flex-wrap items-end gap-2">
        {!rangeInTopBar && (
          <DateRangePicker
            type={report.pickerType}
            value={range}
            onChange={changeRange}
            label={t('layout.searchTop.range')}
            error={pickerError ?? rangeError}
          />
        )}
        <Switch
          className="min-h-control"
          label={t('reportPage.compare')}
          checked={state.compare ?? false}
          onCheckedChange={(on) => setParams(reportSearchParams(switchComparison(state, on)))}
        />
        <ExportButton
          report={report}
          title={title}
          body={body}
          check={() => validate(report.pickerType, range)}
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
      {fields.data ? (
        <ReportTableSection
          report={report}
          title={title}
          state={state}
          fields={fields.data}
          answer={list.data}
          loading={list.isFetching}
          error={rangeError ?? list.isError}
          // Only a failed call is worth another try; a refused range waits for another pick.
          onRetry={rangeError ? undefined : () => void list.refetch()}
          onChange={update}
        />
      ) : (
        <Skeleton lines={6} label={t('app.loading')} />
      )}
    </ReportFrame>
  );
}
