import { afterAll, describe, expect, it } from 'vitest';
import { readSetting } from '../config';
import { startTestApp } from '../testing/test-app';
import { api } from '../http/testing/test-calls';

// One captcha a minute per client address: the second from the same address answers 429.
const server = await startTestApp({
  trustProxy: ['127.0.0.1'],
  rateLimits: { captcha: { max: 1, timeWindowMs: 60_000 } },
});
const { app } = server;
afterAll(() => server.stop());

/** A captcha asked for over a connection from `peer` (the proxy, or a client reaching the server itself). */
const captcha = (peer: string, forwardedFor: string) =>
  app.inject({
    method: 'GET',
    url: api('/system/admin/getPictureValidationCode'),
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a proxy (TRUST_PROXY)', () => {
  it("counts each client's limit apart by the address the trusted proxy forwards", async () => {
    expect((await captcha('127.0.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await captcha('127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
    expect((await captcha('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
  });

  it('takes the address the proxy saw, not one the client wrote before it', async () => {
    // The proxy appends the address it saw to what the client sent: the last untrusted one is the client.
    expect((await captcha('127.0.0.1', '198.51.100.7, 203.0.113.3')).statusCode).toBe(200);
    expect((await captcha('127.0.0.1', '198.51.100.8, 203.0.113.3')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect((await captcha('192.0.2.9', '203.0.113.4')).statusCode).toBe(200);
    expect((await captcha('192.0.2.9', '203.0.113.5')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const read = (value: string) => readSetting('TRUST_PROXY', { TRUST_PROXY: value });

  it('takes addresses, ranges and the names of ranges, separated by commas', () => {
    expect(read(' 127.0.0.1, 10.0.0.0/8,::1, fd00::/8 ,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(read('')).toEqual([]);
  });

  it('refuses a host name or a range past the address, naming the entry', () => {
    expect(() => read('127.0.0.1,proxy.example.com')).toThrow(
      'TRUST_PROXY must be addresses, address/prefix ranges or loopback, separated by commas, not "proxy.example.com"',
    );
    expect(() => read('10.0.0.0/33')).toThrow('not "10.0.0.0/33"');
  });
});
