import { useAccountSummary } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table/core';
import { Skeleton } from '@adconsole/ui';

/** The current account over the last 31 days: what changes when the user switches account. */
export function AccountSummaryCard() {
  const { t } = useTranslation();
  const summary = useAccountSummary();
  if (!summary.data) {
    return (
      <section className="rounded bg-surface p-4 shadow-sm">
        <Skeleton lines={2} label={t('app.loading')} />
      </section>
    );
  }
  const { accountNo, balance, cost, impression, click, ctr } = summary.data;
  const figures = [
    { label: t('home.balance'), value: formatValue(balance, '￥') },
    { label: t('home.cost'), value: formatValue(cost, '￥') },
    { label: t('home.impression'), value: formatValue(impression, 't') },
    { label: t('home.click'), value: formatValue(click, 't') },
    { label: t('home.ctr'), value: formatValue(ctr, '%*100') },
  ];
  return (
    <section aria-labelledby="home-summary" className="rounded bg-surface p-4 shadow-sm">
      <h2 id="home-summary" className="mb-3 text-lg font-semibold">
        {t('home.summary', { accountNo })}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-control-sm text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
