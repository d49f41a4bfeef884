/**
 * Every environment variable the server reads, in one list (`settings`): `configFromEnv`, `--help` and README's
 * table of variables all come from it (docs/operations.md#configuration).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultAlertIntervalMinutes } from './alerts/alert-evaluation';
import { defaultRateLimits } from './login/auth-routes';
import { sandboxProfiles, type SandboxProfileName } from './provider/sandbox/profiles';
import { defaultSandboxUploadSeconds } from './provider/sandbox/sandbox-uploads';
import { defaultFactMemoryMb } from './stores/chdb-fact-engine';
import { defaultPoolSize } from './stores/postgres-connection';

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

/** The limits of docs/hardening.md; each has a default in `defaultLimits`. */
export interface ServerLimits {
  /** How long a request may take to arrive in full (headers and body); 408 after that. */
  requestTimeoutMs: number;
  /** Exports a user may have waiting or running at once; one more is refused. */
  pendingExportsPerUser: number;
  /** How long a download record and its file are kept after they were created. */
  exportRetentionMs: number;
}

const dayMs = 24 * 60 * 60 * 1000;

export const defaultLimits: ServerLimits = {
  requestTimeoutMs: 30_000,
  pendingExportsPerUser: 10,
  exportRetentionMs: 7 * dayMs,
};

export const defaultBaiduApiBase = 'https://api.baidu.com';
export const defaultBaiduOAuthBase = 'https://u.baidu.com';
export const defaultBaiduSyncDays = 31;
export const defaultShutdownTimeoutMs = 10_000;
const defaultPort = 8080;
const defaultHost = '0.0.0.0';
const defaultDataDir = './data';
const defaultSandboxProfile: SandboxProfileName = 'demo';
/** The provider answers at most 731 days of reports (docs/baidu-provider.md). */
const maxBaiduSyncDays = 731;
/** A shorter secret (SECRET_KEY, METRICS_TOKEN) is too easy to guess. */
const minSecretLength = 16;

/** The built console, beside the server in the repository: apps/console/dist. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

/**
 * One environment variable. `parse` gets its value (undefined when unset or empty) and throws what is wrong
 * with it as the rest of a sentence that starts with the variable's name ("must be …").
 */
interface Setting<T> {
  /** What it is for, in one line (`--help` and README). */
  description: string;
  /** The longer explanation README adds after the line, if any. */
  details?: string;
  /** Its default as an operator reads it. */
  default: string;
  parse(value: string | undefined): T;
}

const setting = <T>(definition: Setting<T>) => definition;

/** A positive whole number, or undefined for the default. */
const wholeNumber =
  (what: string, max = Number.MAX_SAFE_INTEGER) =>
  (value: string | undefined) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1)
      throw new Error(`must be a whole number of ${what}, not "${value}"`);
    if (number > max) throw new Error(`must be at most ${max} ${what}, not "${value}"`);
    return number;
  };

/** A limit a minute, or undefined for the default. */
const perMinute = (value: string | undefined) => {
  const max = wholeNumber('requests a minute')(value);
  return max === undefined ? undefined : { max, timeWindowMs: 60_000 };
};

/** Any text, or undefined when unset. */
const text = (value: string | undefined) => value;

/** A secret to compare or derive a key from; never repeated in a message. */
const secret = (value: string | undefined) => {
  if (value !== undefined && value.length < minSecretLength)
    throw new Error(`must have at least ${minSecretLength} characters`);
  return value;
};

/** A folder, absolute from where the server was started. */
const folder = (fallback: string) => (value: string | undefined) => path.resolve(value ?? fallback);

/** A base URL without its trailing slashes: the client adds each path, a slash would double. */
const baseUrl = (fallback: string) => (value: string | undefined) => {
  const url = value ?? fallback;
  if (!URL.canParse(url) || !/^https?:\/\//.test(url))
    throw new Error(`must be an http(s):// URL, not "${url}"`);
  return url.replace(/\/+$/, '');
};

/**
 * A store's URL of the `form` its `scheme` matches; it may hold a password, so a message never repeats it.
 * `unset` says where the data stays without it.
 */
const storeUrl = (scheme: RegExp, form: string, unset: string) => (value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!scheme.test(value)) throw new Error(`must be ${form} URL (${unset})`);
  if (!URL.canParse(value))
    throw new Error(`cannot be read as a URL: write ${form} URL, encoding what is not a letter or digit`);
  return value;
};

