import { reportPageByPath } from '@adconsole/api-client/contract';
import { DateRangePicker, useDateRangeValidation, type DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { useState } from 'react';
import { useRangeParams } from '../../lib/range-params';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';

/**
 * A report page of the catalogue (search and feed ads × section × granularity): its title, its channel and
 * the date range with the picker type its granularity takes, kept in the URL. The report table comes with
 * the report pages issue.
 */
export function ReportPage({ route }: PageProps) {
  const { t } = useTranslation();
  const report = reportPageByPath(route.path);
  const pickerType = report?.pickerType ?? 1;
  const [range, setRange] = useRangeParams(pickerType);
  const [error, setError] = useState<string>();
  const validate = useDateRangeValidation();

  function change(next: DateRange | null) {
    const message = validate(pickerType, next);
    setError(message);
    if (next && !message) setRange(next);
  }

  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <p className="text-control-sm text-muted">{report && t(`reports.channel.${report.channel}`)}</p>
        <h1 id="report-title" className="text-xl font-semibold">
          {routeTitle(t, route.meta)}
        </h1>
      </header>
      <DateRangePicker
        type={pickerType}
        value={range}
        onChange={change}
        label={t('layout.searchTop.range')}
        error={error}
      />
    </section>
  );
}
