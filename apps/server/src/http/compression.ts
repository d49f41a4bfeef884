import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { apiBasePath } from '@adconsole/api-client/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The levels and the size from which an API answer is compressed, chosen by the CPU they cost on the largest
 * report answer against the bytes they save (docs/architecture.md#compression-and-caching): each higher level
 * would add more CPU than its saved bytes take on a 100 Mbit/s link; brotli's quality 1 is the fastest of all
 * and as small as gzip's level 3. An answer that fits one TCP segment goes as it is.
 */
export const apiCompression = { brotliQuality: 1, gzipLevel: 3, minBytes: 1400 } as const;

/**
 * A streamed answer up to this size is gathered and compressed in one go: each piece written to a compressing
 * stream is a job of its own on libuv's pool, which the fact engine's reads share, and a report page's answer
 * comes in many small pieces (docs/architecture.md#compression-and-caching).
 */
export const streamedWholeBytes = 256 * 1024;

type Encoding = 'br' | 'gzip';

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: apiCompression.brotliQuality } };
const gzipOptions = { level: apiCompression.gzipLevel };
const compress = {
  br: (bytes: string | Buffer) => promisify(brotliCompress)(bytes, brotliOptions),
  gzip: (bytes: string | Buffer) => promisify(gzip)(bytes, gzipOptions),
};
const compressing = {
  br: () => createBrotliCompress(brotliOptions),
  gzip: () => createGzip(gzipOptions),
};

/**
 * The encoding an `Accept-Encoding` header asks for among brotli and gzip: the one of the higher weight
 * (`q`), brotli on a tie; `*` stands for one not named; none when neither is accepted.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding !== '') weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const accepted = (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0);
  return accepted.sort((a, b) => weight(b) - weight(a))[0];
}

/** Adds `Accept-Encoding` to an answer's `Vary`. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const named =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (!named.some((name) => ['accept-encoding', '*'].includes(name.toLowerCase())))
    reply.header('vary', [...named, 'Accept-Encoding'].join(', '));
}

/** An answer's length in bytes before it is sent: a stream's from the length its route set, else unknown. */
function lengthOf(payload: unknown, reply: FastifyReply): number | undefined {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) ? length : undefined;
}

/**
 * Compresses the API's JSON answers of `apiCompression.minBytes` or more, in the encoding the request
 * accepts (docs/architecture.md#compression-and-caching), off the event loop (zlib runs on libuv's pool):
 * an answer written whole in one go, a report's rows as they stream. Downloads (xlsx is zipped already,
 * a CSV is a file to keep) and pictures are not JSON and go as they are; so do the console's files, which the
 * build compressed ahead (`http/console-files.ts`).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(apiBasePath) || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const length = lengthOf(payload, reply);
    if (length === undefined || length < apiCompression.minBytes) return payload;
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) return compress[encoding](payload);
    return compressStream(payload as Readable, encoding);
  });
}

/**
 * A streamed answer compressed: in one go when it ends within `streamedWholeBytes`, else as it streams, from
 * the pieces gathered so far on.
 */
async function compressStream(answer: Readable, encoding: Encoding): Promise<Buffer | Readable> {
  const pieces = answer[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const gathered: Buffer[] = [];
  let size = 0;
  while (size < streamedWholeBytes) {
    const next = await pieces.next();
    if (next.done) return compress[encoding](Buffer.concat(gathered));
    const piece = Buffer.from(next.value);
    gathered.push(piece);
    size += piece.length;
  }
  async function* wholeAnswer() {
    yield Buffer.concat(gathered);
    for (let next = await pieces.next(); !next.done; next = await pieces.next())
      yield Buffer.from(next.value);
  }
  const compressed = compressing[encoding]();
  pipeline(Readable.from(wholeAnswer()), compressed, () => undefined);
  return compressed;
}
