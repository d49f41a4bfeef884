import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The provider's calendar (DESIGN §8): "today", weeks and months are computed in Asia/Shanghai. */
export const providerTimeZone = 'Asia/Shanghai';

/** The API's date format (spec §3). */
export const apiDateFormat = 'yyyy-MM-dd';

/** Today's date in the provider's calendar at the instant `now`, as yyyy-MM-dd. */
export function providerToday(now: Date | number): string {
  return format(new TZDate(+now, providerTimeZone), apiDateFormat);
}
