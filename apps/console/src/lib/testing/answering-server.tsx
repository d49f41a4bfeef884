import { apiBasePath, type Endpoint } from '@adconsole/api-client/contract';
import { ApiProvider } from '@adconsole/api-client/react';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { Toaster } from '@adconsole/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createServices } from '../../session/services';

const json = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders a form of the console, in English, with its services and toasts, over a fetch that answers the
 * `endpoint`'s call with `envelope`, as the server answers a refused save (docs/requirements.md#error-codes),
 * a call of `others` with its data, and any other call with an empty list. For the component tests of a
 * refusal's mapping onto a form, and of what a form sends: `sent` holds the bodies of the `endpoint`'s calls,
 * `called` the paths of every call in order.
 * The test configuration puts the real fetch back after each test (`unstubGlobals`, vitest.shared.ts).
 */
export function renderAnswering(
  ui: ReactNode,
  endpoint: Endpoint,
  status: number,
  envelope: object,
  others: ReadonlyMap<Endpoint, unknown> = new Map(),
) {
  const sent: unknown[] = [];
  const called: string[] = [];
  const dataOf = new Map([...others].map(([other, data]) => [`${apiBasePath}${other.path}`, data]));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    called.push(path);
    if (path === `${apiBasePath}${endpoint.path}`) {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return json(envelope, status);
    }
    if (dataOf.has(path)) return json({ code: 200, msg: 'Success', data: dataOf.get(path) }, 200);
    return json({ code: 200, msg: 'Success', data: [], page: { number: 1, size: 50, totalCount: 0 } }, 200);
  });
  const i18n = createI18n('en');
  const { client, queryClient } = createServices(i18n, () => undefined);
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider client={client} queryClient={queryClient}>
        {ui}
      </ApiProvider>
      <Toaster />
    </I18nextProvider>,
  );
  return { ...rendered, sent, called };
}
