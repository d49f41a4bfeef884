import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { apiBasePath, httpStatusOf, responseCode } from '@adconsole/api-client/contract';
import { errorMessage } from '@adconsole/i18n/resources';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { auditRoutes } from './administration/audit-routes';
import { createAlerts, defaultAlertIntervalMinutes, type Alerts } from './alerts/alert-evaluation';
import { alertRoutes } from './alerts/alert-routes';
import { roleRoutes } from './administration/role-routes';
import { userAdminRoutes } from './administration/user-admin-routes';
import { accountRoutes } from './accounts/account-routes';
import { accountSummaryRoutes } from './accounts/account-summary-routes';
import { authRoutes, defaultRateLimits, type AuthSettings } from './login/auth-routes';
import { costReportRoutes } from './administration/cost-report-routes';
import { writeCostReportXlsx } from './administration/cost-report-xlsx';
import { changeHistoryRoutes } from './change-history/change-history-routes';
import { writeChangeHistoryXlsx } from './change-history/change-history-xlsx';
import { keepOperationRecords } from './change-history/operation-records';
import { downloadRoutes } from './downloads/download-routes';
import { draftItemRoutes } from './drafts/draft-item-routes';
import { draftRoutes } from './drafts/draft-routes';
import { draftUploadRoutes } from './drafts/upload/upload-routes';
import { importRoutes } from './drafts/import/import-routes';
import { changeHistoryExport, costReportExport, overviewExport } from './exports/export-jobs';
import { exportRoutes } from './exports/export-routes';
import type { ExportWriters } from './exports/export-runner';
import {
  defaultBaiduApiBase,
  defaultBaiduOAuthBase,
  defaultBaiduSyncDays,
  defaultLimits,
  defaultShutdownTimeoutMs,
  readSetting,
  type ServerLimits,
} from './config';
import { redactedLogger, type LogOption } from './http/request-log';
import { registerCompression } from './http/compression';
import { registerConsoleFiles } from './http/console-files';
import { isPagePath, pageFile } from './http/console-pages';
import { clientError, frameworkError, jsonBodyLimits, registerInputLimits } from './http/input-limits';
import { requestLanguage } from './http/language';
import { sharedRateLimitStore } from './http/shared-rate-limit-store';
import { registerSecurityHeaders } from './http/security-headers';
import { openApiRoutes } from './http/openapi-routes';
import { ResponseError } from './http/response-error';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { messageRoutes } from './messages/message-routes';
import { channelRoutes } from './notifications/channel-routes';
import { createNotifications, type NotificationSettings } from './notifications/notifications';
import type { Notifier } from './notifications/notify';
import { noticeRoutes } from './messages/notice-routes';
import { pictureRoutes } from './pictures/picture-routes';
import { customerRoutes } from './administration/customer-routes';
import { providerAccountRoutes } from './administration/provider-account-routes';
import { createProviders, type Providers } from './provider/providers';
import { createReportSync, type ReportSync } from './provider/report-sync';
import { sandboxProfiles, type SandboxProfileName } from './provider/sandbox/profiles';
import { sandboxEdits } from './provider/sandbox/sandbox-edits';
import { sandboxPictures } from './provider/sandbox/sandbox-pictures';
import { openSandboxProvider } from './provider/sandbox/sandbox-provider';
import { sandboxWatch } from './provider/sandbox/sandbox-watch';
import { defaultSandboxUploadSeconds, sandboxUploads } from './provider/sandbox/sandbox-uploads';
import { fieldRoutes } from './reports/field-routes';
import { viewRoutes } from './reports/view-routes';
import { calculatedColumnRoutes } from './calculated-columns/calculated-column-routes';
import { adChangeRoutes } from './ad-changes/ad-change-routes';
import { writeOverviewXlsx } from './report-centre/overview-xlsx';
import { weeklyRoutes } from './report-centre/weekly-routes';
import { reportRoutes } from './reports/report-routes';
import { reportScheduleRoutes } from './report-schedules/report-schedule-routes';
import { seedDemo } from './seed';
import { openEntityStore, type EntityStore } from './stores/entity-store';
import { isRefusedValue } from './stores/postgres-connection';
import { openFactStore, type FactStore } from './stores/fact-store';
import { ownerOnlyFolder } from './stores/private-files';
import { healthRoutes } from './operations/health-routes';
import { createMetrics } from './operations/metrics';
import { metricsRoutes } from './operations/metrics-routes';
import { closeGracefully } from './operations/shutdown';
import { operationsRoutes } from './operations/operations-routes';
import { userRoutes } from './users/user-routes';

