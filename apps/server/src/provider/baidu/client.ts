/**
 * The client of one Baidu account (docs/architecture.md#baidu-provider): posts `{ header, body }` to a
 * service method, keeps to the process's request rate, waits out an exhausted quota, retries system errors
 * and network failures with exponential backoff, and keeps an OAuth access token fresh. Its log lines name
 * the service, method, status and attempt only: never a header, token, secret or body.
 */
import {
  BaiduAnswer,
  baiduFailureCode,
  baiduStatus,
  BaiduCallError,
  servicePath,
  type BaiduChannel,
  type BaiduClient,
  type BaiduCredentials,
  type BaiduRequestHeader,
  type BaiduResult,
} from './protocol';

/** Spaces the requests of every client of a process: the provider takes about 50 a second. */
export interface RequestLimiter {
  /** Resolves when the next request may go. */
  take(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A token bucket of `perSecond` tokens refilled continuously: a burst of up to `perSecond` requests goes at
 * once, then one every `1000 / perSecond` ms. Requests are served in the order they asked.
 */
export function createRequestLimiter(perSecond = 50): RequestLimiter {
  let tokens = perSecond;
  let refilledAt = Date.now();
  let queue = Promise.resolve();
  async function next() {
    const now = Date.now();
    tokens = Math.min(perSecond, tokens + ((now - refilledAt) * perSecond) / 1000);
    refilledAt = now;
    if (tokens < 1) {
      await sleep(((1 - tokens) * 1000) / perSecond);
      tokens = 1;
      refilledAt = Date.now();
    }
    tokens -= 1;
  }
  return {
    take() {
      queue = queue.then(next);
      return queue;
    },
  };
}

/** The provider did not answer usefully (network failures, HTTP errors, system errors) after every retry. */
export class BaiduUnreachableError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what}: the provider did not answer (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = 'BaiduUnreachableError';
  }
}

/** A report file whose URL expired (its `fileUrl` lives 5 minutes): ask the task for a fresh URL. */
export class BaiduFileExpiredError extends Error {
  constructor(readonly httpStatus: number) {
    super(`the report file expired (HTTP ${httpStatus})`);
    this.name = 'BaiduFileExpiredError';
  }
}

export interface BaiduClientOptions {
  /** `BAIDU_API_BASE`: https://api.baidu.com, or the fake's URL in tests. */
  baseUrl: string;
  credentials: BaiduCredentials;
  /** Shared by every client of the process; a client of its own when absent. */
  limiter?: RequestLimiter;
  log?: (line: string) => void;
  /** Tries of a call that fails with a system error or on the network, and the first backoff (doubling). */
  retry?: { attempts?: number; baseDelayMs?: number };
  /** How long to wait when the account's quota is used up before calling again. */
  quotaWaitMs?: number;
  /** How many quota waits one call makes before it gives up with the quota failure. */
  quotaWaits?: number;
  /** How long one HTTP request may take. */
  timeoutMs?: number;
  /**
   * Called with the new refresh token after each OAuth exchange: the provider hands out a new one each time,
   * so the stored credentials must follow or the next process start cannot exchange.
   */
  onRefreshToken?: (refreshToken: string) => Promise<void> | void;
}

/** A failure worth trying again: a system error (status 3), a dropped connection, an HTTP error, bad JSON. */
class Transient extends Error {
  constructor(
    message: string,
    readonly answer?: BaiduAnswer,
  ) {
    super(message);
  }
}

/** The OAuth token exchange's answer. */
interface TokenAnswer {
  code: number;
  message?: string;
  data?: { accessToken: string; refreshToken: string; expiresTime: string | number };
}

/** An access token is renewed this long before it expires. */
const tokenMarginMs = 60_000;

