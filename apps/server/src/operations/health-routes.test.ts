// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@clickhouse/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';

// A built console beside the API: its page paths answer index.html, which must not swallow the probes.
const consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
const server = await startTestApp({ consoleDir });
const { app } = server;
afterAll(async () => {
  await server.stop();
  rmSync(consoleDir, { recursive: true, force: true });
});

const probe = (url: string) => app.inject({ method: 'GET', url });

/**
 * The fact store stops answering: on a ClickHouse server its database is dropped (a closed client would open
 * new connections), the embedded engine is closed.
 */
async function takeFactsDown() {
  if (!server.clickhouseUrl) return app.facts.close();
  const url = new URL(server.clickhouseUrl);
  const database = url.pathname.slice(1);
  url.pathname = '/';
  const admin = createClient({ url: url.toString() });
  try {
    await admin.command({ query: `DROP DATABASE ${database}` });
  } finally {
    await admin.close();
  }
}

describe('health checks', () => {
  it('answers /healthz without a session, as JSON, never cached', async () => {
    const response = await probe('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 while both stores and the job runner answer', async () => {
    const response = await probe('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', sync: 'current' });
  });

  it('answers probe after probe, as a proxy sends them', async () => {
    const statuses = [];
    for (let n = 0; n < 100; n++) statuses.push((await probe(n % 2 ? '/readyz' : '/healthz')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('is not the console page, which a page path answers', async () => {
    expect((await probe('/healthzz')).headers['content-type']).toMatch(/^text\/html/);
    expect((await probe('/healthz')).body).toBe('{"status":"ok"}');
  });

  it('answers /readyz 503 naming the fact store once it is down, and nothing of why', async () => {
    await takeFactsDown();
    const response = await probe('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unready', failing: ['facts'] });
    // The process itself still answers.
    expect((await probe('/healthz')).statusCode).toBe(200);
  });

  it('names the job runner too once it closes', async () => {
    await app.jobs.close();
    const response = await probe('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unready', failing: ['facts', 'jobs'] });
  });
});
