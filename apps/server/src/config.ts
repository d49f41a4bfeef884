import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** FACT_MEMORY_MB: the memory the embedded fact engine may hold (docs/architecture.md#chdb-memory). */
  factMemoryMb?: number;
  consoleDir: string;
  captchaTestCode?: string;
  rateLimits: {
    login?: { max: number; timeWindowMs: number };
    captcha?: { max: number; timeWindowMs: number };
    writesPerUser?: { max: number; timeWindowMs: number };
    writesPerAddress?: { max: number; timeWindowMs: number };
  };
  limits: Partial<ServerLimits>;
  /** SANDBOX_UPLOAD_SECONDS: how long the sandbox provider takes over a draft upload. */
  sandboxUploadSeconds?: number;
  /** BAIDU_API_BASE: where Baidu Marketing's API answers (docs/architecture.md#baidu-provider). */
  baiduApiBase: string;
  /**
   * BAIDU_OAUTH_BASE: where Baidu's OAuth token exchange answers, another host than the API
   * (docs/architecture.md#baidu-provider).
   */
  baiduOAuthBase: string;
  /** SECRET_KEY: the key provider credentials are encrypted with; the data folder's `secret.key` without it. */
  secretKey?: string;
  /** BAIDU_SYNC_DAYS: how many days of history a new Baidu account gets. */
  baiduSyncDays?: number;
}

/** The limits of docs/architecture.md#hardening; each has a default in `defaultLimits`. */
export interface ServerLimits {
  /** How long a request may take to arrive in full (headers and body); 408 after that. */
  requestTimeoutMs: number;
  /** Exports a user may have waiting or running at once; one more is refused. */
  pendingExportsPerUser: number;
  /** How long a download record and its file are kept after they were created. */
  exportRetentionMs: number;
}

export const defaultLimits: ServerLimits = {
  requestTimeoutMs: 30_000,
  pendingExportsPerUser: 10,
  exportRetentionMs: 7 * 24 * 60 * 60 * 1000,
};

export const defaultBaiduApiBase = 'https://api.baidu.com';
export const defaultBaiduOAuthBase = 'https://u.baidu.com';
export const defaultBaiduSyncDays = 31;
/** The provider answers at most 731 days of reports (docs/architecture.md#baidu-provider). */
const maxBaiduSyncDays = 731;
/** A shorter SECRET_KEY is too easy to guess. */
const minSecretKeyLength = 16;

/** A base URL setting without its trailing slashes: the client adds each path, a slash would double. */
function baseUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!URL.canParse(url)) throw new Error(`${name} must be a URL, not "${url}"`);
  return url.replace(/\/+$/, '');
}

/** The built console, beside the server in the repository: apps/console/dist. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** A per-minute limit from the environment, or undefined for the default. */
function perMinute(name: string, value: string | undefined) {
  const max = wholeNumber(name, value, 'requests a minute');
  return max === undefined ? undefined : { max, timeWindowMs: 60_000 };
}

const daysInMs = (days: number | undefined) => (days === undefined ? undefined : days * 24 * 60 * 60 * 1000);

/** A positive whole number from the environment, or undefined for the default. */
function wholeNumber(name: string, value: string | undefined, what: string) {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of ${what}, not "${value}"`);
  return number;
}

/** Reads the server's settings from the environment; throws with a clear message on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (env.CAPTCHA_TEST_CODE && env.NODE_ENV === 'production') {
    throw new Error('CAPTCHA_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  if (env.SECRET_KEY && env.SECRET_KEY.length < minSecretKeyLength) {
    throw new Error(`SECRET_KEY must have at least ${minSecretKeyLength} characters`);
  }
  const baiduSyncDays = wholeNumber('BAIDU_SYNC_DAYS', env.BAIDU_SYNC_DAYS, 'days');
  if (baiduSyncDays !== undefined && baiduSyncDays > maxBaiduSyncDays) {
    throw new Error(`BAIDU_SYNC_DAYS must be at most ${maxBaiduSyncDays} days, not "${env.BAIDU_SYNC_DAYS}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (unset keeps the entities in DATA_DIR)');
  }
  const clickhouseUrl = env.CLICKHOUSE_URL || undefined;
  if (clickhouseUrl && !(URL.canParse(clickhouseUrl) && /^https?:\/\//.test(clickhouseUrl))) {
    throw new Error('CLICKHOUSE_URL must be an http(s):// URL (unset keeps the facts in DATA_DIR)');
  }
  const baiduApiBase = baseUrl('BAIDU_API_BASE', env.BAIDU_API_BASE, defaultBaiduApiBase);
  const baiduOAuthBase = baseUrl('BAIDU_OAUTH_BASE', env.BAIDU_OAUTH_BASE, defaultBaiduOAuthBase);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    filesDir: path.resolve(env.FILES_DIR || (env.DATA_DIR ?? './data')),
    databaseUrl,
    databasePoolSize: wholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 'connections'),
    clickhouseUrl,
    factMemoryMb: wholeNumber('FACT_MEMORY_MB', env.FACT_MEMORY_MB, 'megabytes'),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? defaultConsoleDir),
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    rateLimits: {
      login: perMinute('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT),
      captcha: perMinute('CAPTCHA_RATE_LIMIT', env.CAPTCHA_RATE_LIMIT),
      writesPerUser: perMinute('WRITE_RATE_LIMIT_USER', env.WRITE_RATE_LIMIT_USER),
      writesPerAddress: perMinute('WRITE_RATE_LIMIT_ADDRESS', env.WRITE_RATE_LIMIT_ADDRESS),
    },
    limits: {
      requestTimeoutMs: wholeNumber('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 'milliseconds'),
      pendingExportsPerUser: wholeNumber('EXPORT_PENDING_LIMIT', env.EXPORT_PENDING_LIMIT, 'exports'),
      exportRetentionMs: daysInMs(wholeNumber('EXPORT_RETENTION_DAYS', env.EXPORT_RETENTION_DAYS, 'days')),
    },
    sandboxUploadSeconds: wholeNumber('SANDBOX_UPLOAD_SECONDS', env.SANDBOX_UPLOAD_SECONDS, 'seconds'),
    baiduApiBase,
    baiduOAuthBase,
    secretKey: env.SECRET_KEY || undefined,
    baiduSyncDays,
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
  return wholeNumber('WORKERS', env.WORKERS, 'server processes') ?? cores;
}
