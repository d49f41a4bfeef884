import { reportTable as cn } from '../texts/cn/report-table';
import { reportTable as en } from '../texts/en/report-table';
import { reportTable as tw } from '../texts/tw/report-table';

/** The report table's words in the three languages, for a tool that reuses it without the console's texts. */
export const reportTable = { en, cn, tw };
