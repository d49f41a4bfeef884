/** A daily download shows at most this many rows (docs/requirements.md#exports). */
export const dailyDownloadRowCap = 10_000;

/** The longest range the provider reports on, both ends counted (docs/requirements.md#range-checks). */
export const maxRangeDays = 731;
