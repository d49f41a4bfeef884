/**
 * Fixed instants for tests and stories, named by the day they are in Asia/Shanghai (UTC+8), the calendar
 * every rule uses. Several fall on a different day in UTC on purpose.
 */
export const clocks = {
  /** Wednesday 2026-11-18, 12:00 in Shanghai. */
  wednesday: new Date('2026-11-18T04:00:00Z'),
  /** Sunday 2026-11-22, 20:00 in Shanghai: the week is not over yet. */
  sunday: new Date('2026-11-22T12:00:00Z'),
  /** Sunday 2026-11-22, 23:59 in Shanghai. */
  sundayLastMinute: new Date('2026-11-22T15:59:00Z'),
  /** Monday 2026-11-23, 07:30 in Shanghai, while it is still Sunday 23:30 in UTC. */
  mondayMorning: new Date('2026-11-22T23:30:00Z'),
  /** Tuesday 2026-12-01, 00:30 in Shanghai (still November in UTC): the first of a month. */
  firstOfDecember: new Date('2026-11-30T16:30:00Z'),
  /** Friday 2027-01-01, 00:30 in Shanghai (still 2026 in UTC). */
  newYearsDay: new Date('2026-12-31T16:30:00Z'),
  /** Wednesday 2026-12-30, 12:00 in Shanghai: inside ISO week 53 of 2026, which ends on 2027-01-03. */
  yearEndWeek: new Date('2026-12-30T04:00:00Z'),
  /** Monday 2027-01-04, 09:00 in Shanghai: the week across the new year is last week now. */
  afterYearEndWeek: new Date('2027-01-04T01:00:00Z'),
  /** Tuesday 2028-02-29 (a leap day), 12:00 in Shanghai. */
  leapDay: new Date('2028-02-29T04:00:00Z'),
  /** Wednesday 2028-03-01, 09:00 in Shanghai: yesterday was a leap day. */
  afterLeapDay: new Date('2028-03-01T01:00:00Z'),
} as const;
