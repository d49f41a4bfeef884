/** The console's shell and its pages, save the ad-draft box (docs/architecture.md#texts-by-language-and-group). */
export { administration } from '../administration';
export { dateRange } from '../date-range';
export { downloadCenter } from '../download-center';
export { exports } from '../exports';
export { home } from '../home';
export { layout } from '../layout';
export { messages } from '../messages';
export { notices } from '../notices';
export { reportCentre } from '../report-centre';
export { reportPage } from '../report-page';
export { reportTable } from '../report-table';
export { reports } from '../reports';
export { settings } from '../settings';
export { validation } from '../validation';
