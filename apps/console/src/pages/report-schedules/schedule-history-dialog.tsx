import { pageSizes, type ReportSchedule, type ScheduleRun } from '@adconsole/api-client/contract';
import { useReportScheduleHistory } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog, Pagination, Table } from '@adconsole/ui';
import { useState } from 'react';
import { RunStatusBadge } from './run-status-badge';

export interface ScheduleHistoryDialogProps {
  schedule: ReportSchedule;
  onClose: () => void;
}

/**
 * A schedule's runs, newest first (docs/requirements.md#scheduled-reports): when each was due, the dates it
 * sent, how it ended (sent, skipped or failed with the reason), its rows and recipients.
 */
export function ScheduleHistoryDialog({ schedule, onClose }: ScheduleHistoryDialogProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ number: 1, size: 10 as (typeof pageSizes)[number] });
  const runs = useReportScheduleHistory(schedule.id, page);
  const title = t('notifications.schedules.historyTitle', { name: schedule.name });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      className="w-[min(56rem,calc(100vw-2rem))]"
      footer={<Button onClick={onClose}>{t('notifications.schedules.close')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <Table<ScheduleRun>
          caption={title}
          hideCaption
          columns={[
            {
              id: 'dueTime',
              header: t('notifications.schedules.dueTime'),
              rowHeader: true,
              nowrap: true,
              cell: (run) => <span className="tabular-nums">{run.dueTime}</span>,
            },
            {
              id: 'range',
              header: t('notifications.schedules.range'),
              nowrap: true,
              cell: (run) => `${run.beginDate} – ${run.endDate}`,
            },
            {
              id: 'status',
              header: t('notifications.schedules.status'),
              nowrap: true,
              cell: (run) => <RunStatusBadge status={run.status} />,
            },
            {
              id: 'rows',
              header: t('notifications.schedules.rows'),
              align: 'end',
              cell: (run) => run.rows ?? '--',
            },
            {
              id: 'recipients',
              header: t('notifications.schedules.recipients'),
              minWidth: '12rem',
              cell: (run) => <RunRecipients run={run} />,
            },
            {
              id: 'reason',
              header: t('notifications.schedules.reason'),
              minWidth: '10rem',
              cell: (run) => run.reason ?? '',
            },
          ]}
          rows={runs.data?.data ?? []}
          rowKey={(run) => run.id}
          loading={!runs.data && !runs.isError}
          skeletonRows={3}
          error={runs.isError}
          onRetry={() => void runs.refetch()}
          empty={t('notifications.schedules.noRuns')}
        />
        <Pagination
          page={page.number}
          pageSize={page.size}
          pageSizes={pageSizes}
          total={runs.data?.page?.totalCount ?? 0}
          onChange={(next) =>
            setPage({ number: next.page, size: next.pageSize as (typeof pageSizes)[number] })
          }
        />
      </div>
    </Dialog>
  );
}

/** Recipients shown before the rest are folded away. */
const shownRecipients = 2;

/**
 * Whom a run went to: its mailboxes, the first few and the rest behind a disclosure that opens the whole
 * list; the count alone while none is known (a run not sent).
 */
function RunRecipients({ run }: { run: ScheduleRun }) {
  const { t } = useTranslation();
  const addresses = run.recipientAddresses;
  if (addresses.length === 0) return <span className="tabular-nums">{run.recipients}</span>;
  const shown = addresses.slice(0, shownRecipients).join(', ');
  if (addresses.length <= shownRecipients) return <span className="break-all">{shown}</span>;
  return (
    <details>
      <summary className="cursor-pointer break-all focus-ring">
        {t('notifications.schedules.recipientsMore', {
          shown,
          count: addresses.length - shownRecipients,
        })}
      </summary>
      <ul className="mt-1 flex flex-col break-all">
        {addresses.map((address) => (
          <li key={address}>{address}</li>
        ))}
      </ul>
    </details>
  );
}
