import type { ReportSchedule } from '@adconsole/api-client/contract';
import {
  useDeleteReportSchedule,
  useReportSchedules,
  useSendReportScheduleNow,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, toast } from '@adconsole/ui';
import { useState } from 'react';
import { OwnList } from '../../lib/own-list';
import { ReportScheduleDialog } from '../../report-schedules/report-schedule-dialog';
import { scheduleValues } from '../../report-schedules/schedule-form';
import { scheduleReportText, scheduleWhenText } from '../../report-schedules/schedule-text';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { RunStatusBadge } from './run-status-badge';
import { ScheduleHistoryDialog } from './schedule-history-dialog';

/**
 * /notification/reportSchedules (docs/requirements.md#scheduled-reports): the user's scheduled reports with
 * what each sends, when, the next run and how the last ended; "send now" queues a run at once, and each has
 * its history. A new one starts from a report page ("Schedule this report").
 */
export function ReportSchedulesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useReportSchedules();
  const remove = useDeleteReportSchedule();
  const sendNow = useSendReportScheduleNow();
  const [editing, setEditing] = useState<ReportSchedule>();
  const [history, setHistory] = useState<ReportSchedule>();

  async function send(schedule: ReportSchedule) {
    const run = await sendNow.mutateAsync(schedule.id);
    toast.success(t('notifications.schedules.queued', { beginDate: run.beginDate, endDate: run.endDate }));
  }

  return (
    <OwnList
      title={routeTitle(t, route.meta)}
      columns={[
        {
          id: 'report',
          header: t('notifications.schedules.report'),
          minWidth: '12rem',
          cell: (schedule) => scheduleReportText(t, schedule),
        },
        {
          id: 'when',
          header: t('notifications.schedules.schedule'),
          minWidth: '10rem',
          cell: (schedule) => scheduleWhenText(t, schedule),
        },
        {
          id: 'nextRun',
          header: t('notifications.schedules.nextRun'),
          nowrap: true,
          cell: (schedule) => (
            <span className="tabular-nums">{schedule.nextRun ?? t('notifications.disabled')}</span>
          ),
        },
        {
          id: 'lastRun',
          header: t('notifications.schedules.lastRun'),
          nowrap: true,
          cell: (schedule) =>
            schedule.lastRun ? (
              <span className="inline-flex items-center gap-1">
                <RunStatusBadge status={schedule.lastRun.status} />
                <span className="tabular-nums">{schedule.lastRun.time}</span>
              </span>
            ) : (
              t('notifications.schedules.never')
            ),
        },
      ]}
      list={list}
      empty={t('notifications.schedules.empty')}
      rowActions={(schedule) => (
        <>
          <Button
            variant="ghost"
            aria-label={t('notifications.schedules.sendNowNamed', { name: schedule.name })}
            loading={sendNow.isPending && sendNow.variables === schedule.id}
            // A refused run is told by the client's toast.
            onClick={() => void send(schedule).catch(() => undefined)}
          >
            {t('notifications.schedules.sendNow')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('notifications.schedules.historyNamed', { name: schedule.name })}
            onClick={() => setHistory(schedule)}
          >
            {t('notifications.schedules.history')}
          </Button>
        </>
      )}
      onEdit={setEditing}
      deleteQuestion={(schedule) => ({
        title: t('notifications.schedules.deleteTitle'),
        message: t('notifications.schedules.deleteBody', { name: schedule.name }),
      })}
      remove={(schedule) => remove.mutateAsync(schedule.id)}
    >
      {editing && (
        <ReportScheduleDialog
          id={editing.id}
          initial={scheduleValues(editing)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {history && <ScheduleHistoryDialog schedule={history} onClose={() => setHistory(undefined)} />}
    </OwnList>
  );
}
