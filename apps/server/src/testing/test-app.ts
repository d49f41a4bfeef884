import { randomBytes, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Captcha, envelope } from '@adconsole/api-client/contract';
import { providerYesterday } from '@adconsole/date-range-rules';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { clientPasswordHash } from '../auth/passwords';
import { userRow } from '../seed';
import { buildApp, type AppOptions } from '../app';
import { readSetting } from '../config';
import { downloadsDir } from '../downloads/download-files';
import { api } from '../http/testing/test-calls';
import type { EntityStoreLocation } from '../stores/entity-store';
import { startedStoresPrefix } from './started-stores-setup';
import { freshDataDir } from './temp-dirs';
import { copyFactDatabase, freshFactDatabase, testClickHouseCluster } from './test-facts';

/** The captcha answer test apps use (CAPTCHA_TEST_CODE). */
export const testCaptchaCode = 'T3st';

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL, in its own connection. */
async function onTestDatabaseServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh entity database for one test: a new database on the PostgreSQL server of `serverUrl`
 * (TEST_DATABASE_URL by default) and its URL, or none without a server (SQLite in the data folder). `drop`
 * removes it. Made from `template`, it holds that database's tables and rows; PostgreSQL refuses while the
 * template has a session, which a server that just closed may leave for a moment, so that is tried again.
 * Its name begins with `prefix`.
 */
