import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { endpoints, envelope, Picture, ReportView, sectionsByChannel } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { draftDetail } from '../drafts/testing/draft-calls';
import { downloadFile, downloadRecords } from '../exports/testing/export-calls';
import { sandboxProfiles } from '../provider/sandbox/profiles';
import { fetchReport } from '../reports/testing/report-calls';
import { freshDataDir } from '../testing/temp-dirs';
import { loginBody, loginToken, testCaptchaCode } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';
import { entityMigrations } from './entity-migrations';
import { factMigrations } from './fact-migrations';
import { openChdbFactStore, type FactStore } from './fact-store';
import { entityTables } from '../entity-tables';

// Upgrades keep data (docs/operations.md#upgrades): each fixture is a data folder a release wrote through its
// API (scripts/upgrade-fixture.mjs); the current code opens it, runs every later migration and answers what
// the release held, as the release answered it.

const fixturesDir = path.resolve(import.meta.dirname, '../../test-fixtures/upgrade');

/** What scripts/upgrade-fixture.mjs made, as its manifest names it. */
const Manifest = z.object({
  release: z.string(),
  fixture: z.string(),
  madeAt: z.number(),
  sandboxProfile: z.enum(Object.keys(sandboxProfiles) as [keyof typeof sandboxProfiles]),
  user: z.object({ name: z.string(), password: z.string() }),
  sessionToken: z.string(),
  accountId: z.number(),
  draft: z.object({
    id: z.number(),
    name: z.string(),
    campaign: z.looseObject({ id: z.number(), campaignName: z.string() }),
    unit: z.looseObject({ id: z.number(), adgroupName: z.string() }),
    keyword: z.looseObject({ id: z.number(), keyword: z.string() }),
    creative: z.looseObject({ id: z.number(), title: z.string() }),
  }),
  picture: z.object({ id: z.number(), theme: z.string(), sha256: z.string() }),
  download: z.object({ id: z.number(), name: z.string(), sizeBytes: z.number(), sha256: z.string() }),
  view: z.object({
    id: z.number(),
    name: z.string(),
    report: z.object({ channel: z.string(), section: z.string() }),
    state: z.record(z.string(), z.unknown()),
  }),
  customFields: z.object({
    channel: z.string(),
    section: z.string(),
    fieldIds: z.array(z.number()),
    widths: z.record(z.string(), z.number()),
  }),
  accountReport: z.object({
    channel: z.literal('search'),
    section: z.literal('account'),
    query: z.object({ beginDate: z.string(), endDate: z.string(), timeUnit: z.string() }),
    rows: z.array(z.record(z.string(), z.unknown())).min(1),
  }),
  /**
   * The first page of every report by day, week, month and over the recorded days, as the release answered
   * it: its row count, summary and the SHA-256 of its rows' JSON (fixtures since 3d837e2).
   */
  reports: z.optional(
    z.array(
      z.object({
        channel: z.enum(['search', 'feed']),
        section: z.enum([...sectionsByChannel.search, ...sectionsByChannel.feed]),
        query: z.object({ beginDate: z.string(), endDate: z.string(), timeUnit: z.string() }),
        rows: z.number(),
        listSha256: z.string(),
        summary: z.unknown(),
      }),
    ),
  ),
});

