import { dateRange as cn } from '../texts/cn/date-range';
import { dateRange as en } from '../texts/en/date-range';
import { dateRange as tw } from '../texts/tw/date-range';

/** The date-range picker's words in the three languages, for a tool that reuses it without the console's texts. */
export const dateRange = { en, cn, tw };