export function createBaiduClient(options: BaiduClientOptions): BaiduClient {
  const { baseUrl, credentials } = options;
  const limiter = options.limiter ?? createRequestLimiter();
  const log = options.log ?? (() => undefined);
  const attempts = options.retry?.attempts ?? 5;
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const quotaWaitMs = options.quotaWaitMs ?? 60_000;
  const quotaWaits = options.quotaWaits ?? 30;
  const timeoutMs = options.timeoutMs ?? 120_000;

  /** Runs `once` until it succeeds or is refused for good, backing off after each transient failure. */
  async function withRetries<T>(what: string, once: (attempt: number) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(attempt);
      } catch (error) {
        // fetch rejects with a TypeError when the connection fails, a TimeoutError when it takes too long.
        const network =
          error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
        if (!(error instanceof Transient || network)) throw error;
        log(`${what} failed attempt=${attempt}`);
        if (attempt >= attempts) {
          const answer = error instanceof Transient ? error.answer : undefined;
          if (answer) throw new BaiduCallError(answer.header.failures ?? [], answer.header.status);
          throw new BaiduUnreachableError(what, error);
        }
        await sleep(baseDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  async function post(path: string, json: unknown): Promise<unknown> {
    await limiter.take();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Transient(`HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new Transient('an answer that is not JSON');
    }
  }

  let token: { accessToken: string; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;
  let refreshToken = 'refreshToken' in credentials ? credentials.refreshToken : undefined;

  /** Exchanges the refresh token for an access token (the provider hands out a new refresh token too). */
  async function exchangeToken(): Promise<string> {
    if (!('appId' in credentials)) throw new Error('no OAuth credentials');
    const answer = await withRetries('oauth/refreshToken', async (attempt) => {
      const json = (await post('/oauth/refreshToken', {
        appId: credentials.appId,
        secretKey: credentials.secretKey,
        refreshToken,
        userId: credentials.userName,
      })) as TokenAnswer;
      log(`oauth/refreshToken code=${json.code} attempt=${attempt}`);
      return json;
    });
    if (answer.code !== 0 || !answer.data) {
      const failure = { code: baiduFailureCode.authentication, message: answer.message ?? 'token refused' };
      throw new BaiduCallError([failure], baiduStatus.failed);
    }
    refreshToken = answer.data.refreshToken;
    await options.onRefreshToken?.(refreshToken);
    const expiresAt =
      typeof answer.data.expiresTime === 'number'
        ? answer.data.expiresTime
        : Date.parse(answer.data.expiresTime);
    token = { accessToken: answer.data.accessToken, expiresAt };
    return token.accessToken;
  }

  async function accessToken(renew: boolean): Promise<string> {
    if ('accessToken' in credentials) return credentials.accessToken;
    if (!renew && token && token.expiresAt - tokenMarginMs > Date.now()) return token.accessToken;
    // Calls side by side share one exchange.
    refreshing ??= exchangeToken().finally(() => (refreshing = undefined));
    return refreshing;
  }

  /** The account's quota left, as the last answered call gave it (`rquota`). */
  let quotaLeft: number | undefined;

  async function header(): Promise<BaiduRequestHeader> {
    return {
      userName: credentials.userName,
      accessToken: await accessToken(false),
      ...(credentials.target ? { target: credentials.target } : {}),
    };
  }

  return {
    async call<Row>(channel: BaiduChannel, service: string, method: string, body: object) {
      const path = servicePath(channel, service, method);
      const what = `${service}/${method}`;
      let renewed = false;
      let waits = 0;
      for (;;) {
        // The last answer said the quota is used up: wait before asking, rather than spend a refused call.
        if (quotaLeft === 0) {
          quotaLeft = undefined;
          log(`${what} quota used up wait`);
          await sleep(quotaWaitMs);
        }
        const sent = await header();
        const answer = await withRetries(what, async (attempt) => {
          const parsed = BaiduAnswer.safeParse(await post(path, { header: sent, body }));
          if (!parsed.success) throw new Transient('an answer outside the protocol');
          const { status } = parsed.data.header;
          log(`${what} status=${status} attempt=${attempt}`);
          if (status === baiduStatus.systemError) throw new Transient('system error', parsed.data);
          return parsed.data;
        });
        const failures = answer.header.failures ?? [];
        if (answer.header.status === baiduStatus.ok || answer.header.status === baiduStatus.partlyFailed) {
          quotaLeft = answer.header.rquota;
          return {
            status: answer.header.status,
            data: (answer.body?.data ?? []) as Row[],
            failures,
          } satisfies BaiduResult<Row>;
        }
        const codes = new Set(failures.map((failure) => failure.code));
        if (codes.has(baiduFailureCode.quotaExhausted) && waits < quotaWaits) {
          waits += 1;
          log(`${what} quota exhausted wait=${waits}`);
          await sleep(quotaWaitMs);
          continue;
        }
        if (codes.has(baiduFailureCode.authentication) && 'appId' in credentials && !renewed) {
          renewed = true;
          await accessToken(true);
          continue;
        }
        throw new BaiduCallError(failures, answer.header.status);
      }
    },

    async download(url: string) {
      return withRetries('download', async (attempt) => {
        await limiter.take();
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        log(`download http=${response.status} attempt=${attempt}`);
        if (response.status === 403 || response.status === 404) {
          throw new BaiduFileExpiredError(response.status);
        }
        if (!response.ok) throw new Transient(`HTTP ${response.status}`);
        return response.text();
      });
    },
  };
}
