/**
 * The client of one Baidu account (docs/baidu-provider.md): posts `{ header, body }` to a
 * service method, keeps to the process's request rate, waits out an exhausted quota, retries system errors
 * and network failures with exponential backoff, and keeps an OAuth access token fresh. Its log lines name
 * the service, method, status and attempt only: never a header, token, secret or body.
 */
import { z } from 'zod';
import {
  backOffCodes,
  retryLaterCodes,
  BaiduAnswer,
  baiduFailureCode,
  BaiduTokenRefusedError,
  type BaiduFailure,
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
  /** `BAIDU_OAUTH_BASE`: https://u.baidu.com, where access tokens are exchanged; the fake's URL in tests. */
  oauthBaseUrl?: string;
  credentials: BaiduCredentials;
  /** Shared by every client of the process; a client of its own when absent. */
  limiter?: RequestLimiter;
  log?: (line: string) => void;
  /** Tries of a call that fails with a system error or on the network, and the first backoff (doubling). */
  retry?: { attempts?: number; baseDelayMs?: number };
  /**
   * The longest wait after a rate or quota refusal (waits double from `retry.baseDelayMs`), and the wait
   * before the next call when an answer said no quota is left.
   */
  quotaWaitMs?: number;
  /** How many rate or quota waits one call makes before it gives up with the refusal. */
  quotaWaits?: number;
  /** How long one HTTP request may take. */
  timeoutMs?: number;
  /**
   * Called with the new refresh token after each OAuth exchange: the provider hands out a new one each time,
   * so the stored credentials must follow or the next process start cannot exchange.
   */
  onRefreshToken?: (refreshToken: string) => Promise<void> | void;
  /**
   * The refresh token the stored credentials hold now: read once when the OAuth host refuses this client's,
   * which another process on the same store may have exchanged (and so retired) meanwhile
   * (docs/baidu-provider.md).
   */
  storedRefreshToken?: () => Promise<string | undefined>;
}

/**
 * A failure that says nothing of the access token: an element's own (it names its `position`, or is a
 * business code, 9xxxxx), bad JSON, or the rate.
 */
const notOfTheToken = (failure: BaiduFailure) =>
  failure.position !== undefined ||
  failure.code >= 900_000 ||
  failure.code === baiduFailureCode.badJson ||
  backOffCodes.has(failure.code);

/** A failure worth trying again: a system error (status 3), a dropped connection, an HTTP error, bad JSON. */
class Transient extends Error {
  constructor(
    message: string,
    readonly answer?: BaiduAnswer,
  ) {
    super(message);
  }
}

/**
 * The OAuth token exchange's answer (baidu/baiduads-sdk's OAuth manual; bububa/baidu-marketing
 * model/oauth/accessToken.go): `code` 0 with the tokens, `expiresIn` in seconds; `expiresTime` is a time
 * whose format and zone no source gives, so it is not read.
 */
const TokenAnswer = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown() });
const TokenInfo = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().optional(),
});

/** Where Baidu's OAuth service answers (`BAIDU_OAUTH_BASE`'s default). */
const defaultOAuthBase = 'https://u.baidu.com';

/** How long a token without `expiresIn` is taken to live: it is renewed early rather than found expired. */
const unknownLifetimeMs = 3_600_000;
/** A token is renewed this share of its life before it runs out, at most 10 minutes before. */
const renewAt = (lifetimeMs: number) => lifetimeMs - Math.min(10 * 60_000, lifetimeMs / 10);

