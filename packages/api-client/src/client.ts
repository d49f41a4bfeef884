import { errorMessage, lookup, type Language } from '@adconsole/i18n/resources';
import { apiBasePath, responseCode, type Endpoint, type RequestOf, type ResponseOf } from './contract';

/** Fields the server owns: stripped from every payload (spec §5). */
const serverOwnedFields = ['createdTime', 'createdBy', 'updatedTime', 'updatedBy'];

/** Request timeout (spec §7, §9). */
export const requestTimeoutMs = 120_000;

/** A call that did not succeed: `code` is the response code (or 0 for a network failure). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Origin the API lives on; empty for the page's own origin. */
  baseUrl?: string;
  getToken(): string | undefined;
  getLanguage(): Language;
  /** The current provider account, merged into bodies as `accountId` (default 0). */
  getAccountId?(): number | undefined;
  /** A 401 from any call: the session is over. */
  onUnauthorized?(message: string): void;
  /** Any other failure, with the message to show (spec §8). */
  onError?(message: string, error: ApiError): void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Leave the body without the current accountId. */
  withoutAccount?: boolean;
  signal?: AbortSignal;
}

/** The message spec §8 shows for a failed call: mapped for the code, else the server's, else 'Error'. */
export function messageForCode(code: number, serverMessage: string | undefined, language: Language): string {
  return errorMessage(code, language) ?? (serverMessage || lookup(language, 'errors.unknown')!);
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function body<E extends Endpoint>(endpoint: E, input: RequestOf<E> | undefined, call: CallOptions) {
    const payload: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) };
    for (const field of serverOwnedFields) delete payload[field];
    if (endpoint.accountScoped && !call.withoutAccount && payload.accountId === undefined) {
      payload.accountId = options.getAccountId?.() ?? 0;
    }
    return payload;
  }

  function fail(endpoint: Endpoint, error: ApiError): never {
    if (error.code === responseCode.unauthorized) options.onUnauthorized?.(error.message);
    else if (!endpoint.silentErrors) options.onError?.(error.message, error);
    throw error;
  }

  async function send<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, call: CallOptions = {}) {
    const language = options.getLanguage();
    const token = options.getToken();
    const headers: Record<string, string> = { 'Accept-Language': language };
    if (token) headers.token = token;
    let url = `${options.baseUrl ?? ''}${apiBasePath}${endpoint.path}`;
    let requestBody: string | undefined;
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(input as Record<string, string> | undefined).toString();
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body(endpoint, input, call));
    }
    const signal = call.signal
      ? AbortSignal.any([call.signal, AbortSignal.timeout(requestTimeoutMs)])
      : AbortSignal.timeout(requestTimeoutMs);
    try {
      return await doFetch(url, { method: endpoint.method, headers, body: requestBody, signal });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return fail(endpoint, new ApiError(0, lookup(language, 'errors.network', { message: reason })!));
    }
  }

  /** Calls an endpoint and answers its `data`, validated against the contract. */
  async function call<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, callOptions: CallOptions = {}) {
    const response = await send(endpoint, input, callOptions);
    const language = options.getLanguage();
    let json: { code?: unknown; msg?: unknown; data?: unknown; page?: unknown };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      return fail(
        endpoint,
        new ApiError(response.status, messageForCode(response.status, undefined, language)),
      );
    }
    const code = typeof json.code === 'number' ? json.code : response.status;
    if (code !== responseCode.ok) {
      const msg = typeof json.msg === 'string' ? json.msg : undefined;
      return fail(endpoint, new ApiError(code, messageForCode(code, msg, language), json.data));
    }
    return { data: endpoint.response.parse(json.data) as ResponseOf<E>, page: json.page };
  }

  return {
    /** The call's `data`. */
    async request<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, callOptions?: CallOptions) {
      return (await call(endpoint, input, callOptions)).data;
    },
    /** The call's `data` and `page`, for paged lists. */
    requestPage: call,
  };
}
