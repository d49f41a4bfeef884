import type { JobRow } from '@adconsole/api-client/contract';
import { useNegativeJob } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Table, type BadgeTone, type TableColumn } from '@adconsole/ui';
import { useEffect, useId, useRef } from 'react';

const resultWords: Record<JobRow['result'], string> = {
  pending: 'negatives.result.pending',
  done: 'negatives.result.done',
  failed: 'negatives.result.failed',
  skipped: 'negatives.result.skipped',
};

const tones: Record<JobRow['result'], BadgeTone> = {
  pending: 'neutral',
  done: 'success',
  failed: 'danger',
  skipped: 'warning',
};

/**
 * One negatives job followed to its end (docs/requirements.md#ad-changes): its progress, said politely, and
 * each term's result (added, skipped with the reason, failed with the reason).
 */
function NegativeJob({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const job = useNegativeJob(jobId).data;
  const rows = job?.rows ?? [];
  const count = (result: JobRow['result']) => rows.filter((row) => row.result === result).length;
  const running = !job || job.status === 'running';
  const columns: TableColumn<JobRow>[] = [
    { id: 'term', header: t('negatives.term'), cell: (row) => row.newValue, rowHeader: true },
    {
      id: 'result',
      header: t('negatives.resultColumn'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={tones[row.result]}>{t(resultWords[row.result])}</Badge>
          {row.reason && <span className="text-control-sm text-muted">{row.reason}</span>}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-control font-semibold">
        {rows[0]?.name}
      </h3>
      <p role="status" aria-live="polite" className="text-control text-muted">
        {running
          ? t('negatives.progress', { settled: rows.length - count('pending'), total: rows.length })
          : t('negatives.finished', {
              added: count('done'),
              skipped: count('skipped'),
              failed: count('failed'),
            })}
      </p>
      <Table
        labelledBy={titleId}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.newValue}`}
        loading={!job}
      />
    </section>
  );
}

/** The jobs the dialog started, one per unit or campaign; focus comes here, as the button that started them is gone. */
export function NegativeJobs({ jobIds }: { jobIds: readonly number[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      {jobIds.map((jobId) => (
        <NegativeJob key={jobId} jobId={jobId} />
      ))}
    </div>
  );
}
