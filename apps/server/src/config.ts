/**
 * Every environment variable the server reads, in one list (`settings`): each feature declares its own beside
 * it (`<feature>-settings.ts`, read with `settings/setting.ts`), and `configFromEnv`, `--help` and README's
 * table of variables all come from the list gathered here (docs/operations.md#configuration).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerLimits } from './app-options';
import { alertSettings } from './alerts/alert-settings';
import { exportSettings } from './exports/export-settings';
import { proxySettings, requestTimeoutSettings } from './http/http-settings';
import { captchaTestSettings, rateLimitSettings } from './login/login-settings';
import { notificationSettings } from './notification-channels/notification-settings';
import { metricsSettings, shutdownSettings } from './operations/operations-settings';
import { outboundSettings } from './outbound/outbound-settings';
import { providerSettings } from './provider/provider-settings';
import type { SandboxProfileName } from './provider/sandbox/profiles';
import { sandboxSettings } from './provider/sandbox/sandbox-settings';
import { folder, setting, wholeNumber } from './settings/setting';
import { storeSettings } from './stores/store-settings';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** FILES_DIR: export files and pictures, shared by every server process; the data folder without it. */
  filesDir: string;
  /** DATABASE_URL: `postgres://…` keeps the entities in PostgreSQL; unset, SQLite in the data folder. */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections this process keeps to PostgreSQL at most. */
  databasePoolSize?: number;
  /** CLICKHOUSE_URL: `http(s)://[user:password@]host:port[/database]` keeps the facts on a ClickHouse server. */
  clickhouseUrl?: string;
  /** CLICKHOUSE_CLUSTER: the cluster the facts are spread over (docs/architecture.md#facts-on-a-cluster). */
  clickhouseCluster?: string;
  /** FACT_MEMORY_MB: the memory the embedded fact engine may hold (docs/architecture.md#chdb-memory). */
  factMemoryMb?: number;
  /** WORKERS: server processes `npm run start:cluster` starts; one per core without it. */
  workers?: number;
  consoleDir: string;
  captchaTestCode?: string;
  rateLimits: {
    login?: { max: number; timeWindowMs: number };
    captcha?: { max: number; timeWindowMs: number };
    writesPerUser?: { max: number; timeWindowMs: number };
    writesPerAddress?: { max: number; timeWindowMs: number };
  };
  limits: Partial<ServerLimits>;
  /** SANDBOX_PROFILE: how much sandbox data a fresh store gets. */
  sandboxProfile: SandboxProfileName;
  /** SANDBOX_UPLOAD_SECONDS: how long the sandbox provider takes over a draft upload. */
  sandboxUploadSeconds?: number;
  /** BAIDU_API_BASE: where Baidu Marketing's API answers (docs/baidu-provider.md). */
  baiduApiBase: string;
  /**
   * BAIDU_OAUTH_BASE: where Baidu's OAuth token exchange answers, another host than the API
   * (docs/baidu-provider.md).
   */
  baiduOAuthBase: string;
  /** SECRET_KEY: the key provider credentials are encrypted with; the data folder's `secret.key` without it. */
  secretKey?: string;
  /** BAIDU_SYNC_DAYS: how many days of history a new Baidu account gets. */
  baiduSyncDays?: number;
  /** SYNC_REREAD_DAYS: how many days before its first new day each sync reads again. */
  syncRereadDays?: number;
  /** METRICS_TOKEN: the bearer token every /metrics scrape must carry once set (docs/operations.md#metrics). */
  metricsToken?: string;
  /** OUTBOUND_ALLOW_HOSTS: `host:port`s outbound calls may reach although they are internal. */
  outboundAllowHosts: string[];
  /** SMTP_URL: the mail server notifications are sent through; no e-mail without it. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of notification mails; required with SMTP_URL. */
  mailFrom?: string;
  /** MAIL_ALLOWED_DOMAINS: the domains an address outside the console's users may have. */
  mailAllowedDomains: string[];
  /** PUBLIC_URL: the console's address as its users open it, which notifications link to. */
  publicUrl?: string;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for the requests in flight. */
  shutdownTimeoutMs: number;
  /** TRUST_PROXY: the proxies whose `X-Forwarded-For` names the client; none without it. */
  trustProxy: string[];
  /** ALERT_INTERVAL_MINUTES: how often the alert rules are evaluated besides after each sync. */
  alertIntervalMinutes: number;
}

const defaultPort = 8080;
const defaultHost = '0.0.0.0';
const defaultDataDir = './data';

/** The built console, beside the server in the repository: apps/console/dist. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** The settings in the order README and `--help` list them: the server's own, then each feature's. */
export const settings = {
  PORT: setting({
    description: 'the port the server listens on',
    default: String(defaultPort),
    parse: (value) => {
      const port = Number(value ?? defaultPort);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`must be a port number (0 to 65535), not "${value}"`);
      return port;
    },
  }),
  HOST: setting({
    description: 'the address the server listens on',
    default: defaultHost,
    parse: (value) => value ?? defaultHost,
  }),
  DATA_DIR: setting({
    description:
      'the data folder: the embedded stores, and export files and pictures unless `FILES_DIR` says',
    default: '`./data`',
    parse: folder(defaultDataDir),
  }),
  FILES_DIR: setting({
    description: 'where export files (`downloads/`) and pictures (`pictures/`) go',
    details:
      'A folder every server process mounts when there are several (docs/architecture.md#work-across-processes).',
    default: '`DATA_DIR`',
    parse: (value: string | undefined) => (value === undefined ? undefined : path.resolve(value)),
  }),
  CONSOLE_DIR: setting({
    description: 'the built console served at `/`',
    default: '`apps/console/dist`',
    parse: folder(defaultConsoleDir),
  }),
  ...storeSettings,
  WORKERS: setting({
    description: 'server processes `npm run start:cluster` starts on one port',
    details:
      'Refused without `DATABASE_URL` and `CLICKHOUSE_URL` (docs/architecture.md#work-across-processes).',
    default: 'one per core',
    parse: wholeNumber('server processes'),
  }),
  ...providerSettings,
  ...rateLimitSettings,
  ...requestTimeoutSettings,
  ...exportSettings,
  ...shutdownSettings,
  ...alertSettings,
  ...proxySettings,
  ...metricsSettings,
  ...outboundSettings,
  ...notificationSettings,
  ...sandboxSettings,
  ...captchaTestSettings,
};

