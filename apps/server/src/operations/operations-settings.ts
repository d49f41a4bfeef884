import { secret, setting, wholeNumber } from '../settings/setting';

export const defaultShutdownTimeoutMs = 10_000;

/** How long a closing server waits (docs/operations.md#shutdown). */
export const shutdownSettings = {
  SHUTDOWN_TIMEOUT_MS: setting({
    description: 'how long SIGTERM waits for the requests in flight before the stores close',
    default: String(defaultShutdownTimeoutMs),
    parse: (value: string | undefined) => wholeNumber('milliseconds')(value) ?? defaultShutdownTimeoutMs,
  }),
};

/** Who may read `/metrics` (docs/operations.md#metrics). */
export const metricsSettings = {
  METRICS_TOKEN: setting({
    description: 'the bearer token every `/metrics` scrape must carry once set, from loopback too',
    default: 'unset: unforwarded loopback scrapes only',
    parse: secret,
  }),
};
