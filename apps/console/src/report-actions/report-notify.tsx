import type { AlertMetric } from '@adconsole/api-client/contract';
import { withTexts, type TFunction } from '@adconsole/i18n';
import type { ColumnMenuItem } from '@adconsole/report-table';
import { Button, lazyPart, useLazyPart } from '@adconsole/ui';
import type { ReportNotifyRequest } from './report-notify-dialog';
import type { ScheduledPage } from '../report-schedules/schedule-form';
import { reportSearchParams, viewRangeOf, type ReportParams } from '../lib/report-params';

/**
 * The schedule and alert dialogs load when first asked for, not with the report page
 * (docs/architecture.md#bundle-budgets); hover or focus of what opens them fetches them ahead.
 */
const notifyDialog = lazyPart(() => withTexts('notifications', () => import('./report-notify-dialog')));
const prepare = () => void notifyDialog.load().catch(() => undefined);

/** The report columns whose metric an alert rule can watch, by their data key. */
const metricOfColumn: Record<string, AlertMetric> = {
  cost: 'cost',
  click: 'clicks',
  impression: 'impressions',
  conversion: 'conversions',
  cpc: 'cpc',
  ctr: 'ctr',
};

/** "Alert on this metric" in the menu of a column whose metric the alerts know. */
export function alertColumnItems(
  t: TFunction,
  onAlert: (metric: AlertMetric) => void,
): (column: { id: string }) => readonly ColumnMenuItem[] {
  return (column) => {
    const metric = metricOfColumn[column.id];
    return metric
      ? [
          {
            label: t('reportPage.alertOnMetric'),
            onSelect: () => onAlert(metric),
            onPrepare: prepare,
          },
        ]
      : [];
  };
}

/** The URL's parts a schedule keeps beside its range: the dates are its range; the page is always the first. */
const notQuery = new Set(['range', 'beginDate', 'endDate', 'page', 'view']);

/**
 * The page's report as a schedule keeps it (docs/requirements.md#scheduled-reports): its path, its dates as a
 * view keeps them (the shortcut or the report's default, taken again at each sending, else the dates shown),
 * and the rest of its state.
 */
export function scheduledReportOf(path: string, state: ReportParams): ScheduledPage {
  const query = Object.fromEntries([...reportSearchParams(state)].filter(([key]) => !notQuery.has(key)));
  return {
    path,
    range: viewRangeOf(state),
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}

/** "Schedule this report": fetches its dialog ahead on hover or focus. */
export function ScheduleReportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onPointerEnter={prepare} onFocus={prepare} onClick={onClick}>
      {label}
    </Button>
  );
}

export interface ReportNotifyProps {
  opened: ReportNotifyRequest | undefined;
  report: ScheduledPage;
  title: string;
  onClose: () => void;
}

/** The opened dialog, once its code is here. */
export function ReportNotify({ opened, report, title, onClose }: ReportNotifyProps) {
  const dialog = useLazyPart(notifyDialog, opened !== undefined);
  return opened && dialog ? (
    <dialog.ReportNotifyDialog opened={opened} report={report} title={title} onClose={onClose} />
  ) : null;
}