type SettingName = keyof typeof settings;
type SettingValue<Name extends SettingName> = ReturnType<(typeof settings)[Name]['parse']>;

/** One setting from the environment (empty counts as unset); throws one line naming it when it is wrong. */
export function readSetting<Name extends SettingName>(
  name: Name,
  env: NodeJS.ProcessEnv = process.env,
): SettingValue<Name> {
  const value = env[name] === '' ? undefined : env[name];
  try {
    return settings[name].parse(value) as SettingValue<Name>;
  } catch (error) {
    throw new Error(`${name} ${(error as Error).message}`);
  }
}

/** Reads the server's settings from the environment; throws one line naming the variable on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const read = <Name extends SettingName>(name: Name) => readSetting(name, env);
  const captchaTestCode = read('CAPTCHA_TEST_CODE');
  if (captchaTestCode && read('NODE_ENV') === 'production') {
    throw new Error('CAPTCHA_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  const dataDir = read('DATA_DIR');
  const smtpUrl = read('SMTP_URL');
  const mailFrom = read('MAIL_FROM');
  if (read('CLICKHOUSE_CLUSTER') && !read('CLICKHOUSE_URL')) {
    throw new Error('CLICKHOUSE_CLUSTER needs CLICKHOUSE_URL: a node of that cluster to talk to');
  }
  if (smtpUrl && !mailFrom) throw new Error('MAIL_FROM must be set with SMTP_URL: the sender of the mails');
  return {
    port: read('PORT'),
    host: read('HOST'),
    dataDir,
    filesDir: read('FILES_DIR') ?? dataDir,
    databaseUrl: read('DATABASE_URL'),
    databasePoolSize: read('DATABASE_POOL_SIZE'),
    clickhouseUrl: read('CLICKHOUSE_URL'),
    clickhouseCluster: read('CLICKHOUSE_CLUSTER'),
    factMemoryMb: read('FACT_MEMORY_MB'),
    workers: read('WORKERS'),
    consoleDir: read('CONSOLE_DIR'),
    captchaTestCode,
    rateLimits: {
      login: read('LOGIN_RATE_LIMIT'),
      captcha: read('CAPTCHA_RATE_LIMIT'),
      writesPerUser: read('WRITE_RATE_LIMIT_USER'),
      writesPerAddress: read('WRITE_RATE_LIMIT_ADDRESS'),
    },
    limits: {
      requestTimeoutMs: read('REQUEST_TIMEOUT_MS'),
      pendingExportsPerUser: read('EXPORT_PENDING_LIMIT'),
      exportRetentionMs: read('EXPORT_RETENTION_DAYS'),
    },
    sandboxProfile: read('SANDBOX_PROFILE'),
    sandboxUploadSeconds: read('SANDBOX_UPLOAD_SECONDS'),
    baiduApiBase: read('BAIDU_API_BASE'),
    baiduOAuthBase: read('BAIDU_OAUTH_BASE'),
    secretKey: read('SECRET_KEY'),
    baiduSyncDays: read('BAIDU_SYNC_DAYS'),
    syncRereadDays: read('SYNC_REREAD_DAYS'),
    metricsToken: read('METRICS_TOKEN'),
    outboundAllowHosts: read('OUTBOUND_ALLOW_HOSTS'),
    smtpUrl,
    mailFrom,
    mailAllowedDomains: read('MAIL_ALLOWED_DOMAINS'),
    publicUrl: read('PUBLIC_URL'),
    shutdownTimeoutMs: read('SHUTDOWN_TIMEOUT_MS'),
    trustProxy: read('TRUST_PROXY'),
    alertIntervalMinutes: read('ALERT_INTERVAL_MINUTES'),
  };
}

/**
 * How many server processes `npm run start:cluster` starts (`WORKERS`, one per core by default). Refused on
 * the embedded stores: chdb binds its data folder to one process, and several servers only make sense on a
 * shared PostgreSQL and ClickHouse server (docs/architecture.md#work-across-processes).
 */
export function clusterWorkersFromEnv(env: NodeJS.ProcessEnv, cores: number): number {
  const config = configFromEnv(env);
  if (!config.databaseUrl || !config.clickhouseUrl) {
    throw new Error(
      'npm run start:cluster needs DATABASE_URL (PostgreSQL) and CLICKHOUSE_URL (a ClickHouse server): the ' +
        'embedded stores (SQLite, chdb) serve one process only. Use npm start, or set both.',
    );
  }
  return config.workers ?? cores;
}

/** A setting the server cannot start with: one line for the operator, no stack. */
export function refuseToStart(error: Error): never {
  console.error(`adconsole cannot start: ${error.message}`);
  process.exit(1);
}

/** The settings of a command that starts: a wrong one ends the process with its one line. */
export function configOrRefuse(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return configFromEnv(env);
  } catch (error) {
    return refuseToStart(error as Error);
  }
}
