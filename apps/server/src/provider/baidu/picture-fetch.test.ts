import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { cappedBody, checkPictureAddress, fetchPublicPicture, isInternalAddress } from './picture-fetch';

// A server of this machine: what a user's picture address must never make the server call
// (docs/architecture.md#baidu-uploads).
const calls: string[] = [];
const local = createServer((request, response) => {
  calls.push(request.url ?? '');
  response.end('secret');
});
await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
const port = (local.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

describe('the picture address of a creative, fetched for the upload', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::',
  ])('takes %s for an internal address', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '180.101.49.11', '2400:da00::6666'])('takes %s for a public one', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it.each([
    [`http://127.0.0.1:${port}/pic.png`, 'internal'],
    [`http://localhost:${port}/pic.png`, 'internal'],
    [`http://[::1]:${port}/pic.png`, 'internal'],
    ['http://169.254.169.254/latest/meta-data/', 'internal'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['/file/picture.png', 'absolute'],
  ])('refuses %s without calling it', async (url, reason) => {
    await expect(fetchPublicPicture(url)).rejects.toThrow(reason);
    expect(calls).toEqual([]);
  });

  it('refuses a host any of whose addresses is internal, and one with none', async () => {
    const resolving =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address }));
    await expect(
      checkPictureAddress('https://pictures.example/a.png', {
        lookup: resolving('93.184.216.34', '10.0.0.5'),
      }),
    ).rejects.toThrow('internal');
    await expect(
      checkPictureAddress('https://pictures.example/a.png', { lookup: resolving() }),
    ).rejects.toThrow('no address');
    await expect(
      checkPictureAddress('https://pictures.example/a.png', { lookup: resolving('93.184.216.34') }),
    ).resolves.toHaveProperty('hostname', 'pictures.example');
  });

  it('reads at most the picture limit, declared or not', async () => {
    expect(await cappedBody(new Response(Buffer.alloc(10, 1)), 10)).toHaveLength(10);
    await expect(cappedBody(new Response(Buffer.alloc(11, 1)), 10)).rejects.toThrow('size limit');
    const declared = new Response('x', { headers: { 'content-length': String(3 * 1024 * 1024) } });
    await expect(cappedBody(declared)).rejects.toThrow('size limit');
  });
});
