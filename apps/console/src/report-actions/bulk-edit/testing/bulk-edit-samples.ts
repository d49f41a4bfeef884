import type { ChangeJob, JobRow, PreviewRow } from '@adconsole/api-client/contract';

/** Four keywords selected in a search report, for the bulk edit's tests and stories. */
export const sampleKeywords = [
  { id: 11, name: '鲜花速递' },
  { id: 12, name: 'flower delivery' },
  { id: 13, name: '同城送花' },
  { id: 14, name: 'roses' },
];

/** A keyword's bid in a preview: its value now and after, with what the server says of it. */
export const bidRow = (
  id: number,
  name: string,
  oldValue: string,
  newValue: string,
  extra: Partial<PreviewRow> = {},
): PreviewRow => ({ id, level: 'keyword', name, field: 'bid', oldValue, newValue, ...extra });

/**
 * The server's preview of raising the four bids by 20 % with a maximum of 1.30: one raised, one held at the
 * maximum, one refused with `refusal` (in the reader's language), one already at its value.
 */
export const raisePreview = (refusal = 'A bid may not be above its campaign’s daily budget') => ({
  rows: [
    bidRow(11, '鲜花速递', '1.00', '1.20'),
    bidRow(12, 'flower delivery', '1.20', '1.30', { clipped: 'max' }),
    bidRow(13, '同城送花', '0.80', '0.80', { refused: refusal }),
    bidRow(14, 'roses', '1.30', '1.30'),
  ],
});

const jobRow = (row: PreviewRow, result: JobRow['result'], reason?: string): JobRow => ({
  id: row.id,
  name: row.name,
  field: row.field,
  oldValue: row.oldValue,
  newValue: row.newValue,
  result,
  ...(reason && { reason }),
});

/** A bulk edit job of the two keywords that change, as `status` with each row's `results` (and reasons). */
export function editJob(
  status: ChangeJob['status'],
  results: [JobRow['result'], string?][],
  extra: Partial<ChangeJob> = {},
): ChangeJob {
  const rows = raisePreview().rows.slice(0, results.length);
  return {
    id: 9,
    kind: 'edit',
    level: 'keyword',
    status,
    userName: 'demo',
    createdTime: '2026-11-27 10:00:00',
    finishedTime: status === 'running' ? null : '2026-11-27 10:00:02',
    undoOf: null,
    undoneBy: null,
    undoable: status !== 'running',
    rows: results.map(([result, reason], index) => jobRow(rows[index]!, result, reason)),
    ...extra,
  };
}

/** The preview of undoing that job: the first keyword goes back, the second was changed since. */
export const undoPreview = (refusal = 'Changed since the edit: left as it is') => ({
  rows: [
    bidRow(11, '鲜花速递', '1.20', '1.00'),
    bidRow(12, 'flower delivery', '1.50', '1.20', { refused: refusal }),
  ],
});

/** The undo of that job, as `status`: the first keyword back at 1.00. */
export const undoJob = (status: ChangeJob['status']): ChangeJob => ({
  ...editJob(status, []),
  id: 10,
  kind: 'undo',
  undoOf: 9,
  undoable: false,
  rows: [
    {
      id: 11,
      name: '鲜花速递',
      field: 'bid',
      oldValue: '1.20',
      newValue: '1.00',
      result: status === 'running' ? 'pending' : 'done',
    },
  ],
});
