import type { Language } from '@adconsole/i18n/languages';
// Each from its own module, not the contract's index: the login page's client carries only these
// (docs/architecture.md#lean-login).
import { authEndpoints } from './contract/auth';
import { responseCode } from './contract/codes';
import type { DownloadedFile } from './contract/downloads';
import type { Endpoint, RequestOf, ResponseOf } from './contract/endpoint';
import { FieldErrors } from './contract/field-errors';
import { PageResponse } from './contract/page-response';
import type { TextLookup } from './contract/validation';
import { requestOf } from './request';

/** Request timeout (docs/requirements.md#api-conventions). */
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

  /**
   * The failing fields the refusal names (a 400's or a 1400's `data`), none for other failures: a form shows
   * each beside its field (docs/requirements.md#error-codes).
   */
  get fields(): FieldErrors {
    return refusalOf(this);
  }
}

/** The failing fields a refused call names (a 400's or a 1400's `data`); none for any other failure. */
export function refusalOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return [];
  const fields = FieldErrors.safeParse(error.data);
  return fields.success ? fields.data : [];
}

export interface ApiClientOptions {
  /** Origin the API lives on; empty for the page's own origin. */
  baseUrl?: string;
  getToken(): string | undefined;
  getLanguage(): Language;
  /**
   * Where the client finds the words of its errors: a dotted key of the texts in a language, undefined when
   * absent. The console passes its translation instance's (docs/architecture.md#texts-by-language-and-group); tools and
   * tests pass `lookup` of `@adconsole/i18n/resources`, which holds every text.
   */
  lookup: TextLookup;
  /** The current provider account, merged into bodies as `accountId` (default 0). */
  getAccountId?(): number | undefined;
  /**
   * Calls `listener` whenever the current provider account changes; answers how to stop. The React hooks key
   * their answers by the account (docs/architecture.md#front-end-state).
   */
  subscribeAccount?(listener: () => void): () => void;
  /** A 401 from any call: the session is over. */
  onUnauthorized?(message: string): void;
  /** Any other failure, with the message to show (docs/requirements.md#error-codes). */
  onError?(message: string, error: ApiError): void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Leave the body without the current accountId. */
  withoutAccount?: boolean;
  /** The provider account to send instead of the current one: a cached answer's, named in its query key. */
  accountId?: number;
  signal?: AbortSignal;
  /**
   * The caller is a form that shows a refusal's fields beside them (docs/requirements.md#error-codes): a
   * refusal naming fields raises no toast here; the form toasts those it does not show.
   */
  fieldErrorsShown?: boolean;
}

/**
 * The codes whose catalogue text is generic ("Data duplication"): the server's message of such a refusal names
 * the reason, already in the caller's language, so it goes first (docs/requirements.md#error-codes).
 */
const codesTellingTheReason: readonly number[] = [
  responseCode.badRequest,
  responseCode.conflict,
  responseCode.dataDuplication,
  responseCode.unitPictureUploadError,
];

/**
 * The message a failed call shows (docs/requirements.md#error-codes): for a code whose catalogue text is
 * generic, the server's, else the catalogue's; for the others the catalogue's, else the server's; else 'Error'.
 */
export function messageForCode(
  code: number,
  serverMessage: string | undefined,
  language: Language,
  lookup: TextLookup,
): string {
  const catalogued = lookup(language, `errors.${code}`);
  const message = codesTellingTheReason.includes(code)
    ? serverMessage || catalogued
    : (catalogued ?? serverMessage);
  return message || lookup(language, 'errors.unknown')!;
}

/**
 * The file name a download carries in content-disposition: the UTF-8 `filename*` (RFC 5987) when there is
 * one, else the plain `filename`.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  return plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]!.trim()) : undefined;
}

/** The files of a multipart upload by form field (`file`). */
export type UploadFiles = Readonly<Record<string, readonly Blob[]>>;

const isBlobList = (files: readonly Blob[] | UploadFiles): files is readonly Blob[] => Array.isArray(files);

export type ApiClient = ReturnType<typeof createApiClient>;

const noStop = () => {};

