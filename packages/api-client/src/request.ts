import { languages } from '@adconsole/i18n/languages';
import type { ApiClientOptions, CallOptions, UploadFiles } from './client';
import { apiBasePath, type Endpoint } from './contract/endpoint';
import { stripServerOwnedFields, withAccountId } from './contract/payload';

/** What building a call's request reads of the client's options. */
export type RequestOptions = Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLanguage' | 'getAccountId'>;

/**
 * The URL and request a call sends, but for its signal: the token and language in headers, the current account
 * merged into an account-scoped body, a GET's fields as its query, an upload as multipart.
 */
export function requestOf(
  options: RequestOptions,
  endpoint: Endpoint,
  input: unknown,
  call: CallOptions = {},
  files: UploadFiles = {},
): { url: string; init: RequestInit } {
  const token = options.getToken();
  const language = options.getLanguage();
  const headers: Record<string, string> = {
    'Accept-Language': languages.find((l) => l.code === language)!.htmlLang,
  };
  if (token) headers.token = token;
  if (token && endpoint.transfer !== 'json') headers.Authorization = `Bearer ${token}`;
  let url = `${options.baseUrl ?? ''}${apiBasePath}${endpoint.path}`;
  let body: string | FormData | undefined;
  const stripped = stripServerOwnedFields({ ...(input as Record<string, unknown> | undefined) });
  const fields =
    endpoint.accountScoped && !call.withoutAccount
      ? withAccountId(stripped, call.accountId ?? options.getAccountId?.() ?? 0)
      : stripped;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(fields as Record<string, string>).toString();
    if (query) url += `?${query}`;
  } else if (endpoint.transfer === 'upload') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    for (const [field, blobs] of Object.entries(files)) {
      for (const blob of blobs) form.append(field, blob, blob instanceof File ? blob.name : field);
    }
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  return { url, init: { method: endpoint.method, headers, body } };
}
