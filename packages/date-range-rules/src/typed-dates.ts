import { isApiDate, type ApiDate } from './calendar';
import type { DateRange } from './range-checks';

/** 2026-11-25, 2026/11/25 or 2026.11.25, one separator throughout; month and day with one digit or two. */
const separatedDate = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** 2026年11月25日, the closing 日 optional. */
const chineseDate = /^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?$/;
/**
 * Between the two dates of a pasted range: ~, 至, 到 or a dash (spaces optional), or a hyphen or "to" with a
 * space on each side (a hyphen alone is inside a date).
 */
const rangeSeparator = /\s*[~～–—至到]\s*|\s+(?:-|to)\s+/i;

const twoDigits = (value: string) => value.padStart(2, '0');

/**
 * A date as a user types or pastes it (docs/requirements.md#date-pickers), as yyyy-MM-dd; null when the text
 * is not a real calendar day (2026-02-30, 2026-13-01, 26-11-25).
 */
export function parseTypedDate(text: string): ApiDate | null {
  const trimmed = text.trim();
  const separated = separatedDate.exec(trimmed);
  const parts = separated ? [separated[1], separated[3], separated[4]] : chineseDate.exec(trimmed)?.slice(1);
  if (!parts) return null;
  const [year, month, day] = parts as [string, string, string];
  const date = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  return isApiDate(date) ? date : null;
}

/**
 * A pasted range, "2026-11-01 ~ 2026-11-24" and the like, as typed (the ends are not put in order); null
 * unless it is two dates that `parseTypedDate` reads.
 */
export function parseTypedRange(text: string): DateRange | null {
  const parts = text.trim().split(rangeSeparator);
  if (parts.length !== 2) return null;
  const [beginDate, endDate] = parts.map(parseTypedDate);
  return beginDate && endDate ? { beginDate, endDate } : null;
}
