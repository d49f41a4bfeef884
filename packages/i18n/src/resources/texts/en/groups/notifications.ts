/** Alerts, scheduled reports and their channels, loaded as one of their pages or dialogs opens (docs/architecture.md#texts-by-language-and-group). */
export { alerts } from '../alerts';
export { notificationSending } from '../notification-sending';
export { notifications } from '../notifications';
export { scheduledReports } from '../scheduled-reports';
