import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { checkNoticeForm, emptyNotice, noticeFormValues } from './notice-form';
import { readListParams } from '../../lib/list-params';
import { noticeListRequest, NoticeQuery } from './notice-query';

const texts = {
  introducecn: '系统维护通知',
  introduceen: 'Maintenance tonight',
  introducetw: '系統維護通知',
};

describe('the notice form', () => {
  it('sends the texts trimmed, to everyone without userIds, and the id of a notice it changes', () => {
    expect(
      checkNoticeForm({ ...emptyNotice, ...texts, introduceen: '  Maintenance tonight ' }, 'en', lookup),
    ).toEqual({
      ok: true,
      request: texts,
    });
    expect(
      checkNoticeForm({ ...emptyNotice, ...texts, audience: 'chosen', userIds: [4, 2] }, 'en', lookup, 9),
    ).toEqual({
      ok: true,
      request: { id: 9, ...texts, userIds: [4, 2] },
    });
    // Chosen users left behind by a switch back to everyone are not sent.
    expect(
      checkNoticeForm({ ...emptyNotice, ...texts, audience: 'everyone', userIds: [4] }, 'en', lookup),
    ).toEqual({
      ok: true,
      request: texts,
    });
  });

  it('says which languages lack their text, in the language of the form', () => {
    const check = checkNoticeForm(
      { ...emptyNotice, ...texts, introducetw: '   ', introducecn: '' },
      'en',
      lookup,
    );
    expect(check).toEqual({
      ok: false,
      errors: { introducecn: 'This field is required', introducetw: 'This field is required' },
      missing: [
        { field: 'introducecn', label: '简体中文', htmlLang: 'zh-CN' },
        { field: 'introducetw', label: '繁體中文', htmlLang: 'zh-TW' },
      ],
    });
    const inChinese = checkNoticeForm({ ...emptyNotice, ...texts, introduceen: '' }, 'cn', lookup);
    expect(inChinese.ok || inChinese.errors).toEqual({ introduceen: '此项为必填项' });
  });

  it('needs at least one user when sent to chosen users', () => {
    const check = checkNoticeForm({ ...emptyNotice, ...texts, audience: 'chosen' }, 'en', lookup);
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors)).toEqual(['userIds']);
    expect(!check.ok && check.missing).toEqual([]);
  });

  it('opens a published notice with its texts and users', () => {
    const notice = {
      id: 3,
      ...texts,
      recipients: [{ id: 2, userName: 'demo' }],
      status: 'published' as const,
      createdTime: '2026-11-20 10:00:00',
      updatedTime: '2026-11-20 10:00:00',
    };
    expect(noticeFormValues(notice)).toEqual({ ...texts, audience: 'chosen', userIds: [2] });
    expect(noticeFormValues({ ...notice, recipients: null })).toEqual({
      ...texts,
      audience: 'everyone',
      userIds: [],
    });
  });
});

describe('the notice list query', () => {
  it('reads page, size and status from the URL, falling back part by part', () => {
    const parse = (search: string) => readListParams(NoticeQuery, new URLSearchParams(search));
    expect(parse('page=2&size=50&status=withdrawn')).toEqual({
      page: 2,
      size: 50,
      status: 'withdrawn',
    });
    expect(noticeListRequest(parse('page=0&size=7&status=draft'))).toEqual({
      page: { number: 1, size: 20 },
      query: {},
    });
  });
});
