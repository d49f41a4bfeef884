import { useReportList } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table-rules';
import { Table, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { dailySpend, feedSpendDays, feedSpendRange, type DaySpend } from './feed-spend';

/**
 * The current account's feed ads, what they consumed each of the last 15 days before today
 * (docs/requirements.md#home-dashboard), from the feed account daily report, with a bar per day.
 */
export function FeedSpendPanel() {
  const { t } = useTranslation();
  // The range is fixed when the page opens, so it does not move under the user at midnight.
  const [range] = useState(() => feedSpendRange(Date.now()));
  const report = useReportList('feed', 'account', { query: { ...range, timeUnit: 'day' } });
  const days = report.data && dailySpend(report.data.data.list, range);
  const most = Math.max(0, ...(days ?? []).map((day) => day.cost));
  const total = days?.reduce((sum, day) => sum + day.cost, 0);

  const columns: TableColumn<DaySpend>[] = [
    // A date's width, fixed: the columns do not move when the days replace the skeleton
    // (docs/requirements.md#home-dashboard); the cost and its bar take the rest.
    {
      id: 'date',
      header: t('home.feeds.date'),
      rowHeader: true,
      nowrap: true,
      width: '8rem',
      cell: (day) => day.date,
    },
    {
      id: 'cost',
      header: t('home.cost'),
      align: 'end',
      cell: (day) => (
        <span className="flex items-center justify-end gap-2">
          {/* The bar repeats the figure beside it for the eye; the figure is what is read. */}
          <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded bg-primary-soft">
            <span
              className="block h-full rounded bg-primary"
              style={{ width: `${most ? (day.cost / most) * 100 : 0}%` }}
            />
          </span>
          <span className="min-w-[7ch]">{formatValue(day.cost, '￥')}</span>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="home-feeds" className="flex flex-col gap-2 rounded bg-surface p-4 shadow-sm">
      <h2 id="home-feeds" className="text-lg font-semibold">
        {t('home.feeds.title', { count: feedSpendDays })}
      </h2>
      <p className="text-control-sm text-muted">
        {total === undefined
          ? t('home.feeds.range', { ...range })
          : t('home.feeds.total', { ...range, total: formatValue(total, '￥') })}
      </p>
      <Table
        labelledBy="home-feeds"
        columns={columns}
        rows={days ?? []}
        rowKey={(day) => day.date}
        loading={!days}
        skeletonRows={feedSpendDays}
        fixedLayout
        error={report.isError}
        onRetry={() => void report.refetch()}
      />
    </section>
  );
}
