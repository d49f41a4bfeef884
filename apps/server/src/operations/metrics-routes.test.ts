// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsDir } from '../downloads/download-files';
import { createExport, finishedRecord } from '../exports/testing/export-calls';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { startBaiduFake } from '../testing/baidu-fake/fake-server';
import { reportHandlers } from '../testing/baidu-fake/fake-reports';
import { loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { api, callEndpoint } from '../http/testing/test-calls';

const metricsToken = 'metrics-token-of-this-suite-4b1f';
/** An address outside this machine, as a scraper elsewhere connects from. */
const remote = '203.0.113.7';
const tokenHeader = { authorization: `Bearer ${metricsToken}` };

const fake = await startBaiduFake({ handlers: reportHandlers });
const baiduToken = { userName: 'metrics-baidu', accessToken: 'tok-metrics-7d2e' };
fake.accounts.set(baiduToken.userName, { ...baiduToken, quota: 1_000_000 });

// A built console of one page and one script, served as the real one is.
const consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
mkdirSync(path.join(consoleDir, 'assets'));
writeFileSync(path.join(consoleDir, 'assets', 'app-4f2a.js'), 'console.log(1)');

const options = {
  now: () => testNow,
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  baiduOAuthBase: fake.url,
  // A new Baidu account's first sync is short.
  baiduSyncDays: 2,
} as const;
const server = await startTestApp({ ...options, metricsToken, consoleDir });
const { app } = server;
let closed: Promise<void> | undefined;
const closeServer = () => (closed ??= app.close());
afterAll(async () => {
  await closeServer();
  await server.removeStores();
  await fake.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const sampleLine = new RegExp(`^(${metricName})(?:\\{(.*)\\})? (\\S+)$`);
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/y;
const typeLine = new RegExp(`^# TYPE (${metricName}) (counter|gauge|histogram|summary|untyped)$`);
const helpLine = new RegExp(`^# HELP (${metricName}) .*$`);
/** The samples of a histogram or summary family. */
const familySuffixes = ['', '_bucket', '_sum', '_count'];

/**
 * Reads Prometheus's text exposition format (0.0.4) strictly: every line a HELP, a TYPE or a sample of a
 * family its TYPE declared before it, labels quoted and escaped as the format says, values numbers.
 */
function parseExposition(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || helpLine.test(line)) continue;
    const type = typeLine.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`not a line of the exposition format: ${line}`);
    const [, name = '', labelText = '', valueText = ''] = sample;
    const declared = familySuffixes.some(
      (suffix) => name.endsWith(suffix) && types.has(name.slice(0, name.length - suffix.length)),
    );
    if (!declared) throw new Error(`a sample of no declared family: ${line}`);
    const labels: Record<string, string> = {};
    labelPair.lastIndex = 0;
    while (labelPair.lastIndex < labelText.length) {
      const pair = labelPair.exec(labelText);
      if (!pair) throw new Error(`labels that do not parse: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    const value = Number(valueText.replace(/Inf$/, 'Infinity'));
    if (Number.isNaN(value) && valueText !== 'NaN') throw new Error(`not a value: ${line}`);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

type Exposition = ReturnType<typeof parseExposition>;

/** The value of the sample with exactly these labels, or undefined when there is none. */
function valueOf({ samples }: Exposition, name: string, labels: Record<string, string | number>) {
  const wanted = Object.entries(labels).map(([key, value]) => [key, String(value)]);
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key!] === value),
  )?.value;
}

async function scrape(target: FastifyInstance = app): Promise<Exposition> {
  // A server without a token ignores it and lets this machine in.
  const response = await target.inject({ method: 'GET', url: '/metrics', headers: tokenHeader });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(response.body);
}

const entityEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const factEngine = process.env.TEST_CLICKHOUSE_URL ? 'clickhouse' : 'chdb';
const pictureRoute = '/base-api/marketing/api/v1/material/image/file/:id';

describe('GET /metrics', () => {
  it('answers the text format with every series declared, none from the process-wide registry', async () => {
    const { types } = await scrape();
    expect(Object.fromEntries(types)).toEqual({
      adconsole_http_requests_total: 'counter',
      adconsole_http_request_duration_seconds: 'histogram',
      adconsole_store_query_duration_seconds: 'histogram',
      adconsole_job_failures_total: 'counter',
      adconsole_provider_calls_total: 'counter',
      adconsole_job_queue_depth: 'gauge',
      adconsole_job_oldest_waiting_seconds: 'gauge',
      adconsole_jobs_running: 'gauge',
      adconsole_notification_deliveries_total: 'counter',
      adconsole_fact_mutations_total: 'counter',
      adconsole_fact_mutation_rows_total: 'counter',
      adconsole_report_sync_lag_seconds: 'gauge',
    });
  });

  it('counts a request under its route template and status, never the path asked for', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: pictureRoute, status: 404 };
    const counted = valueOf(before, 'adconsole_http_requests_total', labels) ?? 0;
    const timed = { method: 'GET', route: pictureRoute };
    const timedCount = valueOf(before, 'adconsole_http_request_duration_seconds_count', timed) ?? 0;
    expect((await app.inject({ method: 'GET', url: api('/material/image/file/48213') })).statusCode).toBe(
      404,
    );
    const after = await scrape();
    expect(valueOf(after, 'adconsole_http_requests_total', labels)).toBe(counted + 1);
    expect(valueOf(after, 'adconsole_http_request_duration_seconds_count', timed)).toBe(timedCount + 1);
    expect(
      after.samples.some((sample) => Object.values(sample.labels).some((v) => v.includes('48213'))),
    ).toBe(false);
  });

  it("counts unknown paths and the console's pages as unmatched, its files as console, itself once", async () => {
    const before = await scrape();
    const requests = (exposition: Exposition, route: string, status: number) =>
      valueOf(exposition, 'adconsole_http_requests_total', { method: 'GET', route, status }) ?? 0;
    await app.inject({ method: 'GET', url: '/base-api/no-such-call/90817' });
    await app.inject({ method: 'GET', url: '/reports/search/keyword/daily' });
    await app.inject({ method: 'GET', url: '/assets/app-4f2a.js' });
    const page = await app.inject({ method: 'GET', url: '/metrics', headers: tokenHeader });
    expect(page.body).not.toContain('<title>console</title>');
    const after = await scrape();
    const added = (route: string, status: number) =>
      requests(after, route, status) - requests(before, route, status);
    expect(added('unmatched', 404)).toBe(1);
    expect(added('unmatched', 200)).toBe(1);
    expect(added('console', 200)).toBe(1);
    // The scrape before and the call above, each once under the route's own label.
    expect(added('/metrics', 200)).toBe(2);
    const routes = new Set(after.samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].filter((route) => !route!.startsWith('/base-api/'))).toEqual(
      expect.arrayContaining(['unmatched', 'console', '/metrics']),
    );
    expect([...routes].some((route) => route!.includes('90817') || route!.includes('app-4f2a'))).toBe(false);
  });

  it("adds the fact store's query time when a report reads facts, the entity store's on a login", async () => {
    const facts = { store: 'facts', engine: factEngine };
    const entities = { store: 'entities', engine: entityEngine };
    const count = 'adconsole_store_query_duration_seconds_count';
    const before = await scrape();
    await fetchReport(app, demo, 'search', 'account', {
      accountId: await providerAccountId(app, 'adc-shared-01'),
      page: { number: 1, size: 20, sortCol: 'cost', sortOrder: 'desc' },
      query: { beginDate: '2026-11-03', endDate: '2026-11-09', timeUnit: 'day' },
    });
    await loginToken(app, 'demo', 'demo123');
    const after = await scrape();
    expect(valueOf(after, count, facts)!).toBeGreaterThan(valueOf(before, count, facts)!);
    const sum = 'adconsole_store_query_duration_seconds_sum';
    expect(valueOf(after, sum, facts)!).toBeGreaterThan(valueOf(before, sum, facts)!);
    expect(valueOf(after, count, entities)!).toBeGreaterThan(valueOf(before, count, entities)!);
  });

  it('counts a failed attempt of a job by its kind', async () => {
    const failures = (exposition: Exposition) =>
      valueOf(exposition, 'adconsole_job_failures_total', { kind: 'export' }) ?? 0;
    const before = failures(await scrape());
    // A file where the user's export folder goes: the job's write fails.
    const userDir = path.join(downloadsDir(app.filesDir), String(await userIdOf(app, 'demo')));
    mkdirSync(downloadsDir(app.filesDir), { recursive: true });
    rmSync(userDir, { recursive: true, force: true });
    writeFileSync(userDir, 'not a folder');
    try {
      const id = await createExport(app, demo, 'search', 'account', {
        accountId: await providerAccountId(app, 'adc-shared-01'),
        query: { beginDate: '2026-11-01', endDate: '2026-11-14', timeUnit: 'day' },
      });
      expect((await finishedRecord(app, demo, id)).status).toBe('failed');
    } finally {
      rmSync(userDir);
    }
    expect(failures(await scrape())).toBe(before + 1);
  });

  it("tells each account's sync lag: from the end of the last day synced to now", async () => {
    // Synced through Friday the 20th; now is Saturday 16:00 in Asia/Shanghai.
    const shared = await providerAccountId(app, 'adc-shared-01');
    expect(
      valueOf(await scrape(), 'adconsole_report_sync_lag_seconds', {
        account_id: shared,
        provider: 'sandbox',
      }),
    ).toBe(16 * 3600);
  });

  it('counts the mutations of fact tables and the rows they went over; the syncs of days ran none', async () => {
    const shared = await providerAccountId(app, 'adc-shared-01');
    const mutations = (exposition: Exposition, table: string) =>
      valueOf(exposition, 'adconsole_fact_mutations_total', { table }) ?? 0;
    const rows = (exposition: Exposition, table: string) =>
      valueOf(exposition, 'adconsole_fact_mutation_rows_total', { table }) ?? 0;
    const before = await scrape();
    const [{ n: keywords }] = await app.facts.query<{ n: number }>(
      'SELECT count() AS n FROM search_keywords',
    );
    // Synchronized by hand, the account's structure is generated again: its old rows are deleted first.
    await app.reportSync.syncAccount(shared);
    const after = await scrape();
    expect(mutations(after, 'search_keywords')).toBe(mutations(before, 'search_keywords') + 1);
    expect(rows(after, 'search_keywords') - rows(before, 'search_keywords')).toBeGreaterThanOrEqual(keywords);
    expect(mutations(after, 'search_keyword_daily')).toBe(0);
  });

  it("counts Baidu's calls by method and outcome, and a refused account's sync as a failure", async () => {
    const save = async (accountNo: string, credentials: object) => {
      const response = await callEndpoint(app, endpoints.providerAccountSave, admin, {
        accountNo,
        channel: 'search',
        companyId: null,
        provider: 'baidu',
        credentials,
      });
      return response.json<{ data: { id: number } }>().data.id;
    };
    const good = await save('metrics-search', baiduToken);
    const wrong = await save('metrics-wrong', { ...baiduToken, accessToken: 'tok-wrong-1c9a' });
    // A new account's first sync runs in the background: its calls are done before counting.
    await app.reportSync.runOnce();
    const accountInfo = (exposition: Exposition, outcome: string) =>
      valueOf(exposition, 'adconsole_provider_calls_total', {
        provider: 'baidu',
        method: 'AccountService/getAccountInfo',
        outcome,
      }) ?? 0;
    const before = await scrape();
    expect((await callEndpoint(app, endpoints.providerAccountTest, admin, { id: good })).statusCode).toBe(
      200,
    );
    expect((await callEndpoint(app, endpoints.providerAccountTest, admin, { id: wrong })).statusCode).toBe(
      400,
    );
    const after = await scrape();
    expect(accountInfo(after, 'ok')).toBe(accountInfo(before, 'ok') + 1);
    expect(accountInfo(after, 'refused')).toBe(accountInfo(before, 'refused') + 1);
    expect(
      after.samples.some(
        (s) => s.name === 'adconsole_provider_calls_total' && s.labels.provider === 'sandbox',
      ),
    ).toBe(false);
    // A sync run: the account Baidu refuses fails it once, as a failure of the report sync.
    const syncFailures = (exposition: Exposition) =>
      valueOf(exposition, 'adconsole_job_failures_total', { kind: 'report-sync' }) ?? 0;
    await app.reportSync.runOnce();
    expect(syncFailures(await scrape())).toBe(syncFailures(after) + 1);
  });

  it('shows a job no process runs in the queue, with how long it has waited', async () => {
    // The runner stops taking jobs: the next export waits.
    await app.jobs.close();
    const id = await createExport(app, demo, 'search', 'account', {
      accountId: await providerAccountId(app, 'adc-shared-01'),
      query: { beginDate: '2026-11-01', endDate: '2026-11-14', timeUnit: 'day' },
    });
    await app.entities.db
      .updateTable('download_records')
      .set({ created_time: testNow - 90_000 })
      .where('id', '=', id)
      .execute();
    const exposition = await scrape();
    expect(valueOf(exposition, 'adconsole_job_queue_depth', { kind: 'export' })).toBe(1);
    expect(valueOf(exposition, 'adconsole_job_oldest_waiting_seconds', { kind: 'export' })).toBe(90);
    expect(valueOf(exposition, 'adconsole_jobs_running', { kind: 'export' })).toBe(0);
    expect(valueOf(exposition, 'adconsole_job_queue_depth', { kind: 'draft-upload' })).toBe(0);
  });
});

describe('who may scrape', () => {
  const metricsCall = (headers: Record<string, string>, remoteAddress?: string, target = app) =>
    target.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('asks a caller on this machine for the token too, once one is set', async () => {
    // A proxy on this machine that adds no forwarding header looks local: docs/operations.md#metrics.
    for (const address of ['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1']) {
      expect((await metricsCall({}, address)).statusCode).toBe(401);
      expect((await metricsCall(bearer('metrics-token-of-this-suite-4b1e'), address)).statusCode).toBe(401);
      expect((await metricsCall(bearer(metricsToken), address)).statusCode).toBe(200);
    }
  });

  it('refuses a caller elsewhere without the token or with a wrong one, with a short reason', async () => {
    for (const headers of [{}, bearer('metrics-token-of-this-suite-4b1e'), { authorization: metricsToken }]) {
      const response = await metricsCall(headers, remote);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        code: 401,
        msg: 'Reading the metrics from elsewhere needs their access token',
      });
    }
    expect((await metricsCall({ 'accept-language': 'zh-CN' }, remote)).json()).toMatchObject({
      msg: '从其他位置读取指标需要指标访问令牌',
    });
  });

  it('lets a caller elsewhere in with the token', async () => {
    const response = await metricsCall(bearer(metricsToken), remote);
    expect(response.statusCode).toBe(200);
    expect(parseExposition(response.body).types.size).toBe(12);
  });

  it('takes a request a proxy on this machine forwards as from elsewhere', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.4' },
      { forwarded: 'for=198.51.100.4' },
      { 'x-real-ip': '198.51.100.4' },
    ];
    for (const headers of forwarded) {
      expect((await metricsCall(headers)).statusCode).toBe(401);
      expect((await metricsCall({ ...headers, ...bearer(metricsToken) })).statusCode).toBe(200);
    }
  });

  it('lets only this machine in when no token is set; each server counts its own', async () => {
    // One embedded fact store at a time in a process: this suite's server closes, another opens its stores.
    await closeServer();
    const other = await startTestApp({
      ...options,
      dataDir: server.dataDir,
      databaseUrl: server.databaseUrl,
      clickhouseUrl: server.clickhouseUrl,
    });
    try {
      expect((await metricsCall(bearer(metricsToken), remote, other.app)).statusCode).toBe(401);
      expect((await metricsCall(bearer(''), remote, other.app)).statusCode).toBe(401);
      expect(
        (await metricsCall({ 'x-forwarded-for': '198.51.100.4' }, undefined, other.app)).statusCode,
      ).toBe(401);
      expect((await metricsCall({}, '127.0.0.1', other.app)).statusCode).toBe(200);
      const own = await scrape(other.app);
      expect(valueOf(own, 'adconsole_job_failures_total', { kind: 'export' })).toBeUndefined();
      expect(
        valueOf(own, 'adconsole_http_requests_total', { method: 'GET', route: '/metrics', status: 401 }),
      ).toBe(3);
    } finally {
      await other.app.close();
    }
  });
});
