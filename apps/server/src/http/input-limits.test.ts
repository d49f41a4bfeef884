import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../testing/temp-dirs';
import { loginBody, startTestApp } from '../testing/test-app';
import { api, call } from './testing/test-calls';

// A console folder of its own, so the static files and page fallback are served; a short request timeout.
const consoleDir = path.join(freshDataDir(), 'console');
mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
writeFileSync(path.join(consoleDir, 'assets', 'index-abc.js'), 'console.log(1)');
const server = await startTestApp({ consoleDir, limits: { requestTimeoutMs: 600 } });
const { app } = server;
afterAll(() => server.stop());

/** A JSON text of `depth` arrays, one inside the other. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const postText = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('JSON bodies: depth and size checked before anything else', () => {
  it.each([
    ['the login, without a session', api('/user/login')],
    ['a call that needs a session', api('/downloadExcelRecord/list')],
  ])('answers 400 in the envelope for 10,000 levels of nesting on %s', async (_case, url) => {
    const response = await postText(url, `{"page":${nested(10_000)}}`, { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json())).toEqual({ code: 400, msg: '请求内容嵌套层级过深' });
  });

  it('refuses 65 levels and lets 64 through to the schema check', async () => {
    const tooDeep = await postText(api('/user/login'), nested(65));
    expect(ErrorEnvelope.parse(tooDeep.json()).msg).toBe('The request body is nested too deeply');
    // Brackets inside strings are text, not nesting: the login runs and finds no such user.
    const body = {
      ...(await loginBody(app, '[[[[{{{{', 'demo123')),
      extra: JSON.parse(nested(63)) as unknown,
    };
    const deepEnough = await postText(api('/user/login'), JSON.stringify(body));
    expect(ErrorEnvelope.parse(deepEnough.json()).code).toBe(910002);
  });

  it('answers 413 in the envelope for a JSON body over 1 MiB, with or without a content-length', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const response = await postText(api('/user/login'), big, { 'accept-language': 'zh-TW' });
    expect(response.statusCode).toBe(413);
    expect(ErrorEnvelope.parse(response.json())).toEqual({ code: 413, msg: '請求內容過大' });
  });

  it('answers malformed JSON and an unknown content type with 400 in the envelope', async () => {
    const malformed = await postText(api('/user/login'), '{"userName":');
    expect(malformed.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(malformed.json()).code).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: api('/user/login'),
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(xml.json())).toEqual({ code: 400, msg: 'The request is not valid' });
  });

  it('refuses prototype keys', async () => {
    const response = await postText(api('/user/login'), '{"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).code).toBe(400);
  });
});

describe('framework errors in the envelope, in the caller’s language', () => {
  it('answers a URL that does not decode with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/%c0%ae%c0%ae/etc/passwd',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json())).toEqual({ code: 400, msg: '请求参数不正确' });
  });

  it('answers 404 for missing static files, the page for console paths', async () => {
    for (const url of ['/favicon.ico', '/assets/missing.js', '/assets/index-abc.js.map']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(ErrorEnvelope.parse(response.json()).code).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/keywordSearch/keywordReport' })).body).toContain(
      '<title>console</title>',
    );
  });

  it('answers an unknown API call with 404', async () => {
    const response = await call(app, 'POST', '/no/such/call', { headers: { 'accept-language': 'zh-TW' } });
    expect(ErrorEnvelope.parse(response.json())).toEqual({ code: 404, msg: '找不到' });
  });
});

describe('over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  /** Writes raw HTTP and collects what comes back until the server ends the connection. */
  function exchange(write: (socket: ReturnType<typeof connect>) => void) {
    return new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => write(socket));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    });
  }
  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers 431 in the envelope for headers over the size limit', async () => {
    const { text } = await exchange((socket) =>
      socket.write(`GET /base-api/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(text)).toEqual({ code: 431, msg: 'The request headers are too large' });
  });

  it('does not hold a slow body past the request timeout: 408 in the envelope and the caller’s language', async () => {
    const { text, ms } = await exchange((socket) =>
      socket.write(
        `POST ${api('/user/login')} HTTP/1.1\r\nHost: a\r\nAccept-Language: zh-CN\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
      ),
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text)).toEqual({ code: 408, msg: '请求超时，请重试' });
    expect(ms).toBeLessThan(5_000);
  });
});
