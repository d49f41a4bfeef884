import type { Message } from '@adconsole/api-client/contract';
import type { PopupSchedule } from '@adconsole/api-client/react';
import * as z from 'zod/mini';

/**
 * localStorage `userMsgCenterPopup` holds when the pop-up last checked, for 3600000 ms
 * (docs/requirements.md#messages).
 */
export const popupStorageKey = 'userMsgCenterPopup';
export const popupExpireMs = 3_600_000;

const PopupCheck = z.object({
  expireTime: z.int().check(z.minimum(0)),
  timeStr: z.string(),
  timeStamp: z.int().check(z.minimum(0)),
});
export type PopupCheck = z.infer<typeof PopupCheck>;

export function readPopupCheck(storage: Storage): PopupCheck | undefined {
  try {
    const parsed = PopupCheck.safeParse(JSON.parse(storage.getItem(popupStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the re-check timer: no pop-up again before an hour has passed. */
export function writePopupCheck(storage: Storage, now: number) {
  const check: PopupCheck = {
    expireTime: popupExpireMs,
    timeStr: new Date(now).toISOString(),
    timeStamp: now,
  };
  storage.setItem(popupStorageKey, JSON.stringify(check));
}

/** Whether the re-check timer allows a look at the newest message now. */
export function popupDue(check: PopupCheck | undefined, now: number): boolean {
  return !check || now - check.timeStamp >= check.expireTime;
}

/**
 * The newest message pops up when it never has (popupCount below 1) and the timer has expired
 * (docs/requirements.md#messages).
 */
export function shouldPopUp(newest: Message | null | undefined, check: PopupCheck | undefined, now: number) {
  return Boolean(newest && newest.popupCount < 1 && popupDue(check, now));
}

/**
 * The pop-up's schedule kept in `storage` (docs/requirements.md#messages): a look at the newest message once
 * the hourly re-check allows, a message that never popped up shows, and showing it restarts the timer.
 */
export function popupSchedule(storage: Storage): PopupSchedule {
  return {
    isDue: (now) => popupDue(readPopupCheck(storage), now),
    shouldPopUp: (newest, now) => shouldPopUp(newest, readPopupCheck(storage), now),
    poppedUp: (now) => writePopupCheck(storage, now),
  };
}
