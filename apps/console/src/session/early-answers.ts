/**
 * Answers fetched before the console's code has come (`early-calls.ts`), by what was asked: method, URL, token,
 * language and body (docs/architecture.md#early-calls). Apart from the calls themselves, so that the login page,
 * whose client fetches through `withEarlyAnswers` too, carries none of the code that chooses them.
 */
const early = new Map<string, Promise<Response>>();

/** How long an early answer waits for its call; after that the call goes to the network itself. */
const keptMs = 30_000;

function keyOf(url: string, init: RequestInit = {}): string {
  const headers = new Headers(init.headers);
  const body = typeof init.body === 'string' ? init.body : '';
  return [init.method ?? 'GET', url, headers.get('token'), headers.get('accept-language'), body].join('\n');
}

/** Sends a call now and keeps its answer for the console's client to take. */
export function fetchEarly(url: string, init: RequestInit): void {
  const key = keyOf(url, init);
  // A failure is the client's to see and report when it takes the answer.
  const answer = fetch(url, init);
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => early.delete(key), keptMs);
}

/**
 * The console client's fetch: a request an early call made the same way takes its answer, once; any other goes
 * to the network.
 */
export function withEarlyAnswers(fetchFrom: typeof fetch): typeof fetch {
  return (input, init) => {
    const key = typeof input === 'string' ? keyOf(input, init) : undefined;
    const answer = key === undefined ? undefined : early.get(key);
    if (!answer) return fetchFrom(input, init);
    early.delete(key!);
    const signal = init?.signal;
    if (!signal) return answer;
    // The call's own end (its timeout, or a query no longer wanted) ends its wait for the early answer too.
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      answer.then(resolve, reject);
    });
  };
}
