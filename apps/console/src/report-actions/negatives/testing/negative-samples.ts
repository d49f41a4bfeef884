import type { ChangeJob, NegativeWordList } from '@adconsole/api-client/contract';
import type { ChosenTerm } from '../term-checks';

const unit = { id: 11, name: '鲜花单元' };
const campaign = { id: 1, name: '鲜花计划' };

/** A term of the sample unit: 44 bytes for the long one (22 Chinese characters). */
const chosen = (term: string, conversions: number | null = 0): ChosenTerm => ({
  term,
  unit,
  campaign,
  conversions,
});

export const longTerm = '北京市朝阳区鲜花速递同城当日送达玫瑰花束价格';

/**
 * Search terms chosen on the report, all of one unit: one to add, a duplicate of the unit's list, one of its
 * campaign's, one too long, and one that converted.
 */
export const sampleTerms: ChosenTerm[] = [
  chosen('北京鲜花速递'),
  chosen('free flowers'),
  chosen('花店'),
  chosen(longTerm),
  chosen('鲜花批发', 3),
];

/** The unit's lists as read: a phrase and an exact negative, and its campaign's. */
export const unitLists: NegativeWordList = {
  level: 'unit',
  targetId: 11,
  targetName: '鲜花单元',
  phrase: ['free flowers'],
  exact: ['便宜'],
  limits: { phrase: 200, exact: 200 },
  version: 'v1',
  campaign: { id: 1, name: '鲜花计划', phrase: [], exact: ['花店'], limits: { phrase: 200, exact: 400 } },
};

/** The job that added two terms to the unit: one added, one skipped, one failed. */
export const negativeJob = (status: ChangeJob['status'] = 'partial'): ChangeJob => ({
  id: 5,
  kind: 'negative',
  level: 'unit',
  status,
  userName: 'demo',
  createdTime: '2026-11-27 10:00:00',
  finishedTime: status === 'running' ? null : '2026-11-27 10:00:02',
  undoOf: null,
  undoneBy: null,
  undoable: false,
  rows: [
    {
      id: 11,
      name: '鲜花单元',
      field: 'negativeExact',
      oldValue: null,
      newValue: '北京鲜花速递',
      result: 'done',
    },
    {
      id: 11,
      name: '鲜花单元',
      field: 'negativeExact',
      oldValue: null,
      newValue: '鲜花批发',
      result: status === 'running' ? 'pending' : 'failed',
      reason: status === 'running' ? undefined : 'The provider refused it',
    },
  ],
});
