import { providerYesterday } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';

export interface ReportFreshnessProps {
  /** The last day the account's facts reach as the report answered it; undefined before it answers. */
  syncedThrough: string | null | undefined;
  /** The last day of the report's range. */
  endDate: string | undefined;
  /** When the page opened: the provider's yesterday is the last day a sync can bring. */
  now: number;
}

/**
 * Says when a report's range reaches days its account's facts do not have yet: the server answers while its
 * sync still fetches them (docs/requirements.md#how-fresh-a-report-is). Nothing when the facts are current.
 */
export function ReportFreshness({ syncedThrough, endDate, now }: ReportFreshnessProps) {
  const { t } = useTranslation();
  if (syncedThrough === undefined || endDate === undefined) return null;
  const yesterday = providerYesterday(now);
  const wanted = endDate < yesterday ? endDate : yesterday;
  if (syncedThrough !== null && syncedThrough >= wanted) return null;
  return (
    <p role="status" className="rounded border border-border bg-surface p-3 text-control-sm text-muted">
      {syncedThrough === null
        ? t('reportPage.notice.syncingFirst')
        : t('reportPage.notice.syncing', { date: syncedThrough })}
    </p>
  );
}
