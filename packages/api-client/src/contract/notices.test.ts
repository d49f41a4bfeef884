import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { fieldErrors, NoticeSaveRequest, WeeklyRequest } from './index';

const errorsOf = (
  schema: typeof NoticeSaveRequest | typeof WeeklyRequest,
  input: unknown,
  language: 'en' | 'cn' | 'tw',
) => {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error, language, lookup);
};

describe('NoticeSaveRequest', () => {
  it('requires the text of every language, naming the one missing', () => {
    expect(
      errorsOf(NoticeSaveRequest, { introducecn: '维护通知', introduceen: 'Maintenance' }, 'en'),
    ).toEqual([{ field: 'introducetw', message: 'This field is required' }]);
    expect(
      errorsOf(
        NoticeSaveRequest,
        { introducecn: '  ', introduceen: 'Maintenance', introducetw: '維護通知' },
        'cn',
      ),
    ).toEqual([{ field: 'introducecn', message: '此项为必填项' }]);
  });

  it('addresses everyone without userIds, and refuses an empty or repeated list', () => {
    const texts = { introducecn: '通知', introduceen: 'Notice', introducetw: '通知' };
    expect(NoticeSaveRequest.parse(texts)).toEqual(texts);
    expect(NoticeSaveRequest.parse({ ...texts, userIds: [2, 3] }).userIds).toEqual([2, 3]);
    expect(errorsOf(NoticeSaveRequest, { ...texts, userIds: [] }, 'en')).toEqual([
      { field: 'userIds', message: 'Choose at least 1' },
    ]);
    expect(errorsOf(NoticeSaveRequest, { ...texts, userIds: [2, 2] }, 'en')).toEqual([
      { field: 'userIds', message: 'This value is not valid' },
    ]);
  });
});

describe('WeeklyRequest', () => {
  it('takes exactly one Monday–Sunday week', () => {
    expect(WeeklyRequest.parse({ query: { beginDate: '2026-11-16', endDate: '2026-11-22' } })).toEqual({
      query: { beginDate: '2026-11-16', endDate: '2026-11-22', channel: 'search' },
    });
    for (const [beginDate, endDate] of [
      ['2026-11-17', '2026-11-23'],
      ['2026-11-16', '2026-11-21'],
      ['2026-11-09', '2026-11-22'],
    ]) {
      expect(errorsOf(WeeklyRequest, { query: { beginDate, endDate, channel: 'feed' } }, 'tw')).toEqual([
        { field: 'query.beginDate', message: '請選擇一週，從週一到週日' },
      ]);
    }
  });
});