/** Entries separated by commas (blank ones left out), each of which `isEntry`; none when unset. */
const commaList = (isEntry: (entry: string) => boolean, what: string) => (value: string | undefined) => {
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  const written = entries.filter((entry) => entry !== '');
  const wrong = written.find((entry) => !isEntry(entry));
  if (wrong !== undefined) throw new Error(`must be ${what} separated by commas, not "${wrong}"`);
  return written;
};

/** `host:port`: a name, an IPv4 address or an IPv6 address in brackets, and a port. */
function isHostAndPort(entry: string) {
  const port = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):(\d{1,5})$/i.exec(entry)?.[1];
  return port !== undefined && Number(port) >= 1 && Number(port) <= 65535;
}

/** A domain name of two labels or more: `example.com`. */
function isDomain(entry: string) {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(entry);
}

/** An address, a range (`10.0.0.0/8`) or a name of ranges (`loopback`) as Fastify's `trustProxy` reads them. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address!);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The settings in the order README and `--help` list them. */
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
  DATABASE_URL: setting({
    description:
      '`postgres://user:password@host:port/database` keeps the entities in that PostgreSQL database',
    details:
      'Users, sessions, captchas, login locks, roles, accounts, download records, drafts, messages, the audit ' +
      'log… (docs/architecture.md#postgresql-entity-store). The database is made beforehand; the server creates ' +
      'and migrates its tables. Tested on PostgreSQL 15. An unreachable database stops the start with one line ' +
      'naming it without its password.',
    default: 'unset: SQLite in `DATA_DIR/entities.db`',
    parse: storeUrl(/^postgres(ql)?:\/\//, 'a postgres://', 'unset keeps the entities in DATA_DIR'),
  }),
  DATABASE_POOL_SIZE: setting({
    description: 'connections each server process keeps to PostgreSQL at most',
    default: String(defaultPoolSize),
    parse: wholeNumber('connections'),
  }),
  CLICKHOUSE_URL: setting({
    description:
      '`http[s]://[user:password@]host:port[/database]` keeps the report facts on a ClickHouse server',
    details:
      'Database `default` without one; made when missing (docs/architecture.md#clickhouse-server-fact-store). ' +
      "Tested on Debian's ClickHouse 18.16 (with `allow_experimental_low_cardinality_type=1`) and on the " +
      'ClickHouse chdb embeds (25.x).',
    default: 'unset: chdb in `DATA_DIR/facts`',
    parse: storeUrl(/^https?:\/\//, 'an http(s)://', 'unset keeps the facts in DATA_DIR'),
  }),
  FACT_MEMORY_MB: setting({
    description: "the memory the embedded fact engine (chdb, inside the server's process) may hold",
    details:
      'Every query together (one past it fails), its caches as parts of it. `npm start` and `npm run ' +
      "start:cluster` run the server with `MALLOC_MMAP_THRESHOLD_=1048576` (glibc) so that the server's large " +
      'answer buffers go back to the system too: set it wherever you start `apps/server/dist/main.js` yourself. ' +
      'Unused with `CLICKHOUSE_URL` (docs/architecture.md#chdb-memory).',
    default: String(defaultFactMemoryMb),
    parse: wholeNumber('megabytes'),
  }),
  WORKERS: setting({
    description: 'server processes `npm run start:cluster` starts on one port',
    details:
      'Refused without `DATABASE_URL` and `CLICKHOUSE_URL` (docs/architecture.md#work-across-processes).',
    default: 'one per core',
    parse: wholeNumber('server processes'),
  }),
  SECRET_KEY: setting({
    description: 'encrypts the stored credentials of Baidu accounts (at least 16 characters)',
    details:
      'Unset, the server makes one in `DATA_DIR/secret.key` (readable by its owner only) the first time it ' +
      'stores or reads credentials, says so in its log, and keeps using it: back it up with the data. Changed ' +
      'later, the credentials stored before cannot be read: testing or syncing such an account answers so, and ' +
      'saving its credentials again fixes it.',
    default: 'a key the server makes',
    parse: secret,
  }),
  BAIDU_API_BASE: setting({
    description: "where Baidu Marketing's API answers (docs/baidu-provider.md)",
    details: 'Tests point it at the local fake.',
    default: `\`${defaultBaiduApiBase}\``,
    parse: baseUrl(defaultBaiduApiBase),
  }),
  BAIDU_OAUTH_BASE: setting({
    description:
      "where Baidu's OAuth service exchanges refresh tokens for access tokens (another host than the API)",
    details: 'Tests point it at the local fake. Point both at a stand-in to run without Baidu.',
    default: `\`${defaultBaiduOAuthBase}\``,
    parse: baseUrl(defaultBaiduOAuthBase),
  }),
  BAIDU_SYNC_DAYS: setting({
    description: `days of report history a new Baidu account gets on its first sync (at most ${maxBaiduSyncDays})`,
    default: String(defaultBaiduSyncDays),
    parse: wholeNumber('days', maxBaiduSyncDays),
  }),
  LOGIN_RATE_LIMIT: setting({
    description: 'logins a minute per client address; more answer 429',
    default: String(defaultRateLimits.login.max),
    parse: perMinute,
  }),
  CAPTCHA_RATE_LIMIT: setting({
    description: 'captchas a minute per client address; more answer 429',
    default: String(defaultRateLimits.captcha.max),
    parse: perMinute,
  }),
  WRITE_RATE_LIMIT_USER: setting({
    description: 'write calls a minute per user; more answer 429 (docs/hardening.md#login-abuse)',
    default: String(defaultRateLimits.writesPerUser.max),
    parse: perMinute,
  }),
  WRITE_RATE_LIMIT_ADDRESS: setting({
    description: 'write calls a minute per client address; more answer 429 (docs/hardening.md#login-abuse)',
    default: String(defaultRateLimits.writesPerAddress.max),
    parse: perMinute,
  }),
  REQUEST_TIMEOUT_MS: setting({
    description: 'how long a request may take to arrive in full; 408 after that',
    default: String(defaultLimits.requestTimeoutMs),
    parse: wholeNumber('milliseconds'),
  }),
  EXPORT_PENDING_LIMIT: setting({
    description: 'exports a user may have waiting or running; one more answers 429',
    default: String(defaultLimits.pendingExportsPerUser),
    parse: wholeNumber('exports'),
  }),
  EXPORT_RETENTION_DAYS: setting({
    description: 'how long finished download records and their files are kept',
    default: String(defaultLimits.exportRetentionMs / dayMs),
    parse: (value: string | undefined) => {
      const days = wholeNumber('days')(value);
      return days === undefined ? undefined : days * dayMs;
    },
  }),
  SHUTDOWN_TIMEOUT_MS: setting({
    description: 'how long SIGTERM waits for the requests in flight before the stores close',
    default: String(defaultShutdownTimeoutMs),
    parse: (value: string | undefined) => wholeNumber('milliseconds')(value) ?? defaultShutdownTimeoutMs,
  }),
  ALERT_INTERVAL_MINUTES: setting({
    description: 'how often the alert rules are evaluated, besides after each report sync',
    details: 'One server process of several evaluates them (docs/operations.md#alert-rules).',
    default: String(defaultAlertIntervalMinutes),
    parse: (value: string | undefined) =>
      wholeNumber('minutes', 24 * 60)(value) ?? defaultAlertIntervalMinutes,
  }),
  TRUST_PROXY: setting({
    description:
      'the addresses of the proxies in front of the server (`127.0.0.1,10.0.0.0/8`, or `loopback`): a request ' +
      'through one of them comes from the address its `X-Forwarded-For` names',
    details:
      'Unset, a request comes from the address that connected: behind a proxy, every user would share its ' +
      'login, captcha and write limits (docs/operations.md#two-processes-behind-a-proxy).',
    default: 'unset: none',
    parse: commaList(isProxyAddress, 'addresses, address/prefix ranges or loopback,'),
  }),
  METRICS_TOKEN: setting({
    description: 'the bearer token every `/metrics` scrape must carry once set, from loopback too',
    default: 'unset: unforwarded loopback scrapes only',
    parse: secret,
  }),
  OUTBOUND_ALLOW_HOSTS: setting({
    description: '`host:port,…` outbound calls may reach although they are internal addresses',
    default: 'none',
    // Host names answer in any case; the guard compares them as URLs write them, in lower case.
    parse: (value: string | undefined) =>
      commaList(isHostAndPort, 'host:port entries')(value).map((host) => host.toLowerCase()),
  }),
  SMTP_URL: setting({
    description:
      'the mail server notifications go through: `smtp://[user:password@]host:port` (STARTTLS when offered) ' +
      'or `smtps://…` (TLS from the start)',
    details:
      'Unset, the server sends no e-mail: e-mail channels and recipients are refused, and the other channels ' +
      'and the message centre still work (docs/operations.md#notifications).',
    default: 'unset: no e-mail',
    parse: storeUrl(/^smtps?:\/\//, 'an smtp:// or smtps://', 'unset: no e-mail'),
  }),
  MAIL_FROM: setting({
    description:
      'the sender of notification mails (`adconsole@example.com` or `Ad console <adconsole@example.com>`)',
    default: 'unset: required with `SMTP_URL`',
    parse: (value: string | undefined) => {
      if (
        value !== undefined &&
        !/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value)
      )
        throw new Error(`must be an e-mail address, alone or as "Name <address>", not "${value}"`);
      return value;
    },
  }),
  MAIL_ALLOWED_DOMAINS: setting({
    description:
      "`example.com,…`: the domains a notification may be mailed to besides the addresses of the console's users",
    default: "none: users' addresses only",
    parse: (value: string | undefined) =>
      commaList(isDomain, 'domain names')(value).map((domain) => domain.toLowerCase()),
  }),
  PUBLIC_URL: setting({
    description:
      'the address users open the console at (`https://ads.example.com/`): alert notifications link to its pages',
    details:
      'Unset, the notifications carry no link (docs/operations.md#notifications). A path is kept: ' +
      '`https://example.com/adconsole/` links below it.',
    default: 'unset: no links',
    parse: (value: string | undefined) => {
      const url = storeUrl(/^https?:\/\//, 'an http(s)://', 'unset: no links')(value);
      return url === undefined || url.endsWith('/') ? url : `${url}/`;
    },
  }),
  SANDBOX_PROFILE: setting({
    description: `how much sandbox report data a fresh data folder gets: ${Object.keys(sandboxProfiles).join(', ')}`,
    details:
      '`demo` has 430 days, `test` 130 days of small accounts (the tests use it), `bench` large accounts.',
    default: `\`${defaultSandboxProfile}\``,
    parse: (value: string | undefined): SandboxProfileName => {
      const name = value ?? defaultSandboxProfile;
      if (!Object.hasOwn(sandboxProfiles, name))
        throw new Error(`must be one of ${Object.keys(sandboxProfiles).join(', ')}, not "${name}"`);
      return name as SandboxProfileName;
    },
  }),
  SANDBOX_UPLOAD_SECONDS: setting({
    description: 'how long the sandbox provider takes over a draft upload, spread over its items',
    details: 'The real provider takes 3 to 5 minutes.',
    default: String(defaultSandboxUploadSeconds),
    parse: wholeNumber('seconds'),
  }),
  NODE_ENV: setting({
    description: '`production` refuses `CAPTCHA_TEST_CODE`',
    default: 'unset',
    parse: text,
  }),
  CAPTCHA_TEST_CODE: setting({
    description: "fixes every captcha's answer, for automated tests only; refused with `NODE_ENV=production`",
    default: 'unset',
    parse: text,
  }),
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
  if (smtpUrl && !mailFrom) throw new Error('MAIL_FROM must be set with SMTP_URL: the sender of the mails');
  return {
    port: read('PORT'),
    host: read('HOST'),
    dataDir,
    filesDir: read('FILES_DIR') ?? dataDir,
    databaseUrl: read('DATABASE_URL'),
    databasePoolSize: read('DATABASE_POOL_SIZE'),
    clickhouseUrl: read('CLICKHOUSE_URL'),
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
