import type { DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { Button, cn, Select, Skeleton, Table, type TableColumn } from '@adconsole/ui';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { reportFields } from '@adconsole/api-client/contract';
import type { CalculatedColumn } from '@adconsole/report-table';
import { Suspense, useId, useMemo, type ReactNode } from 'react';
import { ChartPlaceholder } from '../../charts/chart-placeholder';
import { LazyLineChart } from '../../charts/lazy-charts';
import { tickFormat } from '../../charts/scale';
import {
  barShares,
  calculatedChange,
  calculatedText,
  chartMetrics,
  daySeries,
  formatMetric,
  hourSeries,
  kpiFigures,
  percent,
  targetingGroups,
  overviewCalculated,
  totalShares,
  type Change,
  type ChartMetric,
  type DeviceRow,
  type HourRow,
  type KeywordRow,
  type OverviewCalculated,
  type RegionRow,
  type Series,
  type TargetingKind,
  type TargetingRow,
  type WeeklyOverview,
} from './overview-data';

/** One call's answer as the overview shows it: loading until data, or failed (with a retry). */
export interface Part<T> {
  data: T | undefined;
  isError: boolean;
  refetch?: () => unknown;
}

export interface SummaryOverviewProps {
  channel: 'search' | 'feed';
  week: DateRange;
  /** The metric the charts draw. */
  metric: ChartMetric;
  onMetricChange: (metric: ChartMetric) => void;
  overview: Part<WeeklyOverview>;
  regions: Part<RegionRow[]>;
  keywords: Part<KeywordRow[]>;
  devices: Part<DeviceRow[]>;
  hours: Part<HourRow[]>;
  /** The feeds' targeting; search ads have none. */
  targeting?: Part<TargetingRow[]>;
  /**
   * The user's calculated metrics (docs/requirements.md#calculated-columns): those whose formula names only
   * the overview's metrics get a card and a column in each table, worked out here over each row's figures.
   */
  calculatedColumns?: readonly CalculatedColumn[];
}

/**
 * The report centre's summary overview of a channel's week (docs/requirements.md#summary-overview-page): the week
 * against the week before, its days and hours as charts, the top regions and keywords as ranked tables, the
 * device split and, for feeds, the targeting.
 */
export function SummaryOverview(props: SummaryOverviewProps) {
  const { t } = useTranslation();
  const { week, metric, onMetricChange, overview, hours, calculatedColumns } = props;
  const metricName = t(`reports.column.${metric}`);
  const calculated = useMemo(() => overviewCalculated(calculatedColumns ?? []), [calculatedColumns]);
  return (
    <div className="@container flex flex-col gap-4">
      <KpiCards overview={overview} calculated={calculated} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p className="text-control-sm text-muted">{t('reportCentre.week', { ...week })}</p>
        <Select
          label={t('reportCentre.metric')}
          value={metric}
          onValueChange={(next) => onMetricChange(next as ChartMetric)}
          options={chartMetrics.map((m) => ({ value: m, label: t(`reports.column.${m}`) }))}
        />
      </div>
      <div className="grid gap-4 @5xl:grid-cols-2">
        <ChartCard
          kind="days"
          label={t('reportCentre.days', { metric: metricName })}
          metric={metric}
          part={overview}
          series={overviewDays}
        />
        <ChartCard
          kind="hours"
          label={t('reportCentre.hours', { metric: metricName })}
          metric={metric}
          part={hours}
          series={hourSeries}
        />
      </div>
      <div className="grid gap-4 @5xl:grid-cols-2">
        <RankedTable
          title={t('reportCentre.regions')}
          nameHeader={t('reportCentre.region')}
          part={props.regions}
          nameOf={(row) => row.provinceName}
          calculated={calculated}
        />
        <RankedTable
          // Feeds buy no keywords: their keyword call answers intention words.
          title={t(props.channel === 'feed' ? 'reportCentre.intentionWords' : 'reportCentre.keywords')}
          nameHeader={t(props.channel === 'feed' ? 'reportCentre.intentionWord' : 'reportCentre.keyword')}
          part={props.keywords}
          nameOf={(row) => row.keyword}
          calculated={calculated}
        />
      </div>
      <DeviceSplit part={props.devices} calculated={calculated} />
      {props.targeting && <Targeting part={props.targeting} calculated={calculated} />}
    </div>
  );
}

/** A card of the overview: a titled section. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded bg-surface p-4 shadow-sm">
      <h2 id={id} className="text-control font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const trendIcons = { up: ArrowUp, down: ArrowDown, flat: Minus, new: ArrowUp } as const;

function changeText(t: ReturnType<typeof useTranslation>['t'], change: Change): string {
  if (change.ratio === null)
    return t(change.trend === 'new' ? 'reportCentre.change.new' : 'reportCentre.change.flat');
  if (change.trend === 'flat') return t('reportCentre.change.flat');
  const size = percent(Math.abs(change.ratio));
  return t(change.trend === 'up' ? 'reportCentre.change.up' : 'reportCentre.change.down', { change: size });
}

interface KpiCardProps {
  title: string;
  current: string;
  previous: string;
  change: Change;
}

/** A figure of the week, its change and the week before's. */
function KpiCard({ title, current, previous, change }: KpiCardProps) {
  const { t } = useTranslation();
  const Icon = trendIcons[change.trend];
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded border border-border p-3">
      <dt className="text-control-sm text-muted">{title}</dt>
      <dd className="text-lg font-semibold tabular-nums">{current}</dd>
      <dd
        className={cn(
          'flex items-center gap-1 text-control-sm',
          // The arrow says the way, not whether it is good: more cost is not better or worse.
          change.ratio ? 'text-primary-text' : 'text-muted',
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {changeText(t, change)}
      </dd>
      <dd className="text-control-sm text-muted tabular-nums">
        {t('reportCentre.previous', { value: previous })}
      </dd>
    </div>
  );
}

function KpiCards({
  overview,
  calculated,
}: {
  overview: Part<WeeklyOverview>;
  calculated: readonly OverviewCalculated[];
}) {
  const { t } = useTranslation();
  const data = overview.data;
  return (
    <Card title={t('reportCentre.kpis')}>
      {overview.isError ? (
        <Failed onRetry={overview.refetch} />
      ) : !data ? (
        <Skeleton lines={3} label={t('app.loading')} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4 @6xl:grid-cols-7">
          {kpiFigures(data).map((figure) => (
            <KpiCard
              key={figure.metric}
              title={t(`reports.column.${figure.metric}`)}
              current={formatMetric(figure.metric, figure.current)}
              previous={formatMetric(figure.metric, figure.previous)}
              change={figure.change}
            />
          ))}
          {/* The week's value of a calculated metric is its formula over the week's sums. */}
          {calculated.map((metric) => (
            <KpiCard
              key={metric.column.key}
              title={metric.column.title}
              current={calculatedText(metric, data.current)}
              previous={calculatedText(metric, data.previous)}
              change={calculatedChange(metric, data)}
            />
          ))}
        </dl>
      )}
    </Card>
  );
}

/** A part of the overview whose call failed, with another try. */
function Failed({ onRetry }: { onRetry?: () => unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
      <span>{t('reportCentre.failed')}</span>
      {onRetry && <Button onClick={() => void onRetry()}>{t('reportCentre.retry')}</Button>}
    </div>
  );
}

const chartHeight = 240;

const overviewDays = (overview: WeeklyOverview, metric: ChartMetric) => daySeries(overview.days, metric);

interface ChartCardProps<T> {
  kind: 'days' | 'hours';
  label: string;
  metric: ChartMetric;
  part: Part<T>;
  series: (data: T, metric: ChartMetric) => Series;
}

function ChartCard<T>({ kind, label, metric, part, series }: ChartCardProps<T>) {
  const { t } = useTranslation();
  const metricName = t(`reports.column.${metric}`);
  const drawn = useMemo(() => part.data && series(part.data, metric), [part.data, series, metric]);
  const loading = <ChartPlaceholder height={chartHeight} label={t('reportCentre.chartLoading')} />;
  return (
    <Card title={label}>
      {part.isError ? (
        <Failed onRetry={part.refetch} />
      ) : !drawn ? (
        loading
      ) : drawn.values.every((value) => value === 0) ? (
        <p className="text-muted">{t('reportCentre.noData')}</p>
      ) : (
        <Suspense fallback={loading}>
          <LazyLineChart
            label={label}
            labels={drawn.labels}
            series={[{ name: metricName, values: drawn.values }]}
            format={(value) => formatMetric(metric, value)}
            formatTick={tickFormat(reportFields[metric].unit)}
            height={chartHeight}
            smooth={kind === 'hours'}
            area
          />
        </Suspense>
      )}
    </Card>
  );
}

/** A bar under a figure: its share (0–1) of the table's scale; the figure beside it says the value. */
function Bar({ share }: { share: number }) {
  return (
    <div aria-hidden className="h-1.5 w-full min-w-16 rounded-full bg-canvas">
      <div className="h-full rounded-full bg-primary" style={{ width: `${(share * 100).toFixed(1)}%` }} />
    </div>
  );
}

type MetricRow = WeeklyOverview['current'];

/**
 * The figures every table of the overview shows after its names: cost (with a bar of its share of the
 * table's scale when `costBars` are given), clicks, impressions, CTR, then the user's calculated metrics.
 */
function metricColumns<Row extends MetricRow>(
  t: ReturnType<typeof useTranslation>['t'],
  calculated: readonly OverviewCalculated[],
  costBars?: readonly number[],
): TableColumn<Row>[] {
  return [
    {
      id: 'cost',
      header: t('reports.column.cost'),
      align: 'end',
      minWidth: costBars ? '9rem' : undefined,
      nowrap: true,
      cell: (row, index) =>
        costBars ? (
          <div className="flex flex-col items-end gap-1">
            <span>{formatMetric('cost', row.cost)}</span>
            <Bar share={costBars[index] ?? 0} />
          </div>
        ) : (
          formatMetric('cost', row.cost)
        ),
    },
    {
      id: 'click',
      header: t('reports.column.click'),
      align: 'end',
      nowrap: true,
      cell: (row) => formatMetric('click', row.click),
    },
    {
      id: 'impression',
      header: t('reports.column.impression'),
      align: 'end',
      nowrap: true,
      cell: (row) => formatMetric('impression', row.impression),
    },
    {
      id: 'ctr',
      header: t('reports.column.ctr'),
      align: 'end',
      nowrap: true,
      cell: (row) => formatMetric('ctr', row.ctr),
    },
    ...calculated.map((metric): TableColumn<Row> => ({
      id: metric.column.key,
      header: metric.column.title,
      align: 'end',
      nowrap: true,
      cell: (row) => calculatedText(metric, row),
    })),
  ];
}

interface RankedTableProps<Row extends MetricRow> {
  title: string;
  nameHeader: string;
  part: Part<Row[]>;
  nameOf: (row: Row) => string;
  calculated: readonly OverviewCalculated[];
}

/** A top-15 list as the call ranks it (by cost), each cost with a bar against the first. */
function RankedTable<Row extends MetricRow>({
  title,
  nameHeader,
  part,
  nameOf,
  calculated,
}: RankedTableProps<Row>) {
  const { t } = useTranslation();
  const rows = part.data ?? [];
  const columns: TableColumn<Row>[] = [
    {
      id: 'rank',
      header: t('reportCentre.rank'),
      align: 'end',
      width: '4rem',
      cell: (_, index) => index + 1,
    },
    { id: 'name', header: nameHeader, rowHeader: true, minWidth: '8rem', cell: nameOf },
    ...metricColumns<Row>(t, calculated, barShares(rows.map((row) => row.cost))),
  ];
  return (
    <Card title={title}>
      {/* A name can rank twice (one keyword in two units): a row is its rank and its name. */}
      <OverviewTable
        title={title}
        columns={columns}
        part={part}
        rowKey={(row, index) => `${index + 1} ${nameOf(row)}`}
      />
    </Card>
  );
}

interface OverviewTableProps<Row> {
  title: string;
  columns: TableColumn<Row>[];
  part: Part<Row[]>;
  rowKey: (row: Row, index: number) => string;
}

function OverviewTable<Row>({ title, columns, part, rowKey }: OverviewTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Table
      caption={title}
      hideCaption
      columns={columns}
      rows={part.data ?? []}
      rowKey={rowKey}
      loading={!part.data && !part.isError}
      empty={t('reportCentre.noData')}
      error={part.isError}
      onRetry={part.refetch ? () => void part.refetch?.() : undefined}
    />
  );
}

const deviceNames = { pc: 'reports.device.computer', mobile: 'reports.device.mobile' } as const;

/** A part of the overview's tables and the user's calculated metrics they show. */
interface TablePartProps<Row> {
  part: Part<Row[]>;
  calculated: readonly OverviewCalculated[];
}

/** The week by device, each with its share of the cost. */
function DeviceSplit({ part, calculated }: TablePartProps<DeviceRow>) {
  const { t } = useTranslation();
  const rows = part.data ?? [];
  const shares = totalShares(rows.map((row) => row.cost));
  const columns: TableColumn<DeviceRow>[] = [
    {
      id: 'device',
      header: t('reportCentre.device'),
      rowHeader: true,
      cell: (row) => t(deviceNames[row.device]),
    },
    {
      id: 'share',
      header: t('reportCentre.share'),
      align: 'end',
      minWidth: '10rem',
      cell: (_, index) => (
        <div className="flex flex-col items-end gap-1">
          <span>{percent(shares[index] ?? 0)}</span>
          <Bar share={shares[index] ?? 0} />
        </div>
      ),
    },
    // The share column has the bars: the cost's own would repeat them.
    ...metricColumns<DeviceRow>(t, calculated),
  ];
  return (
    <Card title={t('reportCentre.devices')}>
      <OverviewTable
        title={t('reportCentre.devices')}
        columns={columns}
        part={part}
        rowKey={(row) => row.device}
      />
    </Card>
  );
}

const kindTitles: Record<TargetingKind, string> = {
  crowd: 'reportCentre.kind.crowd',
  automatic: 'reportCentre.kind.automatic',
  newInterest: 'reportCentre.kind.newInterest',
  intentionWord: 'reportCentre.kind.intentionWord',
};

/** The feeds' targeting of the week: crowds, automatic targeting, new interests and intention words. */
function Targeting({ part, calculated }: TablePartProps<TargetingRow>) {
  const { t } = useTranslation();
  const groups = part.data ? targetingGroups(part.data) : [];
  return (
    <Card title={t('reportCentre.targeting')}>
      {part.isError ? (
        <Failed onRetry={part.refetch} />
      ) : !part.data ? (
        <Skeleton lines={4} label={t('app.loading')} />
      ) : groups.length === 0 ? (
        <p className="text-muted">{t('reportCentre.noData')}</p>
      ) : (
        <div className="grid gap-4 @5xl:grid-cols-2">
          {groups.map(({ kind, rows }) => (
            <Table
              key={kind}
              caption={t(kindTitles[kind])}
              columns={[
                {
                  id: 'name',
                  header: t('reportCentre.name'),
                  rowHeader: true,
                  minWidth: '8rem',
                  cell: (row) => row.name,
                },
                ...metricColumns<TargetingRow>(t, calculated, barShares(rows.map((row) => row.cost))),
              ]}
              rows={rows}
              rowKey={(row) => row.name}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
