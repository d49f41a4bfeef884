import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/**
 * How a call travels: `json` bodies and enveloped answers; `download` answers a file (the body is JSON);
 * `upload` sends multipart form data (field `file` plus the request's fields). Downloads and uploads also
 * carry the token as `Authorization: Bearer` (docs/requirements.md#api-conventions).
 */
export type Transfer = 'json' | 'download' | 'upload';

/** One call of the API: its method, path under the base path, and the zod schemas of both directions. */
/**
 * A call's request or answer schema: zod's classic API, or zod/mini for the calls the login page, the shell and
 * the report page make, so those pages carry no more of zod than they need (docs/architecture.md#lean-login,
 * docs/architecture.md#bundle-budgets).
 */
export type Schema = z.ZodType | ZodMiniType;

export interface Endpoint<Req extends Schema = Schema, Res extends Schema = Schema> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** False for the calls made before login (captcha, login). */
  readonly auth: boolean;
  /**
   * True for calls that act on one provider account: the client merges the current `accountId` into the
   * body (or `query.accountId`) and the server refuses an account that is not the session user's (403).
   */
  readonly accountScoped: boolean;
  /**
   * True for calls whose answers carry text in the caller's language (the `Accept-Language` the client
   * sends): a switch of language fetches their cached answers again.
   */
  readonly localized: boolean;
  /** Calls whose errors raise no toast, such as toBaiduByIds (docs/requirements.md#error-codes). */
  readonly silentErrors: boolean;
  readonly transfer: Transfer;
  /**
   * True for calls that change something (an export creates a download record): they count against the
   * write limits and must name a permission (docs/hardening.md#permission-enforcement). Set here, never
   * guessed from the path.
   */
  readonly write: boolean;
  /**
   * A permission the session user must hold (or `*:*:*`); the server answers 403 otherwise
   * (docs/requirements.md#users-roles-and-permissions). Every write names one.
   */
  readonly permission?: string;
  /** What the call does, for the OpenAPI document. */
  readonly summary: string;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/**
 * Base path of the API (docs/requirements.md#api-conventions); every call lives under
 * `${apiBasePath}/marketing/api/v1/…`.
 */
export const apiBasePath = '/base-api';

/**
 * The permission of self-service writes (one's own password, language, report fields, download records,
 * follows, message state): every role holds it, saving a role adds it
 * (docs/requirements.md#users-roles-and-permissions).
 */
export const selfServicePermission = 'user:self:edit';

/**
 * The permission of reading the reports: the report lists, the report centre's weeks, the account summary and
 * the report pages (docs/requirements.md#users-roles-and-permissions).
 */
export const reportListPermission = 'report:list';

/**
 * The permission of every change made at the provider: negatives, bulk edits and their undo
 * (docs/requirements.md#ad-changes). Here rather than with their calls, so a page that only asks whether the
 * user holds it loads none of their schemas (docs/architecture.md#bundle-budgets).
 */
export const adEditPermission = 'ad:edit';

/** What a self-service write spreads into its endpoint. */
export const selfServiceWrite = { write: true, permission: selfServicePermission } as const;
export const apiPrefix = '/marketing/api/v1';

export function defineEndpoint<Req extends Schema, Res extends Schema>(
  spec: Pick<Endpoint<Req, Res>, 'method' | 'path' | 'request' | 'response' | 'summary'> &
    Partial<
      Pick<
        Endpoint,
        'auth' | 'accountScoped' | 'localized' | 'silentErrors' | 'transfer' | 'write' | 'permission'
      >
    >,
): Endpoint<Req, Res> {
  return {
    auth: true,
    accountScoped: true,
    localized: false,
    silentErrors: false,
    transfer: 'json',
    write: false,
    ...spec,
    path: `${apiPrefix}${spec.path}`,
  };
}
