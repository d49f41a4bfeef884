/**
 * The addresses a call the server makes for a user's address must never reach (docs/operations.md#the-outbound-guard):
 * this machine (every address of every interface, not only loopback) and every range that is not the public
 * internet — private, shared, link-local, multicast, reserved, documentation and benchmarking — whether
 * written as IPv4 or as an IPv6 form that carries an IPv4 address.
 */
import { networkInterfaces } from 'node:os';
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public internet (IANA's special-purpose registry). */
const refusedIpv4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata's 169.254.169.254 among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // the retired 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refusedIpv4.addSubnet(net, prefix, 'ipv4');
}

/** The public IPv6 internet is global unicast (2000::/3); everything outside it is refused. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Ranges inside global unicast that are not the public internet either. */
const refusedIpv6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking (2001:2::/48), ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
] as const) {
  refusedIpv6.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address without its zone (`%eth0`). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d),
 * NAT64's well-known prefix (64:ff9b::/96) and 6to4 (2002::/16) all reach an IPv4 host, and are judged as it.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (groups[5] === 0 || groups[5] === 0xffff)) return ipv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4(groups[1]!, groups[2]!);
  return undefined;
}

/**
 * One spelling per address: IPv4 as is, an IPv6 form of an IPv4 address as that IPv4 address, other IPv6 as
 * its eight groups; undefined for what is no address.
 */
function canonical(address: string): { family: 4 | 6; address: string } | undefined {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { family, address: bare };
  if (family !== 6) return undefined;
  const groups = ipv6Groups(bare);
  const ipv4 = embeddedIpv4(groups);
  return ipv4
    ? { family: 4, address: ipv4 }
    : { family, address: groups.map((g) => g.toString(16)).join(':') };
}

/** Every address of every interface of this machine, read when asked: interfaces come and go. */
export function ownAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((addresses) =>
    (addresses ?? []).map(({ address }) => address),
  );
}

/** Whether the server must not call `address` for a user: one of `own` (this machine's), or not public. */
export function isRefusedAddress(address: string, own: readonly string[]): boolean {
  const target = canonical(address);
  if (!target) return true;
  if (own.some((mine) => canonical(mine)?.address === target.address)) return true;
  if (target.family === 4) return refusedIpv4.check(target.address, 'ipv4');
  return !globalUnicast.check(target.address, 'ipv6') || refusedIpv6.check(target.address, 'ipv6');
}
