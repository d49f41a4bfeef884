/** A daily download shows at most this many rows (spec §5 and §9). */
export const dailyDownloadRowCap = 10_000;

/** The longest range the provider reports on, both ends counted (provider notes: at most 731 days). */
export const maxRangeDays = 731;
