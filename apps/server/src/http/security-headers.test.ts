import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../testing/temp-dirs';
import { addReadyDownload, loginToken, startTestApp } from '../testing/test-app';
import { call, callEndpoint } from './testing/test-calls';

const consoleDir = path.join(freshDataDir(), 'console');
mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
writeFileSync(path.join(consoleDir, 'assets', 'index-abc.js'), 'console.log(1)');
const server = await startTestApp({ consoleDir });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let file: number;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  file = await addReadyDownload(app, { userName: 'demo', fileName: 'rows.xlsx', content: 'rows' });
});

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers on every answer', () => {
  const answers: [string, () => Promise<{ headers: Record<string, unknown>; statusCode: number }>][] = [
    ['the console page', () => app.inject({ method: 'GET', url: '/login' })],
    ['a console script', () => app.inject({ method: 'GET', url: '/assets/index-abc.js' })],
    ['an API answer', () => call(app, 'GET', '/user/getUserInfo', { token })],
    ['an API error', () => call(app, 'POST', '/no/such/call')],
    ['a missing file', () => app.inject({ method: 'GET', url: '/favicon.ico' })],
    [
      'a download',
      () => call(app, 'POST', '/downloadExcelRecord/download', { token, payload: { id: file } }),
    ],
  ];

  it.each(answers.filter(([name]) => name !== 'a console script'))(
    'sends the CSP, nosniff, frame and referrer rules on %s',
    async (_case, request) => {
      const { headers } = await request();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(directives(headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'img-src': "'self' data:",
      });
    },
  );

  it('sends a script only the rules a script is read by: nosniff, the resource and referrer policies', async () => {
    const { headers, statusCode } = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(statusCode).toBe(200);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    for (const header of ['content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect(headers[header], header).toBeUndefined();
    }
    // The page that loads it keeps them all.
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it.each(answers.filter(([name]) => /API|download/.test(name)))(
    'lets no browser or proxy keep %s',
    async (_case, request) => {
      expect((await request()).headers['cache-control']).toBe('no-store');
    },
  );

  it('lets no browser or proxy keep the answer of any read call, answered or refused', async () => {
    const admin = await loginToken(app, 'admin', 'admin123');
    const reads = app.registeredEndpoints.filter(
      (e) => !e.write && e.transfer !== 'upload' && !e.path.includes('logout'),
    );
    expect(reads.length).toBeGreaterThan(50);
    for (const endpoint of reads) {
      const response = await callEndpoint(app, endpoint, admin, {});
      expect([endpoint.path, response.headers['cache-control']]).toEqual([endpoint.path, 'no-store']);
    }
  });

  it('leaves the console page to caching rules of its own', async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('serves a download as an attachment', async () => {
    const response = await call(app, 'POST', '/downloadExcelRecord/download', {
      token,
      payload: { id: file },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
  });
});
