import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options';
import type { Services } from './app-services';
import { accountsFeature } from './accounts/accounts-feature';
import { adChangeRoutes } from './ad-changes/ad-change-routes';
import { administrationFeature } from './administration/administration-feature';
import { writeCostReportXlsx } from './administration/cost-report-xlsx';
import { alertRoutes } from './alerts/alert-routes';
import { calculatedColumnRoutes } from './calculated-columns/calculated-column-routes';
import { changeHistoryRoutes } from './change-history/change-history-routes';
import { writeChangeHistoryXlsx } from './change-history/change-history-xlsx';
import { downloadRoutes } from './downloads/download-routes';
import { draftsFeature } from './drafts/drafts-feature';
import { changeHistoryExport, costReportExport, overviewExport } from './exports/export-jobs';
import { exportRoutes } from './exports/export-routes';
import type { ExportWriters } from './exports/export-runner';
import { openApiRoutes } from './http/openapi-routes';
import { authRoutes, type AuthSettings } from './login/auth-routes';
import { messagesFeature } from './messages/messages-feature';
import { channelRoutes } from './notification-channels/channel-routes';
import type { createMetrics } from './operations/metrics';
import { operationsFeature } from './operations/operations-feature';
import { pictureRoutes } from './pictures/picture-routes';
import { writeOverviewXlsx } from './report-centre/overview-xlsx';
import { weeklyRoutes } from './report-centre/weekly-routes';
import { reportScheduleRoutes } from './report-schedules/report-schedule-routes';
import { reportsFeature } from './reports/reports-feature';
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
 * The server's features, one line each, in the order their endpoints are registered (the OpenAPI document lists
 * them so): the one place that names them all. A folder with several route files registers them in its
 * `<folder>-feature.ts`.
 */
export const features: readonly Feature[] = [
  (app, { options, rateLimits }) => authRoutes(app, { captchaTestCode: options.captchaTestCode, rateLimits }),
  (app, { notifications, options }) => userRoutes(app, { notifications, publicUrl: options.publicUrl }),
  accountsFeature,
  messagesFeature,
  (app, { notifications }) => channelRoutes(app, notifications),
  (app, { alerts }) => alertRoutes(app, alerts),
  (app, { notifications }) => reportScheduleRoutes(app, { notifications }),
  downloadRoutes,
  openApiRoutes,
  reportsFeature,
  calculatedColumnRoutes,
  adChangeRoutes,
  (app) => exportRoutes(app, { writers: exportWriters }),
  weeklyRoutes,
  draftsFeature,
  pictureRoutes,
  administrationFeature,
  changeHistoryRoutes,
  (app, { metrics, options }) =>
    operationsFeature(app, {
      metrics,
      metricsToken: options.metricsToken,
      embeddedStores: !options.databaseUrl && !options.clickhouseUrl,
    }),
];
