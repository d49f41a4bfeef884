/**
 * What the security suite checks in every answer (docs/hardening.md#security-suite): the envelope, no
 * other user's data (records marked with `foreignMarker`), nothing of the server's insides.
 */
import type { Endpoint } from '@adconsole/api-client/contract';
import type { LightMyRequestResponse } from 'fastify';

/** Written into every record of the other user, so that any answer carrying one of them shows it. */
export const foreignMarker = 'zq7Foreign';

/** Signs of the server's insides: stack frames, paths, engine and database errors, error class names. */
const internals: [string, RegExp][] = [
  ['stack frame', /\.(?:[cm]?js|tsx?):\d+:\d+/],
  ['node_modules path', /node_modules/],
  ['source path', /\/(work|home|tmp|src)\/[\w.-]+\//],
  ['ClickHouse error', /DB::Exception|Code: \d+\./],
  ['SQLite error', /SQLITE_|sqlite/i],
  [
    'PostgreSQL error',
    /violates (?:foreign key|unique|not-null|check) constraint|invalid input syntax for type|syntax error at or near|(?:relation|column) "[^"]+" does not exist/,
  ],
  ['JavaScript error', /\b(RangeError|TypeError|SyntaxError|ReferenceError)\b/],
  ['call stack', /call stack/i],
];

/** What an answer gives away that it should not: the other user's data or the server's insides. */
export function leaksIn(body: string): string[] {
  const found = internals.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
  if (body.includes(foreignMarker)) found.push("another user's data");
  return found;
}

export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}

/**
 * The answer's envelope, or undefined when it has none. A download's file (200, not JSON) is the one answer
 * without an envelope, and only for the download call.
 */
export function envelopeOf(response: LightMyRequestResponse): Envelope | undefined {
  try {
    const answer = JSON.parse(response.body) as Partial<Envelope>;
    if (typeof answer.code === 'number' && typeof answer.msg === 'string') return answer as Envelope;
  } catch {
    // Not JSON: no envelope.
  }
  return undefined;
}

/** True when the answer is in the envelope, or is the file a download call answers. */
export function isEnvelopedOrFile(response: LightMyRequestResponse, endpoint?: Endpoint): boolean {
  if (envelopeOf(response)) return true;
  return endpoint?.transfer === 'download' && response.statusCode === 200;
}
