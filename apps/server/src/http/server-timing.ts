import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadTiming } from '../stores/fact-engine';

/** A call's time as its handler counts it: its fact reads, and when its result was ready to be written. */
export interface CallTiming extends ReadTiming {
  answeredAt?: number;
}

const entry = (name: string, ms: number) => `${name};dur=${ms.toFixed(1)}`;

/**
 * The `Server-Timing` header of an answer whose handler counted its fact reads (a report list's;
 * docs/testing.md#load-bench): the time its reads waited for an engine session (`queue`) and ran
 * (`engine`; both 0 for answers from the cache), the time from its result to the answer's bytes (`answer`:
 * the envelope written), and all of it since the request was read (`total`). Browsers' developer tools show
 * it; the load bench adds it up to say where the time of a call goes.
 */
export function addServerTiming(request: FastifyRequest, reply: FastifyReply) {
  const timing = request.callTiming;
  if (!timing?.answeredAt) return;
  reply.header(
    'server-timing',
    [
      entry('queue', timing.queuedMs),
      entry('engine', timing.engineMs),
      entry('answer', performance.now() - timing.answeredAt),
      entry('total', reply.elapsedTime),
    ].join(', '),
  );
}
