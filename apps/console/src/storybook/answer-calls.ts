import { apiBasePath, type Endpoint } from '@adconsole/api-client/contract';

/** What a story's server answers a call with in place of its data: no answer, or a server error. */
export const pendingAnswer = Symbol('pending');
export const failedAnswer = Symbol('failed');

/**
 * A story's server (for `beforeEach`): each call of `answers` is answered with its data, a list as one page
 * of it, or with `pendingAnswer` never, or with `failedAnswer` a server error; every other call goes on. The
 * console's client is made as the story renders, after this, and the real fetch is put back after the story.
 */
export function answerCalls(answers: ReadonlyMap<Endpoint, unknown>) {
  return () => {
    const real = globalThis.fetch;
    const byPath = new Map([...answers].map(([endpoint, data]) => [`${apiBasePath}${endpoint.path}`, data]));
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!byPath.has(url.pathname)) return real(input, init);
      const data = byPath.get(url.pathname);
      if (data === pendingAnswer) return new Promise<Response>(() => {});
      const failed = data === failedAnswer;
      const page = Array.isArray(data) ? { number: 1, size: 20, totalCount: data.length } : undefined;
      const envelope = failed
        ? { code: 500, msg: 'Server error', data: null }
        : { code: 200, msg: 'Success', data, page };
      return new Response(JSON.stringify(envelope), {
        status: failed ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    return () => {
      globalThis.fetch = real;
    };
  };
}
