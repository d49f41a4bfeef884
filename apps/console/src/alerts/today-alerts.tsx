import { providerToday } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertFirings } from './alert-firings';

/**
 * Today's firings of the user's alert rules on the home page (docs/requirements.md#home-dashboard), with a
 * link to the alert rules. It loads after the page's own parts, in a chunk of its own.
 */
export function TodayAlerts() {
  const { t } = useTranslation();
  const headingId = useId();
  // Today is fixed when the panel opens, as the report pages fix their default range.
  const [today] = useState(() => providerToday(Date.now()));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('home.alerts.todayAlerts')}
        </h2>
        <Link
          to="/notification/alerts"
          className="text-control text-primary-text underline-offset-2 hover:underline focus-ring"
        >
          {t('home.alerts.allAlerts')}
        </Link>
      </div>
      <AlertFirings labelledBy={headingId} day={today} empty={t('home.alerts.noAlertsToday')} />
    </section>
  );
}