export async function freshEntityDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  { template, prefix = 't' }: { template?: string; prefix?: string } = {},
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `${prefix}_${randomBytes(8).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onTestDatabaseServer(
        serverUrl,
        `create database ${name}${template ? ` template ${template}` : ''}`,
      );
      break;
    } catch (error) {
      // 55006: the template is in use.
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onTestDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Where a test that opens the entity store itself keeps it: a fresh data folder and database; `remove` ends both. */
export async function freshEntityLocation(): Promise<EntityStoreLocation & { remove(): Promise<void> }> {
  const dataDir = freshDataDir();
  const database = await freshEntityDatabase();
  return {
    dataDir,
    databaseUrl: database.databaseUrl,
    async remove() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Options that leave the stores a new server starts on as they would be without them: a test app given only
 * these (besides its clock and sandbox profile) may start on a copy of stores built before.
 */
const optionsBesideTheStores = new Set<keyof AppOptions>([
  'now',
  'sandboxProfile',
  'consoleDir',
  'logger',
  'captchaTestCode',
  'rateLimits',
  'limits',
  'sandboxUploadSeconds',
  'baiduApiBase',
  'baiduOAuthBase',
  'outboundAllowHosts',
  'factMemoryMb',
  'shutdownTimeoutMs',
  'trustProxy',
  'metricsToken',
  'smtpUrl',
  'mailFrom',
  'mailAllowedDomains',
  'notificationTiming',
  'alertIntervalMinutes',
]);

/** Where a test app's stores are: its data folder, and its databases when the tests run on the engines. */
interface StoresPlace {
  dataDir: string;
  entityDatabase?: { databaseUrl?: string; drop(): Promise<void> };
  factDatabase?: { url: string; drop(): Promise<void> };
}

/**
 * A folder of the facts engine's data parts (`facts/store/…/<table uuid>/all_1_1_0`): the engine writes a
 * part's files once and never changes them, making a new part instead.
 */
const dataPart = /[/\\]facts[/\\]store[/\\].+[/\\]\w+_\d+_\d+_\d+(?:_\d+)?$/;

/**
 * Copies a started stores' folder for a test app: every file copied, but the facts' data parts hard-linked,
 * which the engine never writes to (it links them between parts itself), about a thousand files a copy
 * (docs/testing.md#the-test-run). Symbolic links are made again as they were.
 */
function copyStores(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  const linked = dataPart.test(from);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyStores(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (linked) linkSync(source, target);
    else copyFileSync(source, target);
  }
}

/** The stores as a new server leaves them (seeded and synced), by what made them. */
const startedStores = new Map<string, Promise<StoresPlace>>();

/**
 * A copy of the stores a new server builds for these options (the demo seed and the sandbox's facts up to
 * yesterday), or none when the options may change them or the tests run outside the server's Vitest run (a
 * bench). The first server of a clock and profile builds them in a place kept for the process (the facts'
 * sync is most of a server's start, about 3 s); the next ones start on a copy: the data folder copied, and
 * on the engines a PostgreSQL database made from it as a template and a ClickHouse database copied table by
 * table (docs/testing.md#the-test-run). The key is the clock's reading when it is the test's own, and
 * the provider's day with the real clock: the seed's times are then from earlier that day.
 */
async function copyOfStartedStores(options: Partial<AppOptions>): Promise<StoresPlace | undefined> {
  const keptIn = process.env.TEST_STARTED_STORES_DIR;
  const keys = Object.keys(options) as (keyof AppOptions)[];
  if (!keptIn || keys.some((key) => options[key] !== undefined && !optionsBesideTheStores.has(key))) {
    return undefined;
  }
  const reading = options.now?.() ?? Date.now();
  const profile = options.sandboxProfile ?? readSetting('SANDBOX_PROFILE');
  const key = `${profile} ${options.now ? reading : providerYesterday(reading)}`;
  let built = startedStores.get(key);
  if (!built) {
    built = (async () => {
      // Named for the run, so the run's end drops them (started-stores-setup.ts).
      const prefix = startedStoresPrefix(keptIn);
      const place: StoresPlace = {
        dataDir: mkdtempSync(path.join(keptIn, 'stores-')),
        entityDatabase: await freshEntityDatabase(undefined, { prefix }),
        factDatabase: await freshFactDatabase(undefined, prefix),
      };
      const app = await buildApp({
        dataDir: place.dataDir,
        databaseUrl: place.entityDatabase?.databaseUrl,
        clickhouseUrl: place.factDatabase?.url,
        clickhouseCluster: testClickHouseCluster,
        now: () => reading,
        sandboxProfile: profile,
      });
      await app.reportSync.caughtUp();
      await app.close();
      return place;
    })();
    startedStores.set(key, built);
  }
  const started = await built;
  const dataDir = freshDataDir();
  copyStores(started.dataDir, dataDir);
  return {
    dataDir,
    entityDatabase: started.entityDatabase?.databaseUrl
      ? await freshEntityDatabase(undefined, {
          template: new URL(started.entityDatabase.databaseUrl).pathname.slice(1),
        })
      : undefined,
    factDatabase: started.factDatabase ? await copyFactDatabase(started.factDatabase.url) : undefined,
  };
}

/**
 * The real server on fresh stores (embedded, or the engines of TEST_DATABASE_URL and TEST_CLICKHOUSE_URL),
 * for in-process API tests (`app.inject`). Captchas answer `testCaptchaCode` and the rate limits are out of
 * reach unless a test passes its own. A test that restarts the server builds the next one on the same stores
 * (`restartOn`), and ends with `removeStores`.
 */
export async function startTestApp(options: Partial<AppOptions> = {}) {
  const started = await copyOfStartedStores(options);
  const dataDir = options.dataDir ?? started?.dataDir ?? freshDataDir();
  const database = options.databaseUrl
    ? undefined
    : (started?.entityDatabase ?? (await freshEntityDatabase()));
  const databaseUrl = options.databaseUrl ?? database?.databaseUrl;
  const factDatabase = options.clickhouseUrl
    ? undefined
    : (started?.factDatabase ?? (await freshFactDatabase()));
  const clickhouseUrl = options.clickhouseUrl ?? factDatabase?.url;
  const generous = { max: 10_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    captchaTestCode: testCaptchaCode,
    ...options,
    rateLimits: {
      login: generous,
      captcha: generous,
      writesPerUser: generous,
      writesPerAddress: generous,
      ...options.rateLimits,
    },
    dataDir,
    databaseUrl,
    clickhouseUrl,
    clickhouseCluster: options.clickhouseCluster ?? testClickHouseCluster,
  });
  // The tests read the demo's days: they start once the sync begun with the server has brought them in
  // (docs/architecture.md#report-sync).
  await app.reportSync.caughtUp();
  const removeStores = async () => {
    await database?.drop();
    await factDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    dataDir,
    databaseUrl,
    clickhouseUrl,
    removeStores,
    async stop() {
      await app.close();
      await removeStores();
    },
  };
}

/**
 * The server built again on the stores of an earlier test server (a restart), with the test captcha. It
 * answers as soon as it is built: the sync begun with it may still run (`app.reportSync.caughtUp()`).
 */
export function restartOn(
  stores: { dataDir: string; databaseUrl?: string; clickhouseUrl?: string },
  options: Partial<AppOptions> = {},
) {
  const { dataDir, databaseUrl, clickhouseUrl } = stores;
  return buildApp({
    captchaTestCode: testCaptchaCode,
    clickhouseCluster: testClickHouseCluster,
    ...options,
    dataDir,
    databaseUrl,
    clickhouseUrl,
  });
}

/** A new captcha's uuid. */
export async function captchaUuid(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: api('/system/admin/getPictureValidationCode') });
  return envelope(Captcha).parse(response.json()).data!.uuid;
}

/** The login call's body for a user and plain password, with a fresh captcha answered right. */
export async function loginBody(app: FastifyInstance, userName: string, password: string) {
  return {
    userName,
    pwd: clientPasswordHash(password),
    validationCode: testCaptchaCode,
    uuid: await captchaUuid(app),
  };
}

/** Logs a demo user in and answers the session token. */
export async function loginToken(app: FastifyInstance, userName: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: api('/user/login'),
    payload: await loginBody(app, userName, password),
  });
  const token = response.json<{ data?: { token?: string } }>().data?.token;
  if (!token) throw new Error(`login of ${userName} failed: ${response.body}`);
  return token;
}

/** A user added to the store of a test app (beside the demo users), with the given provider accounts. */
export async function addUser(
  app: FastifyInstance,
  user: { userName: string; password: string; role: string; accountIds?: number[] },
): Promise<number> {
  const { id } = await app.entities.db
    .insertInto('users')
    .values(await userRow(user, app.now()))
    .returning('id')
    .executeTakeFirstOrThrow();
  // An empty role leaves the user without one: they get the default role.
  if (user.role)
    await app.entities.db.insertInto('user_roles').values({ user_id: id, role: user.role }).execute();
  if (user.accountIds?.length) {
    await app.entities.db
      .insertInto('user_accounts')
      .values(user.accountIds.map((accountId) => ({ user_id: id, account_id: accountId })))
      .execute();
  }
  return id;
}

/** The id of a provider account by its account number. */
export async function providerAccountId(app: FastifyInstance, accountNo: string): Promise<number> {
  const { id } = await app.entities.db
    .selectFrom('provider_accounts')
    .select('id')
    .where('account_no', '=', accountNo)
    .executeTakeFirstOrThrow();
  return id;
}

/** The id of a user, by name. */
export async function userIdOf(app: FastifyInstance, userName: string): Promise<number> {
  const { id } = await app.entities.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return id;
}

/** Where a download record's file is written. */
export async function downloadFileOf(app: FastifyInstance, recordId: number): Promise<string> {
  const { file_path } = await app.entities.db
    .selectFrom('download_records')
    .select('file_path')
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();
  return path.join(downloadsDir(app.filesDir), file_path!);
}

/** A ready download record of a user, with its file written where export jobs write theirs. */
export async function addReadyDownload(
  app: FastifyInstance,
  record: { userName: string; fileName: string; content: string | Buffer; status?: 'ready' | 'processing' },
): Promise<number> {
  const { id: userId } = await app.entities.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', record.userName)
    .executeTakeFirstOrThrow();
  const relative = `${userId}/${randomUUID()}${path.extname(record.fileName)}`;
  const file = path.join(downloadsDir(app.filesDir), relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, record.content);
  const { id } = await app.entities.db
    .insertInto('download_records')
    .values({
      user_id: userId,
      account_id: null,
      name: record.fileName,
      file_name: record.fileName,
      file_path: relative,
      status: record.status ?? 'ready',
      size_bytes: Buffer.byteLength(record.content),
      begin_date: null,
      end_date: null,
      error: null,
      created_time: app.now(),
      updated_time: app.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
