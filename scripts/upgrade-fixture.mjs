// Makes the upgrade fixture of a release (docs/operations.md#upgrades): a data folder that release wrote, which
// the server's test `src/stores/upgrade.test.ts` opens with the current code.
//   node scripts/upgrade-fixture.mjs --from <commit>
// checks the release out in a temporary git worktree, installs what its server needs (its own locked runtime
// packages and the tsx its `dev` script runs the sources with), starts it on a fresh data folder with the
// `test` sandbox profile, makes data through its HTTP API as a user would, stops it, compacts the facts with
// the release's own chdb, and writes apps/server/test-fixtures/upgrade/<commit>.tar.br with <commit>.json, the
// manifest of what it made. The worktree and the folders are removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import { freePort } from './engines.mjs';
import { factsCaughtUp } from './server-ready.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixturesDir = path.join(root, 'apps/server/test-fixtures/upgrade');
const captchaCode = 'T3st';
const apiBase = '/base-api/marketing/api/v1';
/** The demo user the fixture is made as; the password is changed, so logging in proves the users were kept. */
const user = { name: 'demo', seededPassword: 'demo123', password: 'Upgrade2026' };
/**
 * Days of facts the fixture keeps, counted back from the release's yesterday (whole weeks are kept, and the
 * whole month of yesterday, whose monthly reports it records).
 */
const keptDays = 14;
/** Days whose report rows the manifest records, ending on the release's yesterday. */
const recordedDays = 7;

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const passwordHash = (password) => sha256(Buffer.from(password, 'utf8'));

