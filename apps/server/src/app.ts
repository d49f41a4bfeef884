import type { FastifyInstance } from 'fastify';
import { features } from './app-features';
import { createFastify, registerConsole, registerHttp } from './app-http';
import { defaultLimits, type AppOptions, type ServerLimits } from './app-options';
import { createServices, forgetAnswersAcrossProcesses, openStores } from './app-services';
import { defaultAlertIntervalMinutes, type Alerts } from './alerts/alert-evaluation';
import type { JobRunner } from './jobs/job-runner';
import { defaultRateLimits } from './login/auth-routes';
import type { Notifier } from './notification-channels/notify';
import { createMetrics } from './operations/metrics';
import { defaultShutdownTimeoutMs } from './operations/operations-settings';
import { closeGracefully } from './operations/shutdown';
import type { Providers } from './provider/providers';
import type { ReportSync } from './provider/report-sync';
import { seedDemo } from './seed';
import type { EntityStore } from './stores/entity-store';
import type { FactStore } from './stores/fact-store';

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

export type { AppOptions } from './app-options';

/**
 * Builds the server on its stores: opens (creating, migrating and seeding if new) both, creates the process's
 * services, registers what every endpoint shares and then each feature (`app-features.ts`), and starts the jobs.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const limits: ServerLimits = { ...defaultLimits, ...definedOnly(options.limits ?? {}) };
  const app = createFastify(options, limits);
  const metrics = createMetrics();
  const { entities, facts } = await openStores(options, metrics);
  const stopForgetting = forgetAnswersAcrossProcesses(entities, facts);
  if (entities.created) await seedDemo(entities, now());
  app.decorate('entities', entities);
  app.decorate('facts', facts);
  app.decorate('now', now);
  app.decorate('dataDir', options.dataDir);
  app.decorate('filesDir', options.filesDir ?? options.dataDir);
  app.decorate('limits', limits);
  app.decorate('registeredEndpoints', []);
  const services = await createServices(app, options, { entities, facts, metrics, now });
  const { jobs, alerts, reportSync } = services;
  app.decorate('jobs', jobs);
  app.decorate('notifier', services.notifications.notifier);
  app.decorate('providers', services.providers);
  app.decorate('reportSync', reportSync);
  app.decorate('alerts', alerts);
  // Before the stores close (onClose): requests in flight finish, running jobs stop and give their leases up.
  closeGracefully(app, { jobs, timeoutMs: options.shutdownTimeoutMs ?? defaultShutdownTimeoutMs });
  app.addHook('onClose', async () => {
    stopForgetting();
    await facts.close();
    await entities.close();
  });

  const rateLimits = { ...defaultRateLimits, ...definedOnly(options.rateLimits ?? {}) };
  await registerHttp(app, { entities, rateLimits });
  for (const register of features) register(app, { ...services, options, metrics, rateLimits });
  await registerConsole(app, options.consoleDir);
  // The facts catch up to yesterday beside the first requests, then each new day comes as it is final: a start
  // after a long pause (or with hundreds of accounts) does not keep the console closed (docs/architecture.md#report-sync).
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