declare module 'fastify' {
  interface FastifyInstance {
    entities: EntityStore;
    facts: FactStore;
    /** The data folder (the embedded stores). */
    dataDir: string;
    /**
     * Export files and pictures (`FILES_DIR`, else the data folder): shared by every server process
     * (docs/architecture.md#work-across-processes).
     */
    filesDir: string;
    /** The clock (epoch ms); tests inject one. */
    now(): number;
    /**
     * Where account structure, report facts and balances come from, and where drafts go: each account's
     * own provider, the sandbox or Baidu (docs/baidu-provider.md).
     */
    providers: Providers;
    /** Pulls the provider's report facts up to yesterday into the fact store. */
    reportSync: ReportSync;
    /** Evaluates the users' alert rules and sends what fires (docs/requirements.md#alerts). */
    alerts: Alerts;
    /**
     * The one runner of this process's jobs (exports, draft uploads, the report sync): leases, heartbeats,
     * retries (docs/architecture.md#work-across-processes).
     */
    jobs: JobRunner;
    /** Request timeout, pending exports and retention (docs/hardening.md). */
    limits: ServerLimits;
    /**
     * The one notifier of this process (docs/requirements.md#notification-channels): alerts and scheduled
     * reports hand it what to send to the message centre, the owner's channels and mailboxes.
     */
    notifier: Notifier;
  }
  interface FastifyReply {
    /** The catalogue's message for a code in the caller's language. */
    message(code: number): string;
  }
}

export interface AppOptions {
  dataDir: string;
  /** `DATABASE_URL`: `postgres://…` keeps the entities in PostgreSQL (docs/architecture.md#postgresql-entity-store). */
  databaseUrl?: string;
  /** `DATABASE_POOL_SIZE`: connections this process keeps to PostgreSQL at most (10). */
  databasePoolSize?: number;
  /** `CLICKHOUSE_URL`: keeps the facts on a ClickHouse server (docs/architecture.md#clickhouse-server-fact-store). */
  clickhouseUrl?: string;
  /** `FACT_MEMORY_MB`: what the embedded fact engine may hold (docs/architecture.md#chdb-memory). */
  factMemoryMb?: number;
  /** `FILES_DIR`: where export files and pictures go, shared by every server process; the data folder without it. */
  filesDir?: string;
  /** The built console to serve at `/`; none in API-only tests. */
  consoleDir?: string;
  now?: () => number;
  /** The server's log: on (stdout), off, or written to a stream (tests read what it says). */
  logger?: LogOption;
  /** CAPTCHA_TEST_CODE: every captcha's answer, for automated tests only. */
  captchaTestCode?: string;
  /** Logins, captchas and write calls a client may make; tests lower them to reach 429 quickly. */
  rateLimits?: Partial<AuthSettings['rateLimits']>;
  /** Request timeout, pending exports, retention (docs/hardening.md); defaults otherwise. */
  limits?: Partial<ServerLimits>;
  /** How much sandbox data a fresh store gets (`SANDBOX_PROFILE`, else `demo`); tests use `test`. */
  sandboxProfile?: SandboxProfileName;
  /** How long the sandbox provider takes over a draft upload (`SANDBOX_UPLOAD_SECONDS`, default 20). */
  sandboxUploadSeconds?: number;
  /** `BAIDU_API_BASE`: Baidu Marketing's API (https://api.baidu.com); tests point it at the local fake. */
  baiduApiBase?: string;
  /** `BAIDU_OAUTH_BASE`: Baidu's OAuth token exchange (https://u.baidu.com); tests point it at the fake. */
  baiduOAuthBase?: string;
  /** `SECRET_KEY`: the key of provider credentials at rest; without it, `secret.key` in the data folder. */
  secretKey?: string;
  /** `BAIDU_SYNC_DAYS`: how many days of history a new Baidu account gets (31). */
  baiduSyncDays?: number;
  /**
   * `OUTBOUND_ALLOW_HOSTS`: hosts (`host:port`) a user's address (a creative's picture) may name although
   * they are internal, which the outbound guard otherwise never calls (docs/operations.md#the-outbound-guard):
   * the local Baidu fake and test receivers.
   */
  outboundAllowHosts?: readonly string[];
  /**
   * `SHUTDOWN_TIMEOUT_MS`: how long a closing server lets the requests in flight finish before it cuts them
   * (docs/operations.md#shutdown).
   */
  shutdownTimeoutMs?: number;
  /**
   * `TRUST_PROXY`: the proxies in front of the server, whose `X-Forwarded-For` names the client's address
   * (docs/operations.md#two-processes-behind-a-proxy); none without it.
   */
  trustProxy?: readonly string[];
  /**
   * `METRICS_TOKEN`: the bearer token `GET /metrics` asks of a caller not on this machine; without it only
   * local callers read them (docs/operations.md#metrics).
   */
  metricsToken?: string;
  /** `ALERT_INTERVAL_MINUTES`: how often the alert rules are evaluated besides after each sync (15). */
  alertIntervalMinutes?: number;
  /** `SMTP_URL`: the mail server notifications go through; no e-mail without it (docs/operations.md#notifications). */
  smtpUrl?: string;
  /** `MAIL_FROM`: the sender of notification mails. */
  mailFrom?: string;
  /** `MAIL_ALLOWED_DOMAINS`: the domains mailed to besides the console's users' addresses. */
  mailAllowedDomains?: readonly string[];
  /** `PUBLIC_URL`: the console's address, ending in `/`, which alert notifications link to. */
  publicUrl?: string;
  /** Tests shorten the waits between a delivery's attempts and the time a send may take. */
  notificationTiming?: Pick<NotificationSettings, 'retry' | 'sendTimeoutMs'>;
}

