import { useCalculatedColumns, useWeeklyBreakdown, useWeeklyOverview } from '@adconsole/api-client/react';
import { useDateRangeValidation } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { weekPicker } from '../../layout/search-top-bar';
import { useRangeParams } from '../../lib/range-params';
import { metricColumn } from '../../lib/report-columns-calculated';
import { metricName } from '../../calculated-columns/calculated-column-form';
import { centreChannelOf } from '../../route-info/report-centre-reports';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { chartMetrics, type ChartMetric } from './overview-data';
import { SummaryOverview } from './summary-overview';

const isChartMetric = (value: string | null): value is ChartMetric =>
  (chartMetrics as readonly (string | null)[]).includes(value);

/**
 * The report centre's summary overview of a channel (docs/requirements.md#summary-overview-page): the week picked in
 * the top date bar (in the URL, last week by default) and the charts' metric, also in the URL; the user's
 * calculated metrics join its cards and tables (docs/requirements.md#calculated-columns).
 */
export function ReportCenterSummaryPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const channel = centreChannelOf(route.path) ?? 'search';
  // The user's metrics; the overview shows those its figures can work out.
  const metrics = useCalculatedColumns();
  const calculatedColumns = useMemo(
    () => (metrics.data ?? []).map((metric) => metricColumn(metric, metricName(metric, i18n.language))),
    [metrics.data, i18n.language],
  );
  const [week] = useRangeParams(weekPicker);
  const [params, setParams] = useSearchParams();
  const metricParam = params.get('metric');
  const metric = isChartMetric(metricParam) ? metricParam : 'cost';
  // A week the picker type refuses (a hand-edited link) is said, and nothing is asked for it.
  const refused = useDateRangeValidation()(weekPicker, week);
  const enabled = !refused;
  const overview = useWeeklyOverview(channel, week, enabled);
  const regions = useWeeklyBreakdown('weeklyRegion', channel, week, enabled);
  const keywords = useWeeklyBreakdown('weeklyKeywords', channel, week, enabled);
  const devices = useWeeklyBreakdown('weeklyDevices', channel, week, enabled);
  const hours = useWeeklyBreakdown('weeklyHour', channel, week, enabled);
  const targeting = useWeeklyBreakdown('weeklyDirection', channel, week, enabled && channel === 'feed');

  function changeMetric(next: ChartMetric) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('metric', next);
      return updated;
    });
  }

  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <p className="text-control-sm text-muted">{t(`reports.channel.${channel}`)}</p>
        <h1 id="summary-title" className="text-xl font-semibold">
          {routeTitle(t, route.meta)}
        </h1>
      </header>
      {refused ? (
        <p role="alert" className="text-danger">
          {refused}
        </p>
      ) : (
        <SummaryOverview
          channel={channel}
          week={week}
          metric={metric}
          onMetricChange={changeMetric}
          overview={overview}
          regions={regions}
          keywords={keywords}
          devices={devices}
          hours={hours}
          targeting={channel === 'feed' ? targeting : undefined}
          calculatedColumns={calculatedColumns}
        />
      )}
    </section>
  );
}
