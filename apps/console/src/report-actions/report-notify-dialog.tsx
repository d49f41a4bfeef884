import type { AlertMetric } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { useAccess } from '../route-info/access';
import { AlertRuleDialog } from '../alerts/alert-rule-dialog';
import { newAlertRule } from '../alerts/alert-rule-form';
import { ReportScheduleDialog } from '../report-schedules/report-schedule-dialog';
import { newSchedule, type ScheduledPage } from '../report-schedules/schedule-form';

/** What a report page asked for: a schedule of what it shows, or an alert on one of its metrics. */
export type ReportNotifyRequest = { kind: 'schedule' } | { kind: 'alert'; metric: AlertMetric };

export interface ReportNotifyDialogProps {
  opened: ReportNotifyRequest;
  /** The page's report, state and dates, as a new schedule starts from them. */
  report: ScheduledPage;
  /** The report's title: a new schedule's name. */
  title: string;
  onClose: () => void;
}

/**
 * The dialog a report page opens (docs/requirements.md#scheduled-reports, docs/requirements.md#alerts), in a
 * chunk of its own that loads on first use: a schedule of the page's report and state, or an alert rule on a
 * metric of one of its columns, against a value, for the current account.
 */
export function ReportNotifyDialog({ opened, report, title, onClose }: ReportNotifyDialogProps) {
  const { t } = useTranslation();
  const { user } = useAccess();
  if (opened.kind === 'schedule')
    return (
      <ReportScheduleDialog
        initial={newSchedule(title.slice(0, 60), report, user.userId)}
        onClose={onClose}
      />
    );
  const metric = t(`notifications.alerts.metrics.${opened.metric}`);
  return (
    <AlertRuleDialog
      initial={{
        ...newAlertRule,
        name: t('notifications.alerts.defaultName', { metric }).slice(0, 40),
        kind: 'metricThreshold',
        metric: opened.metric,
      }}
      onClose={onClose}
    />
  );
}
