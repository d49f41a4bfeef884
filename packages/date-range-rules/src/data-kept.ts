import { addCalendarMonths, providerToday, type ApiDate } from './calendar';
import { reportDataYears } from './limits';

/**
 * The first day with report data at the instant `now` (docs/requirements.md#date-pickers): today's date
 * `reportDataYears` years back (29 February back to 28 February). No range may begin before it.
 */
export function firstKeptDate(now: Date | number): ApiDate {
  return addCalendarMonths(providerToday(now), -12 * reportDataYears);
}
