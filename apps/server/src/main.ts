import cluster from 'node:cluster';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { DatabaseUnreachableError } from './stores/postgres-connection';

/** A setting the server cannot start with: one line for the operator, no stack. */
function refuseToStart(error: Error): never {
  console.error(`adconsole cannot start: ${error.message}`);
  process.exit(1);
}

let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  refuseToStart(error as Error);
}
const app = await buildApp({
  dataDir: config.dataDir,
  filesDir: config.filesDir,
  databaseUrl: config.databaseUrl,
  databasePoolSize: config.databasePoolSize,
  clickhouseUrl: config.clickhouseUrl,
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
}).catch((error: unknown) => {
  if (error instanceof DatabaseUnreachableError) refuseToStart(error);
  throw error;
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the stores`);
    // Stop taking requests, let those in flight finish, then close both stores so nothing is left half-written.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
// Each line of the log carries the process id; in a cluster (cluster.ts) this one also names the worker.
const worker = cluster.worker ? `, worker ${cluster.worker.id}` : '';
app.log.info(`adconsole on http://localhost:${config.port} (data in ${config.dataDir}${worker})`);
