import type { ChangeDay, ChangeJob, ChangeRecord } from '@adconsole/api-client/contract';

/** A change of the stories: a bid of a keyword raised by a bulk edit of job 7, unless `extra` says otherwise. */
export const sampleChange = (id: number, extra: Partial<ChangeRecord> = {}): ChangeRecord => ({
  id,
  time: '2026-11-26 10:15:00',
  kind: 'edit',
  userName: 'demo',
  level: 'keyword',
  objectId: String(300 + id),
  objectName: '鲜花速递',
  field: 'Bid',
  oldValue: '1.00',
  newValue: '1.20',
  jobId: 7,
  ...extra,
});

/** A day of each kind of change: the console's bulk edit, its undo, negatives, an upload and one made elsewhere. */
export const sampleChanges: ChangeRecord[] = [
  sampleChange(1),
  sampleChange(2, { objectName: '同城鲜花配送上门（北京朝阳区）', oldValue: '2.35', newValue: '2.82' }),
  sampleChange(3, {
    kind: 'undo',
    jobId: 9,
    time: '2026-11-26 09:40:12',
    oldValue: '1.20',
    newValue: '1.00',
  }),
  sampleChange(4, {
    kind: 'negative',
    jobId: 5,
    level: 'unit',
    objectName: '鲜花单元',
    field: 'Exact negative keywords',
    oldValue: null,
    newValue: '免费鲜花',
    time: '2026-11-25 16:02:45',
  }),
  sampleChange(5, {
    kind: 'provider',
    userName: null,
    jobId: null,
    level: 'campaign',
    objectName: '鲜花计划',
    field: '推广计划状态',
    oldValue: 'enabled',
    newValue: 'paused',
    time: '2026-11-24 08:00:00',
  }),
  sampleChange(6, {
    kind: 'upload',
    jobId: null,
    level: 'campaign',
    objectName: '绿植计划',
    field: 'Created',
    oldValue: null,
    newValue: '绿植计划',
    time: '2026-11-21 14:30:00',
  }),
];

/** Job 7, a bulk edit its user may still undo. */
export const undoableJob: ChangeJob = {
  id: 7,
  kind: 'edit',
  level: 'keyword',
  status: 'done',
  userName: 'admin',
  createdTime: '2026-11-26 10:15:00',
  finishedTime: '2026-11-26 10:15:02',
  undoOf: null,
  undoneBy: null,
  undoable: true,
  rows: [],
};

/** Two days with changes: seven on the 26th (five listed), one on the 21st. */
export const sampleDays: ChangeDay[] = [
  { date: '2026-11-21', count: 1, changes: [sampleChanges[5]!] },
  {
    date: '2026-11-26',
    count: 7,
    changes: sampleChanges
      .slice(0, 5)
      .map((change) => ({ ...change, time: `2026-11-26 ${change.time.slice(11)}` })),
  },
];
