/**
 * The content of a creative's picture named by its address, fetched for the Baidu upload
 * (docs/architecture.md#baidu-uploads). The address comes from a user, so the server must not be made to
 * call into its own network for them (server-side request forgery): only http(s), only a host whose every
 * address is public, no redirect followed, at most the picture rules' 2 MB read, within a minute.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { pictureMaxBytes } from '@adconsole/draft-rules';

/** Why an address is not fetched; the upload refuses the picture with it (not shown to users as is). */
export class PictureAddressRefused extends Error {
  override name = 'PictureAddressRefused';
}

/** Addresses of this machine and of private networks (RFC 1918, 6598, 4193, link-local, loopback, …). */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is one the server must not call for a user: its own or a private network's. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? internal.check(mapped[1]!, 'ipv4') : internal.check(address, 'ipv6');
}

type Lookup = (hostname: string) => Promise<readonly { address: string }[]>;

interface AddressRules {
  /** How a host name resolves: the system's resolver, or a test's. */
  lookup?: Lookup;
  /** Internal hosts (`host:port`) allowed all the same: the local fake of Baidu, in tests only. */
  internalHosts?: readonly string[];
}
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Refuses an address that is not http(s) or whose host is, or resolves to, an internal address. A host that
 * resolves again differently between this check and the fetch (DNS rebinding) is not caught here: the
 * fetch's own resolution is not pinned.
 */
export async function checkPictureAddress(
  url: string,
  { lookup = systemLookup, internalHosts = [] }: AddressRules = {},
): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PictureAddressRefused('not an absolute address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new PictureAddressRefused(`scheme ${parsed.protocol}`);
  }
  if (internalHosts.includes(parsed.host)) return parsed;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host).catch(() => []);
  if (addresses.length === 0) throw new PictureAddressRefused(`host ${host} has no address`);
  if (addresses.some(({ address }) => isInternalAddress(address))) {
    throw new PictureAddressRefused(`host ${host} is internal`);
  }
  return parsed;
}

/** A response's body, refused once it passes `maxBytes` (declared or read): a picture is at most 2 MB. */
export async function cappedBody(response: Response, maxBytes = pictureMaxBytes): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    throw new PictureAddressRefused('picture over its size limit');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new PictureAddressRefused('picture over its size limit');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Fetches a picture a user named by its address, within the rules above. */
export async function fetchPublicPicture(url: string, rules?: AddressRules): Promise<Buffer> {
  const address = await checkPictureAddress(url, rules);
  const response = await fetch(address, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  if (response.status >= 300 && response.status < 400) {
    throw new PictureAddressRefused('the picture address redirects');
  }
  if (!response.ok) throw new Error(`picture ${address.host}: HTTP ${response.status}`);
  return cappedBody(response);
}

/**
 * The content of a creative's picture for the upload: fetched from its address within the rules above. A
 * library picture (by id) has no reader here yet.
 */
export function fetchPicture(
  picture: { url?: string; pictureId?: number },
  internalHosts: readonly string[] = [],
): Promise<Buffer> {
  if (!picture.url) {
    return Promise.reject(new Error(`library picture ${picture.pictureId} has no reader of its content`));
  }
  return fetchPublicPicture(picture.url, { internalHosts });
}
