import { describe, expect, it } from 'vitest';
import {
  chinaProvinces,
  compareKey,
  draftLock,
  draftStatus,
  draftStatusOptions,
  emptySchedule,
  holdsBannedWord,
  isBannedKeyword,
  isRegion,
  matchTypeOptions,
  provinceOf,
  scheduledHours,
} from './index';

describe('regions', () => {
  it('hold the 34 provincial regions and their 293 prefecture-level cities', () => {
    expect(chinaProvinces).toHaveLength(34);
    expect(chinaProvinces.flatMap((province) => province.cities)).toHaveLength(293);
    expect(chinaProvinces.find((province) => province.name === '广东')?.cities).toHaveLength(21);
    expect(chinaProvinces.find((province) => province.name === '北京')?.cities).toEqual([]);
  });

  it.each([
    ['北京', true, undefined],
    ['广东', true, undefined],
    ['深圳', true, '广东'],
    ['吉林', true, undefined],
    ['吉林市', true, '吉林'],
    ['海外', true, undefined],
    ['Beijing', false, undefined],
    ['北京市', false, undefined],
  ])('%s: a region %s, in province %s', (name, region, province) => {
    expect(isRegion(name)).toBe(region);
    expect(provinceOf(name)).toBe(province);
  });
});

describe('schedule', () => {
  it('is 7 days of 24 hours, none chosen at first', () => {
    const week = emptySchedule();
    expect(week.map((day) => day.length)).toEqual([24, 24, 24, 24, 24, 24, 24]);
    expect(scheduledHours(week)).toBe(0);
    week[0]![9] = true;
    week[6]![23] = true;
    expect(scheduledHours(week)).toBe(2);
  });
});

describe('banned keywords', () => {
  it.each([
    ['赌博', true],
    ['CASINO', true],
    [' online casino ', true],
    ['casino games', false],
    ['在线赌博平台', false],
    ['数据分析', false],
  ])('%j banned: %s', (keyword, banned) => {
    expect(isBannedKeyword(keyword)).toBe(banned);
  });

  it.each([
    ['在线赌博平台', true],
    ['Best CASINO games', true],
    ['Ｃａｓｉｎｏ', false],
    ['数据分析', false],
  ])('%j holds a banned word: %s', (text, holds) => {
    expect(holdsBannedWord(text)).toBe(holds);
  });

  it('compare keywords trimmed, with ASCII letters in lower case only', () => {
    expect(compareKey('  CRM 系统 ')).toBe('crm 系统');
    expect(compareKey('ＣＲＭ')).toBe('ＣＲＭ');
  });

  it('compare names as keywords are compared', () => {
    expect(compareKey(' Spring SALE ')).toBe('spring sale');
    expect(compareKey('Ｓpring Éclair')).toBe('Ｓpring Éclair');
  });
});

describe('draft status', () => {
  it('names 1, 2, 3, 4 and 9 with their labels', () => {
    expect(draftStatus).toEqual({
      draft: 1,
      pendingConfirmation: 2,
      toBeModified: 3,
      uploaded: 4,
      uploading: 9,
    });
    expect(draftStatusOptions).toEqual([
      { value: 1, label: 'drafts.status.draft' },
      { value: 2, label: 'drafts.status.pendingConfirmation' },
      { value: 3, label: 'drafts.status.toBeModified' },
      { value: 4, label: 'drafts.status.uploaded' },
      { value: 9, label: 'drafts.status.uploading' },
    ]);
    expect(matchTypeOptions.map((option) => option.value)).toEqual(['precise', 'phrase', 'auto']);
  });

  it.each([
    [1, undefined],
    [2, undefined],
    [3, undefined],
    [4, 'drafts.rule.draftUploaded'],
    [9, 'drafts.rule.draftUploading'],
  ] as const)('a draft in status %i is locked by %s', (status, lock) => {
    expect(draftLock(status)).toBe(lock);
  });
});
