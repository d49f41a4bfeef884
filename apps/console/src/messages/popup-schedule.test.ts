import type { Message } from '@adconsole/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  popupExpireMs,
  popupSchedule,
  popupStorageKey,
  readPopupCheck,
  shouldPopUp,
  writePopupCheck,
} from './popup-schedule';

const message = (popupCount: number): Message => ({
  id: 7,
  msgType: 1,
  introducecn: '公告',
  introducetw: '公告',
  introduceen: 'Notice',
  createdTime: '2026-11-20 10:00:00',
  popupCount,
  isRead: false,
});

describe('new-message pop-up schedule', () => {
  beforeEach(() => localStorage.clear());
  const now = Date.UTC(2026, 10, 21, 8);

  it('pops up a message never shown, when nothing was checked yet', () => {
    expect(shouldPopUp(message(0), readPopupCheck(localStorage), now)).toBe(true);
    expect(shouldPopUp(message(1), undefined, now)).toBe(false);
    expect(shouldPopUp(null, undefined, now)).toBe(false);
  });

  it('waits an hour after a check before it looks again', () => {
    writePopupCheck(localStorage, now);
    const check = readPopupCheck(localStorage);
    expect(check).toMatchObject({ expireTime: 3_600_000, timeStamp: now });
    expect(shouldPopUp(message(0), check, now + popupExpireMs - 1)).toBe(false);
    expect(shouldPopUp(message(0), check, now + popupExpireMs)).toBe(true);
  });

  it('keeps its schedule in the storage it is given: shown once, then an hour before the next look', () => {
    const schedule = popupSchedule(localStorage);
    expect(schedule.isDue(now)).toBe(true);
    expect(schedule.shouldPopUp(message(0), now)).toBe(true);
    schedule.poppedUp(now);
    expect(JSON.parse(localStorage.getItem('userMsgCenterPopup')!)).toMatchObject({ timeStamp: now });
    expect(schedule.isDue(now + 3_599_999)).toBe(false);
    expect(schedule.shouldPopUp(message(0), now + 3_599_999)).toBe(false);
    expect(schedule.isDue(now + 3_600_000)).toBe(true);
  });

  it('treats an unreadable record as no check', () => {
    localStorage.setItem(popupStorageKey, '{"timeStamp":"soon"}');
    expect(readPopupCheck(localStorage)).toBeUndefined();
  });
});