const manifests = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => Manifest.parse(JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8'))));

/** Every fact table of a new embedded store, as the engine shows its statement. */
const newStoreTables = '__snapshots__/new-fact-store.sql';

/**
 * The statements of a fact store's tables, by name, without its database's name; not the sandbox's own tables
 * (provider/sandbox), which it makes as it generates.
 */
async function factTablesText(facts: FactStore) {
  const tables = await facts.query<{ name: string; database: string }>(
    "SELECT name, database FROM system.tables WHERE database = currentDatabase() AND NOT startsWith(name, 'sandbox_') ORDER BY name",
  );
  const statements = [];
  for (const { name, database } of tables) {
    const [{ statement }] = await facts.query<{ statement: string }>(`SHOW CREATE TABLE ${name}`);
    statements.push(`${statement.replaceAll(`${database}.`, '')};\n`);
  }
  return statements.join('\n');
}

it('makes a new store of the tables every store migrates to', async () => {
  const dataDir = freshDataDir();
  const facts = await openChdbFactStore(dataDir);
  try {
    await expect(await factTablesText(facts)).toMatchFileSnapshot(newStoreTables);
  } finally {
    await facts.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const oneDay = 24 * 60 * 60 * 1000;

it('has the fixture of a release', () => {
  expect(manifests.length).toBeGreaterThan(0);
});

describe.each(manifests)('the data folder release $release wrote', (made) => {
  // The clock starts a minute after the fixture was made: its session is still live and its export not yet
  // due for removal, as after an upgrade that took a minute.
  let clock = made.madeAt + 60_000;
  const dataDir = freshDataDir();
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const packed = readFileSync(path.join(fixturesDir, made.fixture));
    execFileSync('tar', ['-x', '-C', dataDir], { input: brotliDecompressSync(packed) });
    // The embedded stores of the folder, whatever engines the tests run on.
    app = await buildApp({
      dataDir,
      now: () => clock,
      sandboxProfile: made.sandboxProfile,
      captchaTestCode: testCaptchaCode,
    });
    await app.reportSync.caughtUp();
    token = await loginToken(app, made.user.name, made.user.password);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (apiPath: string, payload: object) => {
    const response = await call(app, 'POST', apiPath, { token, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: unknown }>().data;
  };

  it('runs every migration forward on the stores it found', async () => {
    expect(app.entities.created).toBe(false);
    const entityNames = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(app.entities.db);
    expect(entityNames.rows.map((r) => r.name)).toEqual(Object.keys(entityMigrations(entityTables)).sort());
    const factNames = await app.facts.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(factNames.map((r) => r.name)).toEqual(Object.keys(factMigrations).sort());
    // The migrations end where a new store starts (`factSchema`): the same tables, column for column.
    await expect(await factTablesText(app.facts)).toMatchFileSnapshot(newStoreTables);
  });

  it("keeps the user's password: the release's new one logs in, the seeded one does not", async () => {
    const logIn = async (password: string) =>
      (
        await call(app, 'POST', '/user/login', { payload: await loginBody(app, made.user.name, password) })
      ).json<{ code: number }>().code;
    expect(await logIn(made.user.password)).toBe(200);
    expect(await logIn('demo123')).toBe(910002);
  });

  it('keeps the draft with its campaign, unit, keyword and creative', async () => {
    const { draft } = made;
    expect(await draftDetail(app, token, draft.id)).toMatchObject({
      id: draft.id,
      name: draft.name,
      accountId: made.accountId,
      campaigns: [draft.campaign],
      units: [{ ...draft.unit, campaignId: draft.campaign.id }],
      keywords: [{ ...draft.keyword, unitId: draft.unit.id }],
      creatives: [{ ...draft.creative, unitId: draft.unit.id }],
    });
  });

  it("keeps the picture and serves the file's bytes", async () => {
    const response = await callEndpoint(app, endpoints.baiduImageList, token, { accountId: made.accountId });
    const pictures = envelope(z.array(Picture)).parse(response.json()).data!;
    const picture = pictures.find((p) => p.id === made.picture.id);
    expect(picture).toMatchObject({ theme: made.picture.theme });
    const served = await app.inject({ method: 'GET', url: picture!.url });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(made.picture.sha256);
  });

  it('keeps the download record and its file', async () => {
    const { records } = await downloadRecords(app, token);
    expect(records.find((r) => r.id === made.download.id)).toMatchObject({
      name: made.download.name,
      status: 'ready',
      sizeBytes: made.download.sizeBytes,
    });
    const file = await downloadFile(app, token, made.download.id);
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(made.download.sha256);
  });

  it('keeps the report view and the custom report fields', async () => {
    const { view, customFields } = made;
    const views = z
      .array(ReportView)
      .parse(
        await post('/advertisementReport/view/list', { accountId: made.accountId, report: view.report }),
      );
    expect(views.find((v) => v.id === view.id)).toMatchObject({ name: view.name, state: view.state });
    const report = { channel: customFields.channel, section: customFields.section };
    expect(await post('/advertisementReport/customField/get', report)).toMatchObject({
      fieldIds: customFields.fieldIds,
      widths: customFields.widths,
    });
  });

  it("answers the report rows of the fixture's days as the release did", async () => {
    const { channel, section, query, rows } = made.accountReport;
    const answer = await fetchReport(app, token, channel, section, { accountId: made.accountId, query });
    const keys = Object.keys(rows[0]!);
    const answered = answer.data.list.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));
    expect(answered).toEqual(rows);
  });

  it.runIf(made.reports)('answers every report of the account as the release did', async () => {
    const answered = [];
    for (const { channel, section, query } of made.reports!) {
      const { data } = await fetchReport(app, token, channel, section, { accountId: made.accountId, query });
      const rows = data.list.length;
      answered.push({
        channel,
        section,
        query,
        rows,
        listSha256: sha256(Buffer.from(JSON.stringify(data.list))),
        summary: data.summary,
      });
    }
    expect(answered).toEqual(made.reports);
  });

  it('honours the session the release started until its day is over, then answers 401 in words', async () => {
    const before = await call(app, 'GET', '/user/getUserInfo', { token: made.sessionToken });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ data: { userName: made.user.name } });
    clock = made.madeAt + oneDay + 60_000;
    const after = await call(app, 'GET', '/user/getUserInfo', {
      token: made.sessionToken,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '登录已过期，请重新登录' });
  });
});
