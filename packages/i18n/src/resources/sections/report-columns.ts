import { reports as cn } from '../texts/cn/reports';
import { reports as en } from '../texts/en/reports';
import { reports as tw } from '../texts/tw/reports';

/**
 * The report columns' titles in the three languages: a calculated column's formula may name a column in any of
 * them (docs/requirements.md#calculated-columns), where the console holds the texts of one language only.
 */
export const reportColumns = { en: en.column, cn: cn.column, tw: tw.column };
