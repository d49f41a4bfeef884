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
