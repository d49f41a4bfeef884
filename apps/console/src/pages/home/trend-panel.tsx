import { reportFields } from '@adconsole/api-client/contract';
import { useAccountSummary } from '@adconsole/api-client/react';
import { daysInRange, previousDays } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { formatChange } from '@adconsole/report-table-rules';
import { Select } from '@adconsole/ui';
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChangeMarkers } from '../../change-markers/lazy-change-markers';
import { ChartPlaceholder } from '../../charts/chart-placeholder';
import { LazyLineChart } from '../../charts/lazy-charts';
import { tickFormat } from '../../charts/scale';
import { useCurrentAccount } from '../../session/services-context';
import {
  formatMetric,
  parseTrendParams,
  periodTotals,
  trendMetrics,
  trendPeriods,
  trendSeries,
  type TrendParams,
} from './trend-data';

const chartHeight = 280;

/** The trend's days before its data comes: the same array each render. */
const noDates: readonly string[] = [];

/**
 * The trend analysis of the current account (docs/requirements.md#home-dashboard): one metric day by day over
 * the last 7, 30 or 90 days, the period before drawn dashed beside it, and both totals with the change. The
 * choices live in the URL; the chart's code loads only when it first shows.
 */
export function TrendPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = parseTrendParams(params);
  // The periods are fixed when the page opens, so they do not move under the user at midnight.
  const [now] = useState(Date.now);
  const range = trendPeriods.find((period) => period.id === choice.period)!.range(now);
  // Named from the session's account, known at the first paint, so the heading does not change (and wrap) later.
  const [account] = useCurrentAccount();
  const current = useAccountSummary(range);
  const previous = useAccountSummary(previousDays(range));

  const count = daysInRange(range.beginDate, range.endDate);
  const metricName = t(`reports.column.${choice.metric}`);
  const periodName = t(`dateRange.shortcut.${choice.period}`);
  const series = useMemo(
    () => current.data && previous.data && trendSeries(current.data, previous.data, choice.metric),
    [current.data, previous.data, choice.metric],
  );
  const totals = current.data && previous.data && periodTotals(current.data, previous.data, choice.metric);
  const label = t('home.trend.label', { metric: metricName, ...range, count });
  const update = (next: Partial<TrendParams>) =>
    setParams((old) => ({ ...Object.fromEntries(old), ...choice, ...next }), { replace: true });

  // The days with changes are marked once their markers load (docs/requirements.md#change-history).
  const underAxis = useChangeMarkers(range, series?.dates ?? noDates);
  // Two lines (this period and the one before it), so a legend.
  const placeholder = <ChartPlaceholder height={chartHeight} legend markers label={t('app.loading')} />;

  return (
    <section aria-labelledby="home-trend" className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="home-trend" className="text-lg font-semibold">
          {account ? t('home.trend.title', { accountNo: account.accountNo }) : t('home.trend.heading')}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t('home.trend.metric')}
            value={choice.metric}
            onValueChange={(metric) => update({ metric: metric as TrendParams['metric'] })}
            options={trendMetrics.map((metric) => ({ value: metric, label: t(`reports.column.${metric}`) }))}
          />
          <Select
            label={t('home.trend.period')}
            value={choice.period}
            onValueChange={(period) => update({ period: period as TrendParams['period'] })}
            options={trendPeriods.map(({ id }) => ({ value: id, label: t(`dateRange.shortcut.${id}`) }))}
          />
        </div>
      </div>
      {/* The totals' place is held from the first paint, in columns of their own width, so neither the chart
          below nor a total beside another moves when they come. */}
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-8 gap-y-2">
        {[
          { term: periodName, value: totals && formatMetric(choice.metric, totals.current) },
          {
            term: t('home.trend.previous', { count }),
            value: totals && formatMetric(choice.metric, totals.previous),
          },
          { term: t('home.trend.change'), value: totals && formatChange(totals.change) },
        ].map(({ term, value }) => (
          <div key={term} className="flex flex-col">
            <dt className="text-control-sm text-muted">{term}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {value ?? <span className="block h-[1lh] w-20 animate-pulse rounded bg-subtle" />}
            </dd>
          </div>
        ))}
      </dl>
      {current.isError || previous.isError ? (
        <p role="alert" className="text-muted">
          {t('home.trend.failed')}
        </p>
      ) : !series ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <LazyLineChart
            label={label}
            labels={series.dates}
            series={[
              { name: periodName, values: series.current },
              { name: t('home.trend.previous', { count }), values: series.previous },
            ]}
            format={(value) => formatMetric(choice.metric, value)}
            formatTick={tickFormat(reportFields[choice.metric].unit)}
            height={chartHeight}
            underAxis={underAxis}
          />
        </Suspense>
      )}
    </section>
  );
}
