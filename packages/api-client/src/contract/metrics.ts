import { selectTimeKey } from '@adconsole/date-range-rules';
import * as z from 'zod/mini';

/**
 * The report metrics (docs/requirements.md#report-columns): cost in yuan with 2 decimals; ctr a ratio; cpc,
 * cpm in yuan.
 */
export const Metrics = z.object({
  cost: z.number(),
  impression: z.int(),
  click: z.int(),
  ctr: z.number(),
  cpc: z.number(),
  cpm: z.number(),
  conversion: z.int(),
});
export type Metrics = z.infer<typeof Metrics>;

/** The report metrics in the report table's order: the figures every statistic and summary answers. */
export const metricKeys = z.keyof(Metrics).options;

/** A calendar date as the API writes it (docs/requirements.md#date-ranges). */
export const IsoDate = z.iso.date({ message: 'validation.date' });

/** A date range of a search form (docs/requirements.md#date-ranges): beginDate and endDate as yyyy-MM-dd. */
export const DateRange = z.object({ beginDate: IsoDate, endDate: IsoDate });
export type DateRange = z.infer<typeof DateRange>;

/**
 * A date of a range picked with the date picker (report lists, report exports, the report centre): missing,
 * null or empty, it asks to select a time, as the picker does; anything else not yyyy-MM-dd is `validation.date`
 * (docs/requirements.md#range-checks). Its failure stops the checks of the whole range, so an empty range has
 * no other message.
 */
export const PickedDate = z.iso.date({
  abort: true,
  error: ({ input }) =>
    input === undefined || input === null || input === '' ? selectTimeKey : 'validation.date',
});

/** A range picked with the date picker: beginDate and endDate as yyyy-MM-dd, "please select time" when empty. */
export const PickedRange = z.object({ beginDate: PickedDate, endDate: PickedDate });
