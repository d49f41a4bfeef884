/** A daily download shows at most this many rows (docs/requirements.md#exports). */
export const dailyDownloadRowCap = 10_000;

/** The longest range the provider reports on, both ends counted (docs/requirements.md#range-checks). */
export const maxRangeDays = 731;

/**
 * How many years of report data the console offers, counted back from today (docs/requirements.md#date-pickers).
 * Neither the spec nor the provider notes say how long the provider keeps report data; three years is our
 * choice, so a year's comparison with the year before still fits in the data kept.
 */
export const reportDataYears = 3;
