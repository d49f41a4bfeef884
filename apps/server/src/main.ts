import cluster from 'node:cluster';
import { buildApp } from './app';
import { configOrRefuse, refuseToStart } from './config';
import { settingsHelp } from './config-docs';
import { exitOnSignals } from './operations/shutdown';
import { DatabaseUnreachableError } from './stores/postgres-connection';

// `npm start -- --help` too: npm appends the argument to the start script's last command.
if (process.argv.includes('--help')) {
  console.log(settingsHelp());
  process.exit(0);
}

const config = configOrRefuse();
const app = await buildApp({
  dataDir: config.dataDir,
  filesDir: config.filesDir,
  databaseUrl: config.databaseUrl,
  databasePoolSize: config.databasePoolSize,
  clickhouseUrl: config.clickhouseUrl,
  clickhouseCluster: config.clickhouseCluster,
  factMemoryMb: config.factMemoryMb,
  consoleDir: config.consoleDir,
  logger: true,
  captchaTestCode: config.captchaTestCode,
  rateLimits: config.rateLimits,
  limits: config.limits,
  sandboxUploadSeconds: config.sandboxUploadSeconds,
  baiduApiBase: config.baiduApiBase,
  baiduOAuthBase: config.baiduOAuthBase,
  secretKey: config.secretKey,
  baiduSyncDays: config.baiduSyncDays,
  syncRereadDays: config.syncRereadDays,
  sandboxProfile: config.sandboxProfile,
  metricsToken: config.metricsToken,
  outboundAllowHosts: config.outboundAllowHosts,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  mailAllowedDomains: config.mailAllowedDomains,
  publicUrl: config.publicUrl,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  trustProxy: config.trustProxy,
  alertIntervalMinutes: config.alertIntervalMinutes,
}).catch((error: unknown) => {
  if (error instanceof DatabaseUnreachableError) refuseToStart(error);
  throw error;
});

// Stop taking requests, let those in flight finish, then close both stores so nothing is left half-written.
exitOnSignals(app, config.shutdownTimeoutMs);

await app.listen({ port: config.port, host: config.host });
// Each line of the log carries the process id; in a cluster (cluster.ts) this one also names the worker.
const worker = cluster.worker ? `, worker ${cluster.worker.id}` : '';
app.log.info(`adconsole on http://localhost:${config.port} (data in ${config.dataDir}${worker})`);
