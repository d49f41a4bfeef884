import { adChanges } from './ad-changes';
import { administration } from './administration';
import { alerts } from './alerts';
import { app } from './app';
import { bulkEdit } from './bulk-edit';
import { changeHistory } from './change-history';
import { dateRange } from './date-range';
import { downloadCenter } from './download-center';
import { draftUpload } from './draft-upload';
import { drafts } from './drafts';
import { errors } from './errors';
import { exports } from './exports';
import { formula } from './formula';
import { home } from './home';
import { layout } from './layout';
import { login } from './login';
import { messages } from './messages';
import { negatives } from './negatives';
import { notices } from './notices';
import { notificationSending } from './notification-sending';
import { notifications } from './notifications';
import { pictureLibrary } from './picture-library';
import { reportCentre } from './report-centre';
import { calculatedColumns } from './calculated-columns';
import { reportPage } from './report-page';
import { reportTable } from './report-table';
import { reports } from './reports';
import { route } from './route';
import { scheduledReports } from './scheduled-reports';
import { settings } from './settings';
import { ui } from './ui';
import { validation } from './validation';

/** Every area of the language's texts; the console loads them in groups instead (./groups). */
export const tw = {
  adChanges,
  administration,
  alerts,
  app,
  bulkEdit,
  changeHistory,
  dateRange,
  downloadCenter,
  draftUpload,
  drafts,
  errors,
  exports,
  formula,
  home,
  layout,
  login,
  messages,
  negatives,
  notices,
  notificationSending,
  notifications,
  pictureLibrary,
  reportCentre,
  calculatedColumns,
  reportPage,
  reportTable,
  reports,
  route,
  scheduledReports,
  settings,
  ui,
  validation,
};
