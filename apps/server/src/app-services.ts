import { readSetting } from './config';
import {
  defaultBaiduApiBase,
  defaultBaiduOAuthBase,
  defaultBaiduSyncDays,
} from './provider/provider-settings';
import { createAlerts } from './alerts/alert-evaluation';
import { keepOperationRecords } from './change-history/operation-records';
import { createJobRunner } from './jobs/job-runner';
import { createNotifications } from './notification-channels/notifications';
import type { createMetrics } from './operations/metrics';
import { createProviders } from './provider/providers';
import { defaultRereadDays } from './stores/fact-schema';
import { createReportSync } from './provider/report-sync';
import { sandboxProfiles } from './provider/sandbox/profiles';
import { sandboxEdits } from './provider/sandbox/sandbox-edits';
import { sandboxPictures } from './provider/sandbox/sandbox-pictures';
import { openSandboxProvider } from './provider/sandbox/sandbox-provider';
import { sandboxWatch } from './provider/sandbox/sandbox-watch';
import { defaultSandboxUploadSeconds, sandboxUploads } from './provider/sandbox/sandbox-uploads';
import { entityTables } from './entity-tables';
import { openEntityStore, type EntityStore } from './stores/entity-store';
import { openFactStore, type FactStore } from './stores/fact-store';
import { ownerOnlyFolder } from './stores/private-files';
import type { AppOptions } from './app-options';
import type { FastifyInstance } from 'fastify';

type Metrics = ReturnType<typeof createMetrics>;

/** Opens both stores (creating and migrating them if new); the entities close again when the facts fail. */
export async function openStores(
  options: AppOptions,
  metrics: Metrics,
): Promise<{ entities: EntityStore; facts: FactStore }> {
  // Whatever keeps the entities, the data and files folders hold the facts, the key and the reports.
  ownerOnlyFolder(options.dataDir);
  if (options.filesDir) ownerOnlyFolder(options.filesDir);
  const entities = await openEntityStore(
    { dataDir: options.dataDir, databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize },
    entityTables,
    metrics.storeQueries('entities'),
  );
  try {
    const facts = await openFactStore({
      dataDir: options.dataDir,
      clickhouseUrl: options.clickhouseUrl,
      clickhouseCluster: options.clickhouseCluster,
      memoryMb: options.factMemoryMb,
      onQuery: metrics.storeQueries('facts'),
      onMutation: metrics.factMutation,
    });
    return { entities, facts };
  } catch (error) {
    await entities.close();
    throw error;
  }
}

/**
 * Each process keeps its own cache of fact answers, so when one process writes facts the others must forget
 * theirs (docs/architecture.md#work-across-processes): a write is told to the processes on the same
 * PostgreSQL store (once per 50 ms at most, after the last write of a burst), and a process empties its cache
 * on hearing it, or on hearing that it may have missed a message. Answers the stop.
 */
export function forgetAnswersAcrossProcesses(entities: EntityStore, facts: FactStore): () => void {
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
 * The process's shared services on its stores: the providers, the one job runner, the notifier, the alerts and
 * the report sync, created in the order each needs the one before (docs/architecture.md#jobs).
 */
export async function createServices(
  app: FastifyInstance,
  options: AppOptions,
  {
    entities,
    facts,
    metrics,
    now,
  }: { entities: EntityStore; facts: FactStore; metrics: Metrics; now: () => number },
) {
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
    rereadDays: options.syncRereadDays ?? defaultRereadDays,
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
  return { providers, jobs, notifications, alerts, reportSync };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
