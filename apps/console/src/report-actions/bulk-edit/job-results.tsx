import type { ChangeJob, JobRow } from '@adconsole/api-client/contract';
import { useTranslation, type TFunction } from '@adconsole/i18n';
import { Badge, Table, type BadgeTone, type TableColumn } from '@adconsole/ui';
import { useEffect, useId, useRef } from 'react';
import { shownValue } from './edit-form';

const resultWords: Record<JobRow['result'], string> = {
  pending: 'bulkEdit.results.pending',
  done: 'bulkEdit.results.done',
  failed: 'bulkEdit.results.failed',
  skipped: 'bulkEdit.results.skipped',
};

const resultTones: Record<JobRow['result'], BadgeTone> = {
  pending: 'neutral',
  done: 'success',
  failed: 'danger',
  skipped: 'warning',
};

/**
 * What the end of a job says, announced once it has finished: a row skipped (already at its value, or past a
 * raise's or lower's bound: docs/requirements.md#ad-changes) did not change, so "every row changed" is not said.
 */
function endOf(job: ChangeJob, t: TFunction) {
  const failed = job.rows.filter((row) => row.result === 'failed').length;
  const changed = job.rows.filter((row) => row.result === 'done').length;
  if (job.status === 'done' && changed < job.rows.length)
    return t('bulkEdit.ended.skipped', { changed, total: job.rows.length });
  if (job.status === 'done') return t('bulkEdit.ended.done');
  if (job.status === 'partial') return t('bulkEdit.ended.partial', { failed, total: job.rows.length });
  if (job.status === 'failed') return t('bulkEdit.ended.failed');
  return '';
}

/**
 * A change job followed to its end (docs/requirements.md#ad-changes): its progress while it runs, a polite
 * announcement once it has finished, each row's result, and the rows that failed with their reasons. Focus
 * comes here when the job starts, as the button that started it is gone.
 */
export function JobResults({ job }: { job: ChangeJob | null | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  const rows = job?.rows ?? [];
  const settled = rows.filter((row) => row.result !== 'pending').length;
  const failedRows = rows.filter((row) => row.result === 'failed');
  const running = !job || job.status === 'running';
  const progressText = t('bulkEdit.progressText', { done: settled, total: rows.length });
  const columns: TableColumn<JobRow>[] = [
    { id: 'name', header: t('bulkEdit.name'), cell: (row) => row.name, rowHeader: true },
    { id: 'now', header: t('bulkEdit.now'), cell: (row) => shownValue(row.oldValue, t), align: 'end' },
    {
      id: 'after',
      header: t('bulkEdit.after'),
      cell: (row) => shownValue(row.newValue, t),
      align: 'end',
    },
    {
      id: 'result',
      header: t('bulkEdit.result'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={resultTones[row.result]}>{t(resultWords[row.result])}</Badge>
          {row.reason && <span className="text-control-sm text-muted">{row.reason}</span>}
        </span>
      ),
    },
  ];
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 outline-none"
    >
      <div className="flex flex-col gap-1">
        <span id={titleId} className="text-control font-medium">
          {running ? t('bulkEdit.running') : t('bulkEdit.progress')}
        </span>
        {/* Drawn in the theme's colours; read as a progress bar with its count. */}
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={rows.length}
          aria-valuenow={settled}
          aria-valuetext={progressText}
          className="h-2 w-full overflow-hidden rounded bg-subtle"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${rows.length === 0 ? 0 : (settled / rows.length) * 100}%` }}
          />
        </div>
        <span className="text-control-sm text-muted">{progressText}</span>
      </div>
      {/* Polite: said once the job has finished, after what the reader is on. */}
      <p role="status" className="text-control font-medium">
        {job ? endOf(job, t) : ''}
      </p>
      {!running && failedRows.length > 0 && (
        <div className="flex flex-col gap-1 rounded border border-danger/40 p-3">
          <h3 className="text-control font-medium text-danger">{t('bulkEdit.failedRows')}</h3>
          <ul className="list-disc ps-5 text-control">
            {failedRows.map((row) => (
              <li key={row.id}>
                {row.name}
                {row.reason && `: ${row.reason}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Table
        caption={t('bulkEdit.resultsCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={!job}
        skeletonRows={3}
      />
    </section>
  );
}
