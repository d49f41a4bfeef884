/**
 * The one way the server calls an address a user gave it (a creative's picture now, webhooks next), so that
 * no such call reaches this machine or its networks (server-side request forgery;
 * docs/operations.md#the-outbound-guard): only http and https, no redirect followed, an answer read in full
 * within a time and up to a number of bytes, and a host whose every address is public
 * (`outbound-addresses.ts`) unless `OUTBOUND_ALLOW_HOSTS` names it.
 *
 * The host's name is resolved once, here, and the connection is made to the address that was checked (a
 * `lookup` that answers only it), so a name that answers differently the second time (DNS rebinding) cannot
 * move the call elsewhere; the Host header and TLS's server name stay the name.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress, ownAddresses } from './outbound-addresses';

/** A call the guard will not make, or an answer it will not read: trying again would not help. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

/** A call that got no whole answer (no connection, a dropped one, out of time): it may work later. */
export class OutboundUnreachable extends Error {
  override name = 'OutboundUnreachable';
}

/**
 * A host name the resolver does not know (or knows no address of): told as such rather than as a timeout, so
 * a user looks at the name they typed. Still unreachable: a name may come to exist, so it is tried again.
 */
export class OutboundUnresolved extends OutboundUnreachable {
  override name = 'OutboundUnresolved';
}

/** The resolver's codes for a name that does not exist or has no address (getaddrinfo's and c-ares's). */
const unresolvedCodes = new Set(['ENOTFOUND', 'ENODATA']);

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** How a host name resolves: every address the system's resolver has for it, or a test's answer. */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface OutboundCall {
  url: string;
  /** The whole call, from the name's resolution to the answer's last byte. */
  timeoutMs: number;
  /** The most bytes of the answer's body read, declared or not. */
  maxBytes: number;
  /**
   * `host:port` entries called although internal (`OUTBOUND_ALLOW_HOSTS`, in lower case as config.ts reads
   * them, IPv6 in brackets): the local Baidu fake, test receivers.
   */
  allowHosts: readonly string[];
  /** A webhook posts a body; a picture is a plain GET. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Tests answer a name their own way; the system's resolver otherwise. */
  resolve?: Resolve;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function parsedUrl(url: string): URL {
  if (!URL.canParse(url)) throw new OutboundRefused('the address is not an absolute URL');
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new OutboundRefused(`the address is ${parsed.protocol} rather than http or https`);
  }
  return parsed;
}

/** The `host:port` of an address as `OUTBOUND_ALLOW_HOSTS` names it, its scheme's port when it has none. */
function hostAndPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** The address the call connects to: the host's first, once every one of them is found public. */
async function checkedAddress(url: URL, call: OutboundCall): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await (call.resolve ?? systemResolve)(host).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        throw typeof code === 'string' && unresolvedCodes.has(code)
          ? new OutboundUnresolved(`the host name ${host} could not be found (${code})`)
          : unreachable(url, error);
      });
  const [first] = addresses;
  if (!first) throw new OutboundRefused(`the host ${host} has no address`);
  const allowed = call.allowHosts.includes(hostAndPort(url));
  if (!allowed) {
    const own = ownAddresses();
    if (addresses.some(({ address }) => isRefusedAddress(address, own))) {
      // The address itself is not said: it would tell a user what the server's networks hold.
      throw new OutboundRefused(`the host ${host} is this server or on a network that is not public`);
    }
  }
  return first;
}

/** A `lookup` that answers the checked address whatever it is asked, as one address or as a list. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** An answer's body, refused once it passes `maxBytes`, declared or read. */
async function cappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const over = () => new OutboundRefused(`the answer is longer than ${maxBytes} bytes`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw over();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw over();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(url: URL, pinned: ResolvedAddress, call: OutboundCall, signal: AbortSignal) {
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      // No pooled connection: each call connects to its own checked address.
      {
        method: call.method ?? 'GET',
        headers: call.headers,
        agent: false,
        lookup: pinnedLookup(pinned),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const answer =
          status >= 300 && status < 400
            ? Promise.reject(
                new OutboundRefused(`the address redirects (HTTP ${status}); redirects are not followed`),
              )
            : cappedBody(response, call.maxBytes);
        answer.then(
          (body) => resolve({ status, headers: response.headers, body }),
          (error: unknown) => {
            request.destroy();
            reject(error instanceof OutboundRefused ? error : unreachable(url, error));
          },
        );
      },
    );
    request.on('error', (error) => reject(unreachable(url, error)));
    request.end(call.body);
  });
}

/** A network failure in words that name the host and the failure's code, never an address or a stack. */
function unreachable(url: URL, error: unknown) {
  const code = (error as { code?: unknown }).code;
  return new OutboundUnreachable(
    `${url.host} could not be reached${typeof code === 'string' ? ` (${code})` : ''}`,
  );
}

/**
 * Checks an address a user gives (a webhook's, at save) by the guard's rules without calling it: throws
 * `OutboundRefused` for what `guardedFetch` would refuse, `OutboundUnreachable` when its name does not resolve.
 */
export async function checkOutboundUrl(
  url: string,
  rules: Pick<OutboundCall, 'allowHosts' | 'resolve'>,
): Promise<void> {
  await checkedAddress(parsedUrl(url), { url, timeoutMs: 0, maxBytes: 0, ...rules });
}

/**
 * Calls `call.url` within the guard's rules and answers the status, headers and body (any status but a
 * redirect: what one means is the caller's to say). Throws `OutboundRefused` or `OutboundUnreachable`.
 */
export async function guardedFetch(call: OutboundCall): Promise<OutboundAnswer> {
  const url = parsedUrl(call.url);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), call.timeoutMs);
  const timedOut = new Promise<never>((_resolve, reject) => {
    deadline.signal.addEventListener('abort', () =>
      reject(new OutboundUnreachable(`${url.host} gave no whole answer within ${call.timeoutMs} ms`)),
    );
  });
  try {
    const work = checkedAddress(url, call).then((pinned) => send(url, pinned, call, deadline.signal));
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