function commitArgument() {
  const at = process.argv.indexOf('--from');
  const commit = at > 0 ? process.argv[at + 1] : undefined;
  if (!commit) throw new Error('usage: node scripts/upgrade-fixture.mjs --from <commit>');
  return execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/**
 * The release's server needs its own packages: `npm ci` of its lockfile for the server workspace alone, so
 * node_modules/@adconsole/* link to the release's packages, not the current ones. tsx, a development tool
 * of the release's root, is installed beside it at the version the release locked.
 */
function installRelease(releaseDir, toolsDir) {
  run('npm', ['ci', '--omit=dev', '--workspace', '@adconsole/server', '--no-audit', '--no-fund'], releaseDir);
  const lock = JSON.parse(readFileSync(path.join(releaseDir, 'package-lock.json'), 'utf8'));
  const tsx = lock.packages['node_modules/tsx'].version;
  mkdirSync(toolsDir);
  run('npm', ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', `tsx@${tsx}`], toolsDir);
}

/** The release's server from its sources, on `dataDir` with embedded stores only; answers once it listens. */
async function startRelease(releaseDir, toolsDir, dataDir) {
  const port = await freePort();
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'CLICKHOUSE_URL', 'FILES_DIR', 'SECRET_KEY']) delete env[name];
  const loader = pathToFileURL(path.join(toolsDir, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(
    process.execPath,
    ['--import', loader, '--conditions=@adconsole/source', 'src/main.ts'],
    {
      cwd: path.join(releaseDir, 'apps/server'),
      env: {
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SANDBOX_PROFILE: 'test',
        CAPTCHA_TEST_CODE: captchaCode,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the release's server stopped (${child.exitCode})`);
    if (await factsCaughtUp(origin)) break;
    await sleep(250);
  }
  return {
    origin,
    /** SIGTERM, as an operator stops it: the server closes both stores before it exits. */
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the release's server exited with ${code}`);
    },
  };
}

/** The API of a running server, as the console calls it. */
function apiOf(origin) {
  const send = (apiPath, init, token) =>
    fetch(`${origin}${apiBase}${apiPath}`, {
      ...init,
      headers: { 'accept-language': 'en', ...(token ? { token } : {}), ...init.headers },
    });
  const answer = async (response, apiPath) => {
    const body = await response.json();
    if (body.code !== 200) throw new Error(`${apiPath}: ${JSON.stringify(body)}`);
    return body;
  };
  const api = {
    async post(apiPath, body, token) {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
      return (await answer(await send(apiPath, init, token), apiPath)).data;
    },
    async get(apiPath, token) {
      return (await answer(await send(apiPath, {}, token), apiPath)).data;
    },
    async upload(apiPath, fields, file, token) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
      return (await answer(await send(apiPath, { method: 'POST', body: form }, token), apiPath)).data;
    },
    /** A file's bytes: a download (POST) or a picture (GET of its signed URL). */
    async bytes(url, init = {}, token) {
      const response = await fetch(url.startsWith('/') ? `${origin}${url}` : url, {
        ...init,
        headers: { ...(token ? { token } : {}), ...init.headers },
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async logIn(userName, password) {
      const { uuid } = await api.get('/system/admin/getPictureValidationCode');
      const body = { userName, pwd: passwordHash(password), validationCode: captchaCode, uuid };
      return (await api.post('/user/login', body)).token;
    },
  };
  return api;
}

/** A day `offset` days from `day` (YYYY-MM-DD). */
function dayFrom(day, offset) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * The first page of every report of the account (each list the release's API document names) by day, by
 * the last whole week, by month and over the recorded days: its row count, summary and the SHA-256 of its
 * rows as the release answered them, which the upgraded store must answer alike (texts such as column titles
 * are left out: a later release may word them anew).
 */
async function recordedReports(api, token, accountId, yesterday) {
  const weekday = new Date(`${yesterday}T00:00:00Z`).getUTCDay();
  const sunday = dayFrom(yesterday, -weekday);
  const ranges = {
    day: { beginDate: dayFrom(yesterday, 1 - recordedDays), endDate: yesterday },
    week: { beginDate: dayFrom(sunday, -6), endDate: sunday },
    // The whole month of yesterday, which the compacted facts keep.
    month: {
      beginDate: firstOfMonth(yesterday),
      endDate: dayFrom(firstOfMonth(dayFrom(firstOfMonth(yesterday), 31)), -1),
    },
    summary: { beginDate: dayFrom(yesterday, 1 - recordedDays), endDate: yesterday },
  };
  // The report lists the release's own API document names: `/seachReport/<section>/list`, `/infoReport/…`.
  const document = JSON.parse((await api.bytes('/base-api/openapi.json')).toString('utf8'));
  const lists = Object.keys(document.paths).flatMap((route) => {
    const match = /\/(seachReport|infoReport)\/(\w+)\/list$/.exec(route);
    return match ? [{ api: match[1], section: match[2] }] : [];
  });
  const recorded = [];
  for (const { api: reportApi, section } of lists) {
    for (const [timeUnit, range] of Object.entries(ranges)) {
      const query = { ...range, timeUnit };
      const { list, summary } = await api.post(`/${reportApi}/${section}/list`, { accountId, query }, token);
      recorded.push({
        channel: reportApi === 'seachReport' ? 'search' : 'feed',
        section,
        query,
        rows: list.length,
        listSha256: sha256(Buffer.from(JSON.stringify(list))),
        summary,
      });
    }
  }
  return recorded;
}

const firstOfMonth = (day) => `${day.slice(0, 8)}01`;

/** The first day of facts the fixture keeps: `keptDays` back, or the first of the month if that is earlier. */
function keptFrom(yesterday) {
  const first = dayFrom(yesterday, 1 - keptDays);
  const month = firstOfMonth(yesterday);
  return month < first ? month : first;
}

/** The provider's yesterday: its calendar is UTC+8 (docs/decisions.md#fixed-offset-provider-calendar). */
const providerYesterday = (now) => dayFrom(new Date(now + 8 * 3600_000).toISOString().slice(0, 10), -1);

/** A package as the release's server imports it: its own locked version, not the current one. */
function releaseModule(releaseDir, name) {
  return createRequire(path.join(releaseDir, 'apps/server/package.json'))(name);
}

/** A picture made with the release's sharp: the server decodes and writes it again anyway. */
async function pictureBytes(releaseDir) {
  const sharp = releaseModule(releaseDir, 'sharp');
  const background = { r: 30, g: 140, b: 90 };
  return sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Everything the fixture holds besides the seed, made through the API; answers the manifest. */
async function makeData(api, releaseDir) {
  const first = await api.logIn(user.name, user.seededPassword);
  const newPassword = { newPassword: user.password, confirmPassword: user.password };
  await api.post(
    '/user/changePassword',
    { oldPwd: passwordHash(user.seededPassword), ...newPassword },
    first,
  );
  const token = await api.logIn(user.name, user.password);
  const accountId = (await api.get('/user/getUserInfo', token)).accounts[0].accountId;

  const draft = { name: 'Upgrade draft' };
  draft.id = (await api.post('/adDraft/save', { name: draft.name, accountId }, token)).id;
  const campaign = { campaignName: 'Upgrade campaign', marketingTarget: 1, device: 3, budgetType: 2 };
  const campaignBody = { ...campaign, budget: 200, regionType: 1, regions: ['北京'], scheduleType: 1 };
  campaign.id = (await api.post('/adDraft/campaign/save', { draftId: draft.id, ...campaignBody }, token)).id;
  const unit = {
    adgroupName: 'Upgrade unit',
    pcFinalUrl: 'https://example.com/upgrade',
    mobileFinalUrl: 'https://m.example.com/upgrade',
  };
  unit.id = (
    await api.post('/adDraft/unit/save', { draftId: draft.id, campaignId: campaign.id, ...unit }, token)
  ).id;
  const keyword = { keyword: '升级测试', matchType: 'phrase' };
  keyword.id = (
    await api.post('/adDraft/keyword/save', { draftId: draft.id, unitId: unit.id, ...keyword }, token)
  ).id;
  const creative = { title: '升级之后数据仍在', description1: '每个版本的数据文件夹都由下一个版本打开' };
  const creativeBody = { draftId: draft.id, unitId: unit.id, ...creative, description2: '' };
  creative.id = (await api.post('/adDraft/creative/save', creativeBody, token)).id;

  const fields = { theme: 'Upgrade picture', ratio: '1:1' };
  const file = { bytes: await pictureBytes(releaseDir), name: 'upgrade.png', type: 'image/png' };
  const uploaded = await api.upload('/material/image/uploadImage', fields, file, token);
  const picture = { id: uploaded.id, theme: fields.theme, sha256: sha256(await api.bytes(uploaded.url)) };

  const yesterday = providerYesterday(Date.now());
  const days = { beginDate: dayFrom(yesterday, 1 - recordedDays), endDate: yesterday };
  const query = { ...days, timeUnit: 'day' };
  const exported = await api.post('/seachReport/keyword/createExport', { accountId, query }, token);
  let record;
  for (;;) {
    const records = await api.post('/downloadExcelRecord/list', { page: { number: 1, size: 10 } }, token);
    record = records.find((r) => r.id === exported.id);
    if (record.status === 'ready') break;
    if (record.status === 'failed') throw new Error(`the export failed: ${JSON.stringify(record)}`);
    await sleep(250);
  }
  const downloadInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: record.id }),
  };
  const downloaded = await api.bytes(`${apiBase}/downloadExcelRecord/download`, downloadInit, token);
  const download = {
    id: record.id,
    name: record.name,
    sizeBytes: downloaded.length,
    sha256: sha256(downloaded),
  };

  const report = { channel: 'search', section: 'keyword' };
  const state = {
    version: 1,
    columns: { order: ['cost', 'keyword'], hidden: ['cpm'], widths: { cost: 150 } },
    sort: { sortCol: 'cost', sortOrder: 'desc' },
    size: 50,
    range: { preset: 'last7Days' },
  };
  const savedView = await api.post(
    '/advertisementReport/view/save',
    { accountId, report, granularity: 'day', name: 'Upgrade view', state },
    token,
  );
  const view = { id: savedView.id, name: savedView.name, report, state };
  const customFields = { ...report, fieldIds: [1, 3, 5, 7, 33, 30, 31], widths: { keyword: 240 } };
  await api.post('/advertisementReport/customField/save', customFields, token);

  const accountReport = await api.post('/seachReport/account/list', { accountId, query }, token);
  const metrics = ['impression', 'click', 'cost', 'conversion'];
  const rows = accountReport.list.map((row) =>
    Object.fromEntries(['reportDates', ...metrics].map((key) => [key, row[key]])),
  );
  const reports = await recordedReports(api, token, accountId, yesterday);
  return {
    madeAt: Date.now(),
    sandboxProfile: 'test',
    user: { name: user.name, password: user.password },
    sessionToken: token,
    accountId,
    draft: { ...draft, campaign, unit, keyword, creative },
    picture,
    download,
    view,
    customFields,
    accountReport: { channel: 'search', section: 'account', query, rows },
    reports,
    factsFrom: keptFrom(yesterday),
  };
}

/**
 * Leaves the facts small with the release's own chdb, the server stopped: the rows before `from` (moved back
 * to a Monday, so the weekly roll-up keeps whole weeks) are deleted from every table dated by day, each table
 * merged into one part, and the parts merged away removed (the engine would only remove them minutes later).
 */
async function compactFacts(releaseDir, factsDir, from) {
  const { Session, drainPending } = releaseModule(releaseDir, 'chdb');
  const session = new Session(factsDir, {
    connectionArgs: ['--async_load_databases=0', '--async_load_system_database=0'],
  });
  const rows = async (statement) =>
    JSON.parse((await session.queryAsync(statement, { format: 'JSONCompact' })).bytes().toString()).data;
  const here = 'database = currentDatabase()';
  const tables = await rows(`SELECT name FROM system.tables WHERE ${here} AND engine LIKE '%MergeTree'`);
  const byDay = await rows(
    `SELECT table FROM system.columns WHERE ${here} AND name = 'date' AND type = 'Date'`,
  );
  const dated = new Set(byDay.map(([table]) => table));
  for (const [table] of tables) {
    if (dated.has(table)) {
      const before = `date < toMonday(toDate('${from}'))`;
      await session.queryAsync(`ALTER TABLE ${table} DELETE WHERE ${before} SETTINGS mutations_sync = 2`);
    }
    await session.queryAsync(`OPTIMIZE TABLE ${table} FINAL`);
  }
  const mergedAway = await rows(`SELECT path FROM system.parts WHERE ${here} AND NOT active`);
  session.close();
  await drainPending();
  for (const [part] of mergedAway) rmSync(part, { recursive: true, force: true });
}

/** The data folder as a brotli-compressed tar (brotli is in Node's zlib, so the test unpacks it with tar alone). */
function pack(dataDir, file) {
  // The SQLite shared-memory index is rebuilt from the write-ahead log when the store opens.
  const tar = execFileSync('tar', ['-c', '--exclude=./entities.db-shm', '-C', dataDir, '.'], {
    maxBuffer: 1 << 30,
  });
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 };
  writeFileSync(file, brotliCompressSync(tar, { params }));
}

const commit = commitArgument();
const work = mkdtempSync(path.join(tmpdir(), 'adconsole-upgrade-'));
const releaseDir = path.join(work, 'release');
const dataDir = path.join(work, 'data');
run('git', ['worktree', 'add', '--quiet', '--detach', releaseDir, commit], root);
try {
  installRelease(releaseDir, path.join(work, 'tools'));
  mkdirSync(dataDir);
  const server = await startRelease(releaseDir, path.join(work, 'tools'), dataDir);
  let made;
  try {
    made = await makeData(apiOf(server.origin), releaseDir);
  } finally {
    await server.stop();
  }
  await compactFacts(releaseDir, path.join(dataDir, 'facts'), made.factsFrom);
  const name = commit.slice(0, 7);
  mkdirSync(fixturesDir, { recursive: true });
  const fixture = path.join(fixturesDir, `${name}.tar.br`);
  pack(dataDir, fixture);
  const manifest = { release: commit, fixture: path.basename(fixture), ...made };
  writeFileSync(path.join(fixturesDir, `${name}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
  const kilobytes = Math.round(readFileSync(fixture).length / 1024);
  console.log(`${path.relative(root, fixture)}: ${kilobytes} KB, made by ${commit}`);
} finally {
  run('git', ['worktree', 'remove', '--force', releaseDir], root);
  rmSync(work, { recursive: true, force: true });
}
