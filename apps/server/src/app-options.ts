import { defaultExportRetentionMs, defaultPendingExportsPerUser } from './exports/export-settings';
import { defaultRequestTimeoutMs } from './http/http-settings';
import type { LogOption } from './http/request-log';
import type { AuthSettings } from './login/auth-routes';
import type { NotificationSettings } from './notification-channels/notifications';
import type { SandboxProfileName } from './provider/sandbox/profiles';

/** The limits of docs/hardening.md; each has a default in `defaultLimits`. */
export interface ServerLimits {
  /** How long a request may take to arrive in full (headers and body); 408 after that. */
  requestTimeoutMs: number;
  /** Exports a user may have waiting or running at once; one more is refused. */
  pendingExportsPerUser: number;
  /** How long a download record and its file are kept after they were created. */
  exportRetentionMs: number;
}

export const defaultLimits: ServerLimits = {
  requestTimeoutMs: defaultRequestTimeoutMs,
  pendingExportsPerUser: defaultPendingExportsPerUser,
  exportRetentionMs: defaultExportRetentionMs,
};

/** What `buildApp` is given: the settings (`config.ts`) and what tests inject. */
export interface AppOptions {
  dataDir: string;
  /** `DATABASE_URL`: `postgres://…` keeps the entities in PostgreSQL (docs/architecture.md#postgresql-entity-store). */
  databaseUrl?: string;
  /** `DATABASE_POOL_SIZE`: connections this process keeps to PostgreSQL at most (10). */
  databasePoolSize?: number;
  /** `CLICKHOUSE_URL`: keeps the facts on a ClickHouse server (docs/architecture.md#clickhouse-server-fact-store). */
  clickhouseUrl?: string;
  /** `CLICKHOUSE_CLUSTER`: the cluster of that server the facts are spread over (docs/architecture.md#facts-on-a-cluster). */
  clickhouseCluster?: string;
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
  /** `SYNC_REREAD_DAYS`: days before its first new day each sync reads again (3). */
  syncRereadDays?: number;
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
