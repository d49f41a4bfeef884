import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options';
import type { Services } from './app-services';
import { accountRoutes } from './accounts/account-routes';
import { accountSummaryRoutes } from './accounts/account-summary-routes';
import { adChangeRoutes } from './ad-changes/ad-change-routes';
import { auditRoutes } from './administration/audit-routes';
import { costReportRoutes } from './administration/cost-report-routes';
import { writeCostReportXlsx } from './administration/cost-report-xlsx';
import { customerRoutes } from './administration/customer-routes';
import { providerAccountRoutes } from './administration/provider-account-routes';
import { roleRoutes } from './administration/role-routes';
import { userAdminRoutes } from './administration/user-admin-routes';
import { alertRoutes } from './alerts/alert-routes';
import { calculatedColumnRoutes } from './calculated-columns/calculated-column-routes';
import { changeHistoryRoutes } from './change-history/change-history-routes';
import { writeChangeHistoryXlsx } from './change-history/change-history-xlsx';
import { downloadRoutes } from './downloads/download-routes';
import { importRoutes } from './drafts/import/import-routes';
import { draftItemRoutes } from './drafts/draft-item-routes';
import { draftRoutes } from './drafts/draft-routes';
import { draftUploadRoutes } from './drafts/upload/upload-routes';
import { changeHistoryExport, costReportExport, overviewExport } from './exports/export-jobs';
import { exportRoutes } from './exports/export-routes';
import type { ExportWriters } from './exports/export-runner';
import { openApiRoutes } from './http/openapi-routes';
import { authRoutes, type AuthSettings } from './login/auth-routes';
import { messageRoutes } from './messages/message-routes';
import { noticeRoutes } from './messages/notice-routes';
import { channelRoutes } from './notification-channels/channel-routes';
import { healthRoutes } from './operations/health-routes';
import type { createMetrics } from './operations/metrics';
import { metricsRoutes } from './operations/metrics-routes';
import { operationsRoutes } from './operations/operations-routes';
import { pictureRoutes } from './pictures/picture-routes';
import { writeOverviewXlsx } from './report-centre/overview-xlsx';
import { weeklyRoutes } from './report-centre/weekly-routes';
import { reportScheduleRoutes } from './report-schedules/report-schedule-routes';
import { fieldRoutes } from './reports/field-routes';
import { reportRoutes } from './reports/report-routes';
import { viewRoutes } from './reports/view-routes';
import { userRoutes } from './users/user-routes';

/** What a feature's endpoints are given besides the app: the process's services and its settings. */
export interface FeatureContext extends Services {
  options: AppOptions;
  metrics: ReturnType<typeof createMetrics>;
  rateLimits: AuthSettings['rateLimits'];
}

/** One feature's endpoints, registered on the app. */
export type Feature = (app: FastifyInstance, context: FeatureContext) => void;

/**
 * The exports other areas own register their writers with the export jobs here, as the providers do
 * (docs/architecture.md#jobs): exports/ knows no cost report and no report centre.
 */
export const exportWriters: ExportWriters = {
  [costReportExport]: writeCostReportXlsx,
  [overviewExport]: writeOverviewXlsx,
  [changeHistoryExport]: writeChangeHistoryXlsx,
};

/**
 * The server's features, in the order their endpoints are registered (the OpenAPI document lists them so):
 * the one place that names them all.
 */
export const features: readonly Feature[] = [
  (app, { options, rateLimits }) => authRoutes(app, { captchaTestCode: options.captchaTestCode, rateLimits }),
  (app, { notifications, options }) => userRoutes(app, { notifications, publicUrl: options.publicUrl }),
  accountRoutes,
  accountSummaryRoutes,
  messageRoutes,
  (app, { notifications }) => channelRoutes(app, notifications),
  (app, { alerts }) => alertRoutes(app, alerts),
  (app, { notifications }) => reportScheduleRoutes(app, { notifications }),
  noticeRoutes,
  downloadRoutes,
  openApiRoutes,
  reportRoutes,
  fieldRoutes,
  viewRoutes,
  calculatedColumnRoutes,
  adChangeRoutes,
  (app) => exportRoutes(app, { writers: exportWriters }),
  weeklyRoutes,
  draftRoutes,
  draftItemRoutes,
  pictureRoutes,
  draftUploadRoutes,
  customerRoutes,
  providerAccountRoutes,
  costReportRoutes,
  userAdminRoutes,
  roleRoutes,
  auditRoutes,
  changeHistoryRoutes,
  importRoutes,
  healthRoutes,
  (app, { metrics, options }) => metricsRoutes(app, metrics, { token: options.metricsToken }),
  // The copy of the embedded stores `npm run backup` asks the server holding them for.
  (app, { options }) => {
    if (!options.databaseUrl && !options.clickhouseUrl) operationsRoutes(app);
  },
];
