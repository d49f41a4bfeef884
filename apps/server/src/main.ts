import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const app = await buildApp({
  dataDir: config.dataDir,
  consoleDir: config.consoleDir,
  logger: true,
  captchaTestCode: config.captchaTestCode,
  rateLimits: config.rateLimits,
  limits: config.limits,
  sandboxUploadSeconds: config.sandboxUploadSeconds,
  baiduApiBase: config.baiduApiBase,
  secretKey: config.secretKey,
  baiduSyncDays: config.baiduSyncDays,
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
app.log.info(`adconsole on http://localhost:${config.port} (data in ${config.dataDir})`);