type EnvelopeJson = { code?: unknown; msg?: unknown; data?: unknown; page?: unknown };

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const accountId = () => options.getAccountId?.() ?? 0;
  /**
   * The token a logout was sent with: from then on a call needing a session is not sent with it, since the
   * server would answer 401 and the console would take the log-out for an expired session
   * (docs/requirements.md#login-and-sessions).
   */
  let loggedOutToken: string | undefined;

  function fail(endpoint: Endpoint, error: ApiError, call: CallOptions = {}): never {
    const shownByForm = call.fieldErrorsShown && error.fields.length > 0;
    if (error.code === responseCode.unauthorized) options.onUnauthorized?.(error.message);
    else if (!endpoint.silentErrors && !shownByForm) options.onError?.(error.message, error);
    throw error;
  }

  async function send(endpoint: Endpoint, input: unknown, call: CallOptions, files: UploadFiles = {}) {
    const language = options.getLanguage();
    const token = options.getToken();
    if (endpoint.auth && token !== undefined && token === loggedOutToken) {
      // Refused here, quietly: the user is logging out, nothing is expired.
      const code = responseCode.unauthorized;
      throw new ApiError(code, messageForCode(code, undefined, language, options.lookup));
    }
    if (endpoint === authEndpoints.logout) loggedOutToken = token;
    const { url, init } = requestOf(options, endpoint, input, call, files);
    const signal = call.signal
      ? AbortSignal.any([call.signal, AbortSignal.timeout(requestTimeoutMs)])
      : AbortSignal.timeout(requestTimeoutMs);
    try {
      return await doFetch(url, { ...init, signal });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return fail(
        endpoint,
        new ApiError(0, options.lookup(language, 'errors.network', { message: reason })!),
      );
    }
  }

  /** The envelope of a response; any code but 200 fails the call (docs/requirements.md#error-codes). */
  async function envelopeOf(
    endpoint: Endpoint,
    response: Response,
    call: CallOptions = {},
  ): Promise<EnvelopeJson> {
    const language = options.getLanguage();
    let json: EnvelopeJson;
    try {
      json = (await response.json()) as EnvelopeJson;
    } catch {
      return fail(
        endpoint,
        new ApiError(response.status, messageForCode(response.status, undefined, language, options.lookup)),
      );
    }
    const code = typeof json.code === 'number' ? json.code : response.status;
    if (code !== responseCode.ok) {
      const msg = typeof json.msg === 'string' ? json.msg : undefined;
      return fail(
        endpoint,
        new ApiError(code, messageForCode(code, msg, language, options.lookup), json.data),
        call,
      );
    }
    return json;
  }

  /** The answer checked against the contract; a mismatch is the server's fault, told like a 500. */
  function validated<E extends Endpoint>(endpoint: E, json: EnvelopeJson) {
    const data = endpoint.response.safeParse(json.data);
    const page = json.page === undefined ? undefined : PageResponse.safeParse(json.page);
    if (!data.success || (page && !page.success)) {
      const code = responseCode.serverError;
      return fail(
        endpoint,
        new ApiError(code, messageForCode(code, undefined, options.getLanguage(), options.lookup)),
      );
    }
    return { data: data.data as ResponseOf<E>, page: page?.data };
  }

  async function call<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, callOptions: CallOptions = {}) {
    const response = await send(endpoint, input, callOptions);
    return validated(endpoint, await envelopeOf(endpoint, response, callOptions));
  }

  return {
    /** The current provider account: the `accountId` account-scoped calls send (0: the user's first). */
    accountId,
    /** Calls `listener` whenever the current provider account changes; answers how to stop. */
    subscribeAccount: (listener: () => void): (() => void) => options.subscribeAccount?.(listener) ?? noStop,
    /** The call's `data`. */
    async request<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, callOptions?: CallOptions) {
      return (await call(endpoint, input, callOptions)).data;
    },
    /** The call's `data` and `page`, for paged lists. */
    requestPage: call,
    /**
     * A file download (docs/requirements.md#api-conventions): the blob and its name from
     * content-disposition, bearer token included.
     */
    async download<E extends Endpoint>(
      endpoint: E,
      input: RequestOf<E>,
      callOptions: CallOptions = {},
    ): Promise<DownloadedFile> {
      const response = await send(endpoint, input, callOptions);
      if (!response.ok || response.headers.get('content-type')?.includes('application/json')) {
        await envelopeOf(endpoint, response);
        throw new ApiError(
          response.status,
          messageForCode(response.status, undefined, options.getLanguage(), options.lookup),
        );
      }
      const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
      return { blob: await response.blob(), fileName: fileName ?? 'download' };
    },
    /**
     * A multipart upload (docs/requirements.md#api-conventions): form field `file` (once per file of a
     * call that takes several), or the files of each form field, plus the request's fields; succeeds on
     * code 200 only.
     */
    async upload<E extends Endpoint>(
      endpoint: E,
      file: Blob | readonly Blob[] | UploadFiles,
      fields: RequestOf<E>,
      callOptions: CallOptions = {},
    ) {
      const files = file instanceof Blob ? { file: [file] } : isBlobList(file) ? { file } : file;
      const response = await send(endpoint, fields, callOptions, files);
      return validated(endpoint, await envelopeOf(endpoint, response, callOptions)).data;
    },
  };
}
