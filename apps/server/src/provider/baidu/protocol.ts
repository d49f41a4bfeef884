/**
 * Baidu Marketing's JSON protocol as the `baidu` provider speaks it (docs/baidu-provider.md):
 * every call is an HTTPS POST of `{ header, body }` to a service method of the search service
 * (`/json/sms/service/<Service>/<method>`) or the feed service (`/json/feed/v1/<Service>/<method>`), under a
 * base URL (`BAIDU_API_BASE`) that tests point at the local fake of the protocol.
 */
import { z } from 'zod';

export type { BaiduCredentials } from '@adconsole/api-client/contract';

/** The two services of the provider: search ads and feed ads. */
export type BaiduChannel = 'search' | 'feed';

/** The path of a service method under the base URL. */
export function servicePath(channel: BaiduChannel, service: string, method: string): string {
  return channel === 'search'
    ? `/json/sms/service/${service}/${method}`
    : `/json/feed/v1/${service}/${method}`;
}

/** The request header the provider reads. */
export interface BaiduRequestHeader {
  userName: string;
  accessToken: string;
  target?: string;
}

/** `header.status` of an answer: ok, partly failed, failed, system error (worth retrying). */
export const baiduStatus = { ok: 0, partlyFailed: 1, failed: 2, systemError: 3 } as const;

/**
 * Failure codes the client acts on (docs/baidu-provider.md). The marketing API publishes no code
 * table: these come from the table of the API gateway that Baidu's APIs share (nqdy666/BaiduTongjiClient
 * `constant/ApiError.java`: 8xxx header and token codes, 8501 quota) and Baidu's SEM error-code page on
 * cloud.baidu.com (421 over the rate, "901…" business codes).
 */
export const baiduFailureCode = {
  /** Over the request rate (QPS). */
  overRate: 421,
  /** The request is not valid JSON. */
  badJson: 8002,
  /** The header names no user. */
  noUserName: 8101,
  /** The account's quota is used up for now. */
  quotaExhausted: 8501,
} as const;

/**
 * Codes that refuse the credentials: no or unknown user (8101–8104), the target (8301, 8303), a missing,
 * invalid or deleted token (8401–8403), a token not allowed for the user or target (8408–8412), and 8206
 * ("the session is invalid" in an older client). An OAuth account exchanges its token once on any of them.
 */
export const authenticationCodes: ReadonlySet<number> = new Set([
  8101, 8102, 8103, 8104, 8206, 8301, 8303, 8401, 8402, 8403, 8408, 8409, 8410, 8411, 8412,
]);

/** Codes of a refusal to be waited out: over the rate, or the quota used up for now. */
export const backOffCodes: ReadonlySet<number> = new Set([
  baiduFailureCode.overRate,
  baiduFailureCode.quotaExhausted,
]);

/** Codes of the gateway's "unable to serve your request, please try again later" (8601–8606): retried. */
export const retryLaterCodes: ReadonlySet<number> = new Set([8601, 8602, 8604, 8605, 8606]);

/** One failure of an answer; `position` names the failing element of a batch (e.g. `keywordTypes[2]`). */
export const BaiduFailure = z.object({
  code: z.number(),
  message: z.string(),
  position: z.string().optional(),
});
export type BaiduFailure = z.infer<typeof BaiduFailure>;

/** The envelope of every answer: `body.data` holds the method's rows. */
export const BaiduAnswer = z.object({
  header: z.object({
    desc: z.string().optional(),
    status: z.number(),
    failures: z.array(BaiduFailure).optional(),
    /** Quota the call used, and what remains of the account's quota. */
    quota: z.number().optional(),
    rquota: z.number().optional(),
  }),
  body: z.object({ data: z.array(z.unknown()).optional() }).optional(),
});
export type BaiduAnswer = z.infer<typeof BaiduAnswer>;

/** What a call of the client resolves to: the rows of `body.data` and the failures of a partial success. */
export interface BaiduResult<Row> {
  status: 0 | 1;
  data: Row[];
  failures: BaiduFailure[];
}

/**
 * A client of one account (docs/baidu-provider.md): it adds the header, keeps to the request
 * rate and the quota, retries system errors and network failures with backoff, and throws `BaiduCallError`
 * when the provider refuses the whole call (status 2) or retries run out.
 */
export interface BaiduClient {
  /** The account's user name at the provider, as its credentials give it. */
  readonly userName: string;
  call<Row = unknown>(
    channel: BaiduChannel,
    service: string,
    method: string,
    body: object,
  ): Promise<BaiduResult<Row>>;
  /** Fetches a file the provider made (an asynchronous report's `fileUrl`). */
  download(url: string): Promise<string>;
}

/** The provider refused a whole call: its failures, for the caller to map or show. */
export class BaiduCallError extends Error {
  constructor(
    readonly failures: BaiduFailure[],
    readonly status: number,
  ) {
    super(failures.map((failure) => `${failure.code} ${failure.message}`).join('; ') || `status ${status}`);
    this.name = 'BaiduCallError';
  }
}

/**
 * The OAuth host refused to exchange the refresh token (its `code` and `message`: e.g. 50004 for a wrong
 * token or secret, 30002 for an unknown app in baidu/baiduads-sdk's OAuth tests): the credentials must be
 * entered again.
 */
export class BaiduTokenRefusedError extends BaiduCallError {
  constructor(failure: BaiduFailure) {
    super([failure], 2);
    this.name = 'BaiduTokenRefusedError';
  }
}

/** Whether a refusal says the credentials are not (or no longer) accepted. */
export const isAuthenticationFailure = (error: BaiduCallError) =>
  error instanceof BaiduTokenRefusedError ||
  error.failures.some((failure) => authenticationCodes.has(failure.code));
