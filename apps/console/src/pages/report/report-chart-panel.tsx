import { useReportList } from '@adconsole/api-client/react';
import type { CatalogueReport } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Select } from '@adconsole/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { firstScreenPart } from '../../lib/first-screen';
import { useChangeMarkers } from '../../change-markers/lazy-change-markers';
import { ChartPlaceholder } from '../../charts/chart-placeholder';
import { chartSeries, chartSource, reportChartHeight, type ChartKind } from './chart-data';
import { chartMetrics, type ChartMetric, type ReportParams } from '../../lib/report-params';

// The chart's code loads only when a chart is shown.
const ReportChart = lazy(
  firstScreenPart(async () => ({ default: (await import('./report-chart')).ReportChart })),
);

export interface ReportChartPanelProps {
  report: CatalogueReport;
  kind: ChartKind;
  state: ReportParams;
  onMetricChange: (metric: ChartMetric) => void;
  /** The table has its first rows (or its answer failed): the chart's code loads only after them. */
  tableSettled: boolean;
}

/** A chart's labels before its rows come: the same array each render. */
const noLabels: readonly string[] = [];

/**
 * The chart above a report's table, with the metric it draws (kept in the URL with the rest). The page shows
 * it only for a range it accepts: a refused or cleared range has nothing to chart.
 */
export function ReportChartPanel({
  report,
  kind,
  state,
  onMetricChange,
  tableSettled,
}: ReportChartPanelProps) {
  const { t } = useTranslation();
  // Once the table has shown, a new search keeps the chart: only the page's first rows come before it.
  const [tableShown, setTableShown] = useState(tableSettled);
  if (tableSettled && !tableShown) setTableShown(true);
  const source = chartSource(report, kind, state);
  const answer = useReportList(report.channel, source.section, source.body);
  const rows = answer.data?.data.list;
  const compare = state.compare !== undefined;
  const series = useMemo(
    () => rows && chartSeries(kind, rows, state.metric, compare),
    [rows, kind, state.metric, compare],
  );
  const metricName = t(`reports.column.${state.metric}`);
  const label = t(`reportPage.chart.${kind}`, {
    metric: metricName,
    beginDate: state.beginDate,
    endDate: state.endDate,
  });

  // A line of days marks the days with changes (docs/requirements.md#change-history).
  const underAxis = useChangeMarkers(state, series?.labels ?? noLabels, kind === 'trend');
  const placeholder = (
    <ChartPlaceholder
      height={reportChartHeight(kind, series?.labels.length)}
      legend={compare}
      markers={underAxis !== undefined}
      label={t('reportPage.chart.loading')}
    />
  );

  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-control font-semibold">{label}</h2>
        <Select
          label={t('reportPage.metric')}
          value={state.metric}
          onValueChange={(metric) => onMetricChange(metric as ChartMetric)}
          options={chartMetrics.map((metric) => ({ value: metric, label: t(`reports.column.${metric}`) }))}
        />
      </div>
      {!series || !tableShown ? (
        placeholder
      ) : series.labels.length === 0 ? (
        <p className="text-muted">{t('reportPage.chart.empty')}</p>
      ) : (
        <Suspense fallback={placeholder}>
          <ReportChart
            kind={kind}
            series={series}
            label={label}
            metric={state.metric}
            metricName={metricName}
            previousName={t(`reportPage.chart.${state.compare ?? 'previous'}`, { metric: metricName })}
            underAxis={underAxis}
          />
        </Suspense>
      )}
    </section>
  );
}
