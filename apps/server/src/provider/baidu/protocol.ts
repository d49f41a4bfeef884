/**
 * Baidu Marketing's JSON protocol as the `baidu` provider speaks it (docs/architecture.md#baidu-provider):
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

/** Failure codes the client acts on (docs/architecture.md#baidu-provider). */
export const baiduFailureCode = {
  /** The user name and token do not match an account (or the token expired): refresh it once. */
  authentication: 8206,
  /** The account's quota is used up for now: wait and call again. */
  quotaExhausted: 8501,
} as const;

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
 * A client of one account (docs/architecture.md#baidu-provider): it adds the header, keeps to the request
 * rate and the quota, retries system errors and network failures with backoff, and throws `BaiduCallError`
 * when the provider refuses the whole call (status 2) or retries run out.
 */
export interface BaiduClient {
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