/**
 * Each process keeps its own cache of fact answers, so when one process writes facts the others must forget
 * theirs (docs/architecture.md#work-across-processes): a write is told to the processes on the same
 * PostgreSQL store (once per 50 ms at most, after the last write of a burst), and a process empties its cache
 * on hearing it, or on hearing that it may have missed a message. Answers the stop.
 */
function forgetAnswersAcrossProcesses(entities: EntityStore, facts: FactStore): () => void {
  const signals = entities.signals;
  if (!signals) return () => undefined;
  let telling: NodeJS.Timeout | undefined;
  facts.afterWrites(() => {
    telling ??= setTimeout(() => {
      telling = undefined;
      signals.send('facts').catch(() => undefined);
    }, 50);
  });
  signals.listen((message) => {
    if (message === undefined || message === 'facts') void facts.forgetAnswers();
  });
  return () => clearTimeout(telling);
}

/**
 * The exports other areas own register their writers with the export jobs here, as the providers do
 * (docs/architecture.md#jobs): exports/ knows no cost report and no report centre.
 */
export const exportWriters: ExportWriters = {
  [costReportExport]: writeCostReportXlsx,
  [overviewExport]: writeOverviewXlsx,
  [changeHistoryExport]: writeChangeHistoryXlsx,
};

/** Builds the server on its stores: opens (creating, migrating and seeding if new) both, registers the API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const limits: ServerLimits = { ...defaultLimits, ...definedOnly(options.limits ?? {}) };
  // Nothing is held open longer than a request may take to arrive (docs/hardening.md#input-limits): Node
  // checks its open requests against the timeout every second.
  const app = Fastify({
    logger: redactedLogger(options.logger),
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    bodyLimit: jsonBodyLimits.maxBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: 2 * limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
    },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  const metrics = createMetrics();
  // Whatever keeps the entities, the data and files folders hold the facts, the key and the reports.
  ownerOnlyFolder(options.dataDir);
  if (options.filesDir) ownerOnlyFolder(options.filesDir);
  const entities = await openEntityStore(
    { dataDir: options.dataDir, databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize },
    metrics.storeQueries('entities'),
  );
  let facts: FactStore;
  try {
    facts = await openFactStore({
      dataDir: options.dataDir,
      clickhouseUrl: options.clickhouseUrl,
      memoryMb: options.factMemoryMb,
      onQuery: metrics.storeQueries('facts'),
    });
  } catch (error) {
    await entities.close();
    throw error;
  }
  const stopForgetting = forgetAnswersAcrossProcesses(entities, facts);
  if (entities.created) await seedDemo(entities, now());
  app.decorate('entities', entities);
  app.decorate('facts', facts);
  app.decorate('now', now);
  app.decorate('dataDir', options.dataDir);
  app.decorate('filesDir', options.filesDir ?? options.dataDir);
  app.decorate('limits', limits);
  app.decorate('registeredEndpoints', []);
  const profile = sandboxProfiles[options.sandboxProfile ?? readSetting('SANDBOX_PROFILE')];
  const uploadSeconds = options.sandboxUploadSeconds ?? defaultSandboxUploadSeconds;
  const providers = createProviders({
    entities,
    facts,
    sandbox: {
      ...(await openSandboxProvider(facts, profile)),
      ...sandboxWatch(entities, facts),
      ...sandboxUploads(entities, { uploadSeconds, now }),
      ...sandboxPictures(entities, { now }),
      ...sandboxEdits(entities, facts, { now }),
    },
    baiduApiBase: options.baiduApiBase ?? defaultBaiduApiBase,
    baiduOAuthBase: options.baiduOAuthBase ?? defaultBaiduOAuthBase,
    outboundAllowHosts: options.outboundAllowHosts ?? [],
    secretKey: options.secretKey,
    dataDir: options.dataDir,
    log: { info: (line) => app.log.info(line), debug: (line) => app.log.debug(line) },
    onBaiduCall: (method, outcome) => metrics.providerCall('baidu', method, outcome),
  });
  const jobs = createJobRunner({
    entities,
    onError: (error) => app.log.error(error),
    onAttemptFailed: metrics.jobFailed,
  });
  app.decorate('jobs', jobs);
  const notifications = createNotifications({
    entities,
    jobs,
    now,
    dataDir: options.dataDir,
    filesDir: options.filesDir ?? options.dataDir,
    secretKey: options.secretKey,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom,
    mailAllowedDomains: options.mailAllowedDomains ?? [],
    outboundAllowHosts: options.outboundAllowHosts ?? [],
    ...options.notificationTiming,
    log: (line) => app.log.info(line),
    warn: (line) => app.log.warn(line),
    onOutcome: metrics.notificationDelivery,
  });
  app.decorate('notifier', notifications.notifier);
  // Before the stores close (onClose): requests in flight finish, running jobs stop and give their leases up.
  closeGracefully(app, { jobs, timeoutMs: options.shutdownTimeoutMs ?? defaultShutdownTimeoutMs });
  const alerts = createAlerts({
    entities,
    facts,
    providers,
    notifier: notifications.notifier,
    jobs,
    now,
    publicUrl: options.publicUrl,
    onError: (error) => app.log.error(error),
  });
  const reportSync = createReportSync({
    jobs,
    entities,
    facts,
    providers,
    days: { sandbox: profile.days, baidu: options.baiduSyncDays ?? defaultBaiduSyncDays },
    now,
    onError: (error, account) => {
      metrics.jobFailed('report-sync');
      if (account)
        app.log.error({ accountId: account.id, err: error }, `the sync of ${account.accountNo} failed`);
      else app.log.error(error);
    },
    // Alerts read the new days as soon as they are in (docs/requirements.md#alerts).
    afterSync: () => alerts.evaluateAll(),
    // The provider's operation records join the change history (docs/requirements.md#change-history).
    afterDays: (served, through) =>
      keepOperationRecords(entities.db, served, through, (error) =>
        app.log.warn(
          { accountId: served.account.id, err: error },
          `the operation records of ${served.account.accountNo} could not be read`,
        ),
      ),
  });
  app.decorate('providers', providers);
  app.decorate('reportSync', reportSync);
  app.decorate('alerts', alerts);
  app.decorateReply('message', function (code: number) {
    return errorMessage(code, requestLanguage(this.request)) ?? '';
  });
  app.addHook('onClose', async () => {
    stopForgetting();
    await facts.close();
    await entities.close();
  });

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? (isRefusedValue(error) ? 400 : 500);
    const code =
      error instanceof ResponseError
        ? error.code
        : status === 429 || status === 413
          ? status
          : status < 500
            ? responseCode.badRequest
            : responseCode.serverError;
    if (code === responseCode.serverError) request.log.error(error);
    const data = error instanceof ResponseError ? error.data : undefined;
    const msg = (error instanceof ResponseError && error.translatedMessage) || reply.message(code);
    return reply.status(httpStatusOf(code)).send({ code, msg, data });
  });

  registerInputLimits(app);
  await registerSecurityHeaders(app);
  registerCompression(app);
  // Every server process on the store counts the same hits (docs/architecture.md#work-across-processes).
  const store = sharedRateLimitStore({ entities, onError: (error) => app.log.error(error) });
  await app.register(fastifyRateLimit, { global: false, store });
  // Upload calls read their parts themselves, within each endpoint's limits (http/endpoint-route.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const rateLimits = { ...defaultRateLimits, ...definedOnly(options.rateLimits ?? {}) };
  const writeLimit = (
    name: string,
    setting: AuthSettings['rateLimits']['writesPerUser'],
    key: (request: FastifyRequest) => string,
  ) =>
    app.createRateLimit({
      max: setting.max,
      timeWindow: setting.timeWindowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
  app.decorate('writeLimits', {
    perAddress: writeLimit('writes-address', rateLimits.writesPerAddress, (request) => request.ip),
    perUser: writeLimit('writes-user', rateLimits.writesPerUser, (request) => String(request.user!.id)),
  });
  authRoutes(app, { captchaTestCode: options.captchaTestCode, rateLimits });
  userRoutes(app, { notifications, publicUrl: options.publicUrl });
  accountRoutes(app);
  accountSummaryRoutes(app);
  messageRoutes(app);
  channelRoutes(app, notifications);
  alertRoutes(app, alerts);
  reportScheduleRoutes(app, { notifications });
  noticeRoutes(app);
  downloadRoutes(app);
  openApiRoutes(app);
  reportRoutes(app);
  fieldRoutes(app);
  viewRoutes(app);
  calculatedColumnRoutes(app);
  adChangeRoutes(app);
  exportRoutes(app, { writers: exportWriters });
  weeklyRoutes(app);
  draftRoutes(app);
  draftItemRoutes(app);
  pictureRoutes(app);
  draftUploadRoutes(app);
  customerRoutes(app);
  providerAccountRoutes(app);
  costReportRoutes(app);
  userAdminRoutes(app);
  roleRoutes(app);
  auditRoutes(app);
  changeHistoryRoutes(app);
  importRoutes(app);
  healthRoutes(app);
  metricsRoutes(app, metrics, { token: options.metricsToken });
  // The copy of the embedded stores `npm run backup` asks the server holding them for.
  if (!options.databaseUrl && !options.clickhouseUrl) operationsRoutes(app);

  const serveConsole = Boolean(options.consoleDir && existsSync(path.join(options.consoleDir, 'index.html')));
  if (serveConsole) await registerConsoleFiles(app, options.consoleDir!);
  // A build before the console's pages were written has only index.html (docs/architecture.md#console-page).
  const consolePage = serveConsole && existsSync(path.join(options.consoleDir!, 'console-report.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${apiBasePath}/`) || request.url === apiBasePath;
    if (!isApi && serveConsole && ['GET', 'HEAD'].includes(request.method) && isPagePath(request.url)) {
      // The console routes in the browser: every page path answers the SPA's page, the console's to a session.
      const file = consolePage ? pageFile(request.url, request.headers.cookie) : 'index.html';
      return reply.type('text/html').header('vary', 'Accept-Encoding, Cookie').sendFile(file);
    }
    return reply.status(404).send({ code: responseCode.notFound, msg: reply.message(responseCode.notFound) });
  });
  // Report facts up to yesterday before the first request, then each new day as it comes.
  try {
    await reportSync.runOnce();
  } catch (error) {
    await app.close();
    throw error;
  }
  reportSync.start();
  alerts.start((options.alertIntervalMinutes ?? defaultAlertIntervalMinutes) * 60_000);
  await jobs.start();
  return app;
}

/** The settings given, without the ones left undefined (which keep their defaults). */
function definedOnly<T extends object>(settings: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
