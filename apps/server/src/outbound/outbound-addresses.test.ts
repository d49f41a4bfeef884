import { describe, expect, it } from 'vitest';
import { isRefusedAddress, ownAddresses } from './outbound-addresses';

// What a user's address may never make the server call (docs/operations.md#the-outbound-guard).
describe('the addresses the outbound guard refuses', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.20.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.2', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.254', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd00::2', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::fc:ff:fe00:1%eth0', 'link-local with its zone'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'outside global unicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:db8:ffff::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['3fff:fff:ffff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:2:0:ffff::1', 'benchmarking'],
    ['2001::1', 'Teredo'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hexadecimal'],
    ['::ffff:192.0.2.2', 'IPv4-mapped documentation'],
    ['::ffff:198.18.0.1', 'IPv4-mapped benchmarking'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['::169.254.169.254', 'IPv4-compatible link-local'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['not-an-address', 'no address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address, [])).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '180.101.49.11',
    '8.8.8.8',
    '198.20.0.1',
    '203.0.114.1',
    '2400:da00::6666',
    '2606:4700::1111',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
  ])('lets %s through: a public address', (address) => {
    expect(isRefusedAddress(address, [])).toBe(false);
  });

  it('refuses every address of this machine, public ones too, in any spelling', () => {
    const own = ['127.0.0.1', '93.184.216.34', '2400:da00:0:0:0:0:0:6666'];
    expect(isRefusedAddress('93.184.216.34', own)).toBe(true);
    expect(isRefusedAddress('::ffff:93.184.216.34', own)).toBe(true);
    expect(isRefusedAddress('2400:da00::6666', own)).toBe(true);
    expect(isRefusedAddress('93.184.216.35', own)).toBe(false);
  });

  it('knows this machine by all its interfaces, loopback and the others', () => {
    const own = ownAddresses();
    expect(own).toEqual(expect.arrayContaining(['127.0.0.1']));
    // A machine on a network has an address beside loopback's; it is refused as much as loopback.
    const others = own.filter((address) => address !== '127.0.0.1' && address !== '::1');
    expect(others.length).toBeGreaterThan(0);
  });
});
