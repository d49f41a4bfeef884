import { describe, expect, it } from 'vitest';
import { changeRecord, type HistoryRow } from './change-history-query';

const elsewhere = (field: string): HistoryRow => ({
  id: 1,
  time: Date.UTC(2026, 10, 4, 2),
  kind: 'provider',
  source: 'provider',
  job_id: null,
  level: 'unit',
  object_id: '301',
  object_name: '鲜花单元',
  field,
  old_value: '1.00',
  new_value: '2.00',
  user_name: null,
});

describe('the field of a change made elsewhere', () => {
  it('reads the provider’s known field names in the user’s language', () => {
    const fields = (language: 'en' | 'cn' | 'tw') =>
      ['单元出价', '计划预算'].map((field) => changeRecord(elsewhere(field), language).field);
    expect(fields('en')).toEqual(['Bid', 'Daily budget']);
    expect(fields('cn')).toEqual(['出价', '日预算']);
    expect(fields('tw')).toEqual(['出價', '日預算']);
  });

  it('keeps a name the table does not know as the provider wrote it', () => {
    expect(changeRecord(elsewhere('推广时段'), 'en').field).toBe('推广时段');
  });
});
