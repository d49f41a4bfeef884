/** What a cell shows for a missing value (spec §9). */
export const emptyText = '--';

/** True for the values a report cell shows as `--`: null, undefined, empty text, NaN. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}
