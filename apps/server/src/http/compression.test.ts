import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { reportListEndpoint } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../testing/temp-dirs';
import { addReadyDownload, loginToken, startTestApp } from '../testing/test-app';
import { callEndpoint } from './testing/test-calls';
import { acceptedEncoding, streamedWholeBytes } from './compression';

// A built console of its own: a hashed script with the build's brotli and gzip copies beside it (and its
// source map, which must not be served), index.html with its copies, and a public file without any.
const consoleDir = path.join(freshDataDir(), 'console');
mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const page = `<!doctype html><title>console</title><script type="module" src="/assets/index-AbCd_123.js"></script>`;
const consolePage = page.replace(
  '</script>',
  '</script><link rel="modulepreload" href="/assets/app-EfGh_456.js">',
);
const reportPage = consolePage.replace(
  '</script>',
  '</script><link rel="modulepreload" href="/assets/report-Ij_78.js">',
);
const files: Record<string, string> = {
  'index.html': page,
  'console.html': consolePage,
  'console-report.html': reportPage,
  'assets/index-AbCd_123.js': script,
  'assets/index-AbCd_123.js.map': '{"version":3,"sources":["main.tsx"],"mappings":""}',
  'color-scheme.js': 'document.documentElement.dataset.theme = "light";',
};
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(consoleDir, file), text);
for (const file of ['index.html', 'console.html', 'console-report.html', 'assets/index-AbCd_123.js']) {
  writeFileSync(path.join(consoleDir, `${file}.br`), brotliCompressSync(files[file]!));
  writeFileSync(path.join(consoleDir, `${file}.gz`), gzipSync(files[file]!, { level: 9 }));
}
const scriptBr = brotliCompressSync(script);
const scriptGz = gzipSync(script, { level: 9 });

const server = await startTestApp({ consoleDir });
const { app } = server;
afterAll(() => server.stop());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('the console’s files, compressed at build and chosen by Accept-Encoding', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, kept a year', async () => {
    const response = await get('/assets/index-AbCd_123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(scriptBr.length));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // A script's security headers stay on its compressed copy (docs/hardening.md#security-headers).
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each([
    ['gzip only', 'gzip'],
    ['brotli refused', 'br;q=0, gzip'],
    ['gzip preferred', 'br;q=0.5, gzip'],
  ])('sends the gzip copy when the request accepts %s', async (_case, accepted) => {
    const response = await get('/assets/index-AbCd_123.js', { 'accept-encoding': accepted });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(scriptGz.length));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
  ])('sends the file itself to a client with %s', async (_case, headers) => {
    const response = await get('/assets/index-AbCd_123.js', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe(script);
  });

  it('answers HEAD with the headers of the copy it would send', async () => {
    const response = await get('/assets/index-AbCd_123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(scriptBr.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(0);
  });

  it('keeps an unhashed public file ten minutes, sent as it is when it has no copies', async () => {
    const response = await get('/color-scheme.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=600, must-revalidate');
    expect(response.body).toBe(files['color-scheme.js']);
  });

  it.each(['/', '/login', '/home/index', '/keywordSearch/keywordReport'])(
    'answers %s with index.html, revalidated each time: 304 while it is the same',
    async (url) => {
      const headers = { 'accept-encoding': 'br, gzip' };
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['last-modified']).toBeDefined();
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
    },
  );

  it.each([
    ['/', consolePage],
    ['/login', consolePage],
    ['/keywordSearch/keywordReport', reportPage],
  ])(
    'answers %s with the console’s page to a request with a session cookie, which preloads its code',
    async (url, sent) => {
      const withSession = { 'accept-encoding': 'br, gzip', cookie: 'theme=dark; yunShang-Token=abc.def' };
      const response = await get(url, withSession);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(sent);
      // Each page has its own ETag: after a logout the browser's copy of the console's page is not reused.
      const etag = response.headers.etag as string;
      const loggedOut = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
      expect(loggedOut.statusCode).toBe(200);
      expect(brotliDecompressSync(loggedOut.rawPayload).toString()).toBe(page);
      // An empty cookie of that name (a logout's) is no session.
      const emptied = await get(url, { cookie: 'yunShang-Token=; other=1' });
      expect(emptied.body).toBe(page);
    },
  );

  it.each(['/assets/index-AbCd_123.js.map', '/assets/index-AbCd_123.js.br', '/index.html.gz'])(
    'answers 404 for %s: no source map and no copy is a file of its own',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: 'Not found' });
    },
  );
});

describe('API answers compressed from 1,400 bytes (docs/architecture.md#compression-and-caching)', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginToken(app, 'admin', 'admin123');
  });

  it('compresses a large JSON answer in brotli, or gzip, and keeps it out of every cache', async () => {
    const plain = await get('/base-api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    const br = await get('/base-api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    const gzip = await get('/base-api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(plain.rawPayload);
  });

  it('compresses a report’s streamed rows, a page in one go and a long answer as it streams', async () => {
    const day = (back: number) => new Date(app.now() - back * 86_400_000).toISOString().slice(0, 10);
    const endpoint = reportListEndpoint('search', 'keyword');
    const plainSizes: number[] = [];
    const query = { accountId: 1, beginDate: day(60), endDate: day(2), timeUnit: 'day' };
    // A page of 50 rows, then every row (no page), as the report centre asks.
    for (const body of [{ page: { number: 1, size: 50 }, query }, { query }]) {
      const plain = await callEndpoint(app, endpoint, token, body);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      plainSizes.push(plain.rawPayload.length);
      const br = await callEndpoint(app, endpoint, token, body, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      // Compressed in one go, its length is known; as it streams, it is not.
      const inOneGo = plain.rawPayload.length < streamedWholeBytes;
      expect(br.headers['content-length']).toBe(inOneGo ? String(br.rawPayload.length) : undefined);
      expect(br.headers['cache-control']).toBe('no-store');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    }
    // One answer on each side of the size up to which a stream is compressed in one go.
    expect(plainSizes[0]).toBeLessThan(streamedWholeBytes);
    expect(plainSizes[1]).toBeGreaterThan(streamedWholeBytes);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/base-api/no-such-call', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual({ code: 404, msg: 'Not found' });
  });

  it('sends a download as it is: an xlsx file is zipped already', async () => {
    const content = 'rows '.repeat(20_000);
    const id = await addReadyDownload(app, { userName: 'admin', fileName: 'rows.xlsx', content });
    const response = await app.inject({
      method: 'POST',
      url: '/base-api/marketing/api/v1/downloadExcelRecord/download',
      payload: { id },
      headers: { token, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('100000');
    expect(response.body).toBe(content);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['BR', 'br'],
  ])('reads %j as %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
