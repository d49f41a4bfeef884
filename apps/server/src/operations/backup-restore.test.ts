/**
 * Backup and restore of the embedded stores (docs/operations.md#backup-and-restore), for real: a server
 * process serves a data folder, data is made through its API, `npm run backup` copies it while it serves,
 * `npm run restore` puts the copy into an empty folder, and a second server process on that folder answers
 * the same data. On the embedded stores only (not tagged `store`): the commands refuse PostgreSQL and a
 * ClickHouse server, whose own tools back them up.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiBasePath,
  endpoints,
  reportExportEndpoint,
  reportListEndpoint,
  responseCode,
} from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { minimal } from '../drafts/testing/draft-calls';
import { pngPicture } from '../pictures/testing/picture-fixtures';
import { openChdbFactStore } from '../stores/fact-store';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { backupPath, operationsFile } from './operations-routes';

const repositoryDir = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
const emptyFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'adconsole-restore-'));
  folders.push(folder);
  return folder;
};

/** Runs `npm run <script>` from the repository's folder with DATA_DIR; answers its exit code and output. */
function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repositoryDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (piece: Buffer) => (stdout += piece.toString()));
  child.stderr.on('data', (piece: Buffer) => (stderr += piece.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

let source: ServerProcess;
let restored: ServerProcess;
let sourceDir: string;
let restoredDir: string;
let restoredKeywordRows = 0;
let backupFile: string;
let admin: string;
let accountId: number;
const made = { draftId: 0, downloadId: 0, pictureUrl: '' };
const endDate = providerYesterday(Date.now());
const reportQuery = () => ({ accountId, beginDate: addCalendarDays(endDate, -29), endDate, timeUnit: 'day' });

async function token(server: ServerProcess, userName: string, password: string) {
  const answer = await server.logIn(userName, password);
  if (answer.code !== responseCode.ok) throw new Error(`${userName} cannot log in: ${answer.msg}`);
  return answer.data!.token;
}

/** A picture uploaded to the library as a browser sends it; its signed URL. */
async function uploadPicture(server: ServerProcess, userToken: string) {
  const form = new FormData();
  form.append('theme', 'Backup');
  form.append('ratio', '1:1');
  form.append('file', new Blob([pngPicture(400, 400)], { type: 'image/png' }), 'square.png');
  const response = await fetch(server.url(endpoints.materialUploadImage.path), {
    method: 'POST',
    headers: { token: userToken },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data?: { url: string } };
  if (answer.code !== responseCode.ok) throw new Error(`upload: ${JSON.stringify(answer)}`);
  return answer.data!.url;
}

/** An export of the keyword report, once its file is ready; its record id. */
async function readyExport(server: ServerProcess, userToken: string) {
  const { data } = await server.post<{ id: number }>(
    reportExportEndpoint('search', 'keyword').path,
    { accountId, query: reportQuery() },
    userToken,
  );
  for (;;) {
    const records = await server.post<{ id: number; status: string }[]>(
      endpoints.downloadList.path,
      { page: { number: 1, size: 20 } },
      userToken,
    );
    const status = records.data!.find((record) => record.id === data!.id)?.status;
    if (status === 'ready') return data!.id;
    if (status !== 'pending' && status !== 'processing') throw new Error(`the export ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function downloadedBytes(server: ServerProcess, userToken: string, id: number) {
  const response = await fetch(server.url(endpoints.download.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: userToken },
    body: JSON.stringify({ id }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  sourceDir = emptyFolder();
  source = await startServerProcess({ DATA_DIR: sourceDir });
  admin = await token(source, 'admin', 'admin123');
  const info = await source.get<{ accounts: { accountId: number }[] }>(endpoints.getUserInfo.path, admin);
  accountId = info.data!.accounts[0]!.accountId;
  await source.post(
    endpoints.userSave.path,
    { userName: 'kept-user', pwd: clientPasswordHash('kept123'), roles: ['edit'], accountIds: [accountId] },
    admin,
  );
  const saved = async (endpoint: { path: string }, body: object) =>
    (await source.post<{ id: number }>(endpoint.path, body, admin)).data!.id;
  made.draftId = await saved(endpoints.draftSave, { name: 'Kept draft', accountId });
  const campaignId = await saved(endpoints.draftCampaignSave, { draftId: made.draftId, ...minimal.campaign });
  const unitId = await saved(endpoints.draftUnitSave, { draftId: made.draftId, campaignId, ...minimal.unit });
  await saved(endpoints.draftKeywordSave, { draftId: made.draftId, unitId, ...minimal.keyword });
  await saved(endpoints.draftCreativeSave, { draftId: made.draftId, unitId, ...minimal.creative });
  made.pictureUrl = await uploadPicture(source, admin);
  made.downloadId = await readyExport(source, admin);
  await source.post(
    endpoints.saveReportView.path,
    {
      accountId,
      report: { channel: 'search', section: 'keyword' },
      granularity: 'day',
      name: 'Kept view',
      state: { version: 1, columns: { order: ['cost', 'keyword'], hidden: [] }, size: 50 },
    },
    admin,
  );

  // Taken while the server serves: chdb lets no other process open the facts, so the server makes it.
  expect(existsSync(operationsFile(sourceDir))).toBe(true);
  backupFile = path.join(emptyFolder(), 'adconsole.backup.tar.gz');
  const backup = await npmRun('backup', ['--out', backupFile], sourceDir);
  expect(backup, backup.stderr).toMatchObject({
    code: 0,
    stdout: `Backed up ${sourceDir} to ${backupFile}.\n`,
  });

  restoredDir = emptyFolder();
  const restore = await npmRun('restore', [backupFile], restoredDir);
  expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: '' });
  // No server has run on the folder yet: the facts in it are the restore's, not a sync's.
  const facts = await openChdbFactStore(restoredDir, { readers: 1 });
  try {
    restoredKeywordRows = (
      await facts.query<{ n: number }>('SELECT count() AS n FROM search_keyword_daily')
    )[0]!.n;
  } finally {
    await facts.close();
  }
  restored = await startServerProcess({ DATA_DIR: restoredDir });
}, 240_000);

afterAll(async () => {
  await source?.stop('SIGTERM');
  await restored?.stop('SIGTERM');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The same call's answer on the server backed up and on the one restored from it. */
async function onBoth<T>(endpointPath: string, body: object, userToken = admin) {
  const before = await source.post<T>(endpointPath, body, userToken);
  const after = await restored.post<T>(endpointPath, body, await token(restored, 'admin', 'admin123'));
  return { before: before.data, after: after.data };
}

describe('a backup restored into an empty folder', () => {
  it('keeps the users: the one made logs in with its password, and the list is the same', async () => {
    const userToken = await token(restored, 'kept-user', 'kept123');
    const info = await restored.get<{ userName: string }>(endpoints.getUserInfo.path, userToken);
    expect(info.data!.userName).toBe('kept-user');
    const { before, after } = await onBoth<{ userName: string }[]>(endpoints.userList.path, {
      page: { number: 1, size: 50 },
    });
    expect(before!.map((user) => user.userName)).toContain('kept-user');
    expect(after).toEqual(before);
  });

  it('keeps the draft with its campaign, unit, keyword and creative', async () => {
    const { before, after } = await onBoth<{
      name: string;
      campaigns: unknown[];
      units: unknown[];
      keywords: { keyword: string }[];
      creatives: { title: string }[];
    }>(endpoints.draftDetail.path, { id: made.draftId });
    expect(before).toMatchObject({ name: 'Kept draft', campaigns: [{}], units: [{}] });
    expect(before!.keywords.map((keyword) => keyword.keyword)).toEqual([minimal.keyword.keyword]);
    expect(before!.creatives.map((creative) => creative.title)).toEqual([minimal.creative.title]);
    expect(after).toEqual(before);
  });

  it('keeps the download record and its file, byte for byte', async () => {
    const { before, after } = await onBoth<{ id: number; status: string }[]>(endpoints.downloadList.path, {
      page: { number: 1, size: 20 },
    });
    expect(before!.find((record) => record.id === made.downloadId)?.status).toBe('ready');
    expect(after).toEqual(before);
    const file = await downloadedBytes(source, admin, made.downloadId);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const restoredToken = await token(restored, 'admin', 'admin123');
    expect((await downloadedBytes(restored, restoredToken, made.downloadId)).equals(file)).toBe(true);
  });

  it('keeps the picture, under the URL it was signed with', async () => {
    const fetched = async (server: ServerProcess) => {
      const response = await fetch(`${server.origin}${made.pictureUrl}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    expect(made.pictureUrl.startsWith(`${apiBasePath}/`)).toBe(true);
    expect((await fetched(restored)).equals(await fetched(source))).toBe(true);
  });

  it('keeps the report data and the saved view', async () => {
    const { before, after } = await onBoth<{ list: unknown[] }>(
      reportListEndpoint('search', 'keyword').path,
      {
        page: { number: 1, size: 50 },
        query: reportQuery(),
      },
    );
    expect(restoredKeywordRows).toBeGreaterThan(0);
    expect(before!.list.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    const views = await onBoth<{ name: string }[]>(endpoints.reportViews.path, { accountId });
    expect(views.before!.map((view) => view.name)).toEqual(['Kept view']);
    expect(views.after).toEqual(views.before);
  });
});

describe("the server's backup call", () => {
  it('is not there for a caller without the key the server left in its data folder', async () => {
    // It answers as a path the server does not serve (404, or the console's page where one is built).
    const answer = async (url: string, headers: Record<string, string>) => {
      const response = await fetch(url, { headers });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    };
    const notServed = await answer(`${source.origin}/operations/not-served`, {});
    expect(notServed.type).not.toBe('application/gzip');
    for (const headers of [{}, { authorization: 'Bearer not-the-key' }] as Record<string, string>[]) {
      expect(await answer(`${source.origin}${backupPath}`, headers)).toEqual(notServed);
    }
  });
});

describe('a restore', () => {
  it('refuses a folder that holds anything, with one line, and leaves it as it was', async () => {
    const folder = emptyFolder();
    writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    const restore = await npmRun('restore', [backupFile], folder);
    expect(restore).toMatchObject({
      code: 1,
      stderr: `${folder} is not empty: a backup is restored into an empty folder only\n`,
    });
    expect(readdirSync(folder)).toEqual(['notes.txt']);
  }, 60_000);

  it('refuses a truncated or damaged backup with one line, and leaves the folder empty', async () => {
    const whole = readFileSync(backupFile);
    const truncated = path.join(emptyFolder(), 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const damaged = path.join(emptyFolder(), 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    writeFileSync(damaged, flipped);
    for (const file of [truncated, damaged]) {
      const folder = emptyFolder();
      const restore = await npmRun('restore', [file], folder);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(
        new RegExp(`^${file} is damaged or incomplete \\(.+\\): nothing restored\\n$`),
      );
      expect(readdirSync(folder)).toEqual([]);
    }
  }, 60_000);
});

describe('a backup with no server running', () => {
  /** The names of a backup file's entries, as tar lists them. */
  const entries = (file: string) =>
    spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout.split('\n').sort();

  it('opens the stores itself and holds the same entries', async () => {
    await restored.stop('SIGTERM');
    expect(existsSync(operationsFile(restoredDir))).toBe(false);
    const file = path.join(emptyFolder(), 'offline.tar.gz');
    const backup = await npmRun('backup', ['--out', file], restoredDir);
    expect(backup, backup.stderr).toMatchObject({
      code: 0,
      stdout: `Backed up ${restoredDir} to ${file}.\n`,
    });
    expect(entries(file)).toEqual(entries(backupFile));
    expect(entries(file)).toEqual(expect.arrayContaining(['entities.db', 'facts.tar', 'pictures/url-key']));
  }, 60_000);
});