export function createBaiduClient(options: BaiduClientOptions): BaiduClient {
  const { baseUrl, credentials } = options;
  const oauthBaseUrl = options.oauthBaseUrl ?? defaultOAuthBase;
  const limiter = options.limiter ?? createRequestLimiter();
  const log = options.log ?? (() => undefined);
  const attempts = options.retry?.attempts ?? 5;
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  /** The longest wait of a rate or quota refusal (the waits double from `baseDelayMs` up to it). */
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

  async function post(url: string, json: unknown): Promise<unknown> {
    await limiter.take();
    const response = await fetch(url, {
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

  let token: { accessToken: string; renewAt: number } | undefined;
  let refreshing: Promise<string> | undefined;
  let refreshToken = 'refreshToken' in credentials ? credentials.refreshToken : undefined;

  /**
   * Exchanges the refresh token for an access token at the OAuth host (`POST /oauth/refreshToken` with the
   * app's id and secret, the refresh token and the numeric id of the user who authorised the app). The
   * provider hands out a new refresh token each time and the old one stops working: the new one is kept
   * (`onRefreshToken`) before the access token is used. A refused exchange reads the stored refresh token
   * once: when another process has put a newer one there, that one is exchanged instead, once.
   */
  async function exchangeToken(): Promise<string> {
    if (!('appId' in credentials)) throw new Error('no OAuth credentials');
    const exchange = async () =>
      withRetries('oauth/refreshToken', async (attempt) => {
        const parsed = TokenAnswer.safeParse(
          await post(`${oauthBaseUrl}/oauth/refreshToken`, {
            appId: credentials.appId,
            refreshToken,
            secretKey: credentials.secretKey,
            userId: credentials.userId,
          }),
        );
        if (!parsed.success) throw new Transient('a token answer outside the protocol');
        log(`oauth/refreshToken code=${parsed.data.code} attempt=${attempt}`);
        return parsed.data;
      });
    let answer = await exchange();
    let info = TokenInfo.safeParse(answer.data);
    // Whatever the code: no source says which one a used refresh token gets, or whether it gets one at all.
    if ((answer.code !== 0 || !info.success) && options.storedRefreshToken) {
      const stored = await options.storedRefreshToken();
      const which = stored === refreshToken ? 'the same' : 'another';
      log(`oauth/refreshToken refused: the stored refresh token is ${which}`);
      if (stored && stored !== refreshToken) {
        refreshToken = stored;
        answer = await exchange();
        info = TokenInfo.safeParse(answer.data);
      }
    }
    if (answer.code !== 0 || !info.success) {
      throw new BaiduTokenRefusedError({ code: answer.code, message: answer.message ?? 'token refused' });
    }
    refreshToken = info.data.refreshToken;
    await options.onRefreshToken?.(refreshToken);
    const { expiresIn } = info.data;
    const lifetimeMs = expiresIn && expiresIn > 0 ? expiresIn * 1000 : unknownLifetimeMs;
    token = { accessToken: info.data.accessToken, renewAt: Date.now() + renewAt(lifetimeMs) };
    return token.accessToken;
  }

  async function accessToken(renew: boolean): Promise<string> {
    if ('accessToken' in credentials) return credentials.accessToken;
    if (!renew && token && token.renewAt > Date.now()) return token.accessToken;
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
    userName: credentials.userName,
    async call<Row>(channel: BaiduChannel, service: string, method: string, body: object) {
      const url = `${baseUrl}${servicePath(channel, service, method)}`;
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
          const parsed = BaiduAnswer.safeParse(await post(url, { header: sent, body }));
          if (!parsed.success) throw new Transient('an answer outside the protocol');
          const { status } = parsed.data.header;
          log(`${what} status=${status} attempt=${attempt}`);
          const again = (parsed.data.header.failures ?? []).some((failure) =>
            retryLaterCodes.has(failure.code),
          );
          if (status === baiduStatus.systemError || (status === baiduStatus.failed && again)) {
            throw new Transient('system error', parsed.data);
          }
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
        // Over the rate or the quota: wait, longer each time, and ask again.
        if (failures.some((failure) => backOffCodes.has(failure.code)) && waits < quotaWaits) {
          waits += 1;
          log(`${what} refused for rate or quota wait=${waits}`);
          await sleep(Math.min(quotaWaitMs, baseDelayMs * 2 ** (waits - 1)));
          continue;
        }
        // An OAuth account's access token may have run out, under a code no source names: its token is
        // exchanged once and the call asked again, unless the refusal is plainly of something else.
        if ('appId' in credentials && !renewed && !failures.every(notOfTheToken)) {
          renewed = true;
          log(`${what} refused: exchanging the access token once`);
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
