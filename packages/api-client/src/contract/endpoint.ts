import type { z } from 'zod';

/** One call of the API: its method, path under the base path, and the zod schemas of both directions. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** False for the calls made before login (captcha, login). */
  readonly auth: boolean;
  /** False for calls whose body must not get the current accountId merged in. */
  readonly accountScoped: boolean;
  /** Calls whose errors raise no toast (spec §7: toBaiduByIds). */
  readonly silentErrors: boolean;
  /** What the call does, for the OpenAPI document. */
  readonly summary: string;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** Base path of the API (spec §7); every call lives under `${apiBasePath}/marketing/api/v1/…`. */
export const apiBasePath = '/base-api';
export const apiPrefix = '/marketing/api/v1';

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  spec: Pick<Endpoint<Req, Res>, 'method' | 'path' | 'request' | 'response' | 'summary'> &
    Partial<Pick<Endpoint, 'auth' | 'accountScoped' | 'silentErrors'>>,
): Endpoint<Req, Res> {
  return { auth: true, accountScoped: true, silentErrors: false, ...spec, path: `${apiPrefix}${spec.path}` };
}
