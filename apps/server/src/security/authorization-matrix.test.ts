// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * The authorization matrix (docs/hardening.md#security-suite), generated from the endpoints the server
 * registered from the contract: every endpoint × no token / a garbage token (401), × another user's account
 * in the body, in the URL's query and in both (403), × another user's record ids where the request names ids
 * (404). Expectations come from the rules of docs/requirements.md#api-conventions, whatever the server
 * answers. Every answer must be in the envelope and give nothing away; the other user's records must be as
 * they were at the end.
 */
import {
  apiBasePath,
  draftItemCalls,
  endpoints,
  envelope,
  hasPermission,
  reportListPermission,
  selfServicePermission,
  UserInfo,
  type Endpoint,
} from '@adconsole/api-client/contract';
import { draftItemKinds, type DraftItemKind } from '@adconsole/draft-rules';
import { afterAll, describe, expect, it } from 'vitest';
import { minimal, savedId } from '../drafts/testing/draft-calls';
import {
  addReadyDownload,
  addUser,
  loginToken,
  providerAccountId,
  startTestApp,
  userIdOf,
} from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';
import { envelopeOf, foreignMarker, leaksIn } from './testing/security-checks';
import { sample, seeded } from './testing/zod-bodies';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const caller = await loginToken(app, 'demo', 'demo123');
const owner = await loginToken(app, 'admin', 'admin123');
const ownAccount = await providerAccountId(app, 'adc-demo-01');
const foreignAccount = await providerAccountId(app, 'adc-admin-01');
/** No account has this id: it is as foreign as another user's. */
const missingAccount = 987_654;
const callerInfo = envelope(UserInfo).parse(
  (await call(app, 'GET', '/user/getUserInfo', { token: caller })).json(),
).data!;

/** A draft with one item of each kind, of the owner (`foreignMarker` in its names) or of the caller. */
async function draftOf(token: string, accountId: number, mark: string) {
  const draft = await savedId(app, endpoints.draftSave, token, { name: `${mark} draft`, accountId });
  const campaign = await savedId(app, draftItemCalls.campaign.save, token, {
    ...minimal.campaign,
    campaignName: `${mark} campaign`,
    draftId: draft,
  });
  const unit = await savedId(app, draftItemCalls.unit.save, token, {
    ...minimal.unit,
    adgroupName: `${mark} unit`,
    campaignId: campaign,
    draftId: draft,
  });
  const keyword = await savedId(app, draftItemCalls.keyword.save, token, {
    ...minimal.keyword,
    keyword: `${mark} keyword`,
    unitId: unit,
    draftId: draft,
  });
  const creative = await savedId(app, draftItemCalls.creative.save, token, {
    ...minimal.creative,
    unitId: unit,
    draftId: draft,
  });
  return { draft, campaign, unit, keyword, creative };
}

const foreign = {
  ...(await draftOf(owner, foreignAccount, foreignMarker)),
  download: await addReadyDownload(app, {
    userName: 'admin',
    fileName: `${foreignMarker} report.xlsx`,
    content: foreignMarker,
  }),
  message: (
    await app.entities.db
      .insertInto('user_messages')
      .values({
        user_id: await userIdOf(app, 'admin'),
        msg_type: 1,
        introduce_cn: foreignMarker,
        introduce_en: foreignMarker,
        introduce_tw: foreignMarker,
        created_time: app.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id,
};
const callersDraft = await draftOf(caller, ownAccount, 'mine');

/** Every row of the owner's records, to compare before and after the matrix. */
async function ownersRecords() {
  const db = app.entities.db;
  return {
    downloads: await db
      .selectFrom('download_records')
      .selectAll()
      .where('id', '=', foreign.download)
      .execute(),
    messages: await db.selectFrom('user_messages').selectAll().where('id', '=', foreign.message).execute(),
    drafts: await db.selectFrom('drafts').selectAll().where('id', '=', foreign.draft).execute(),
    campaigns: await db
      .selectFrom('draft_campaigns')
      .selectAll()
      .where('draft_id', '=', foreign.draft)
      .execute(),
    units: await db.selectFrom('draft_units').selectAll().where('draft_id', '=', foreign.draft).execute(),
    keywords: await db
      .selectFrom('draft_keywords')
      .selectAll()
      .where('draft_id', '=', foreign.draft)
      .execute(),
    creatives: await db
      .selectFrom('draft_creatives')
      .selectAll()
      .where('draft_id', '=', foreign.draft)
      .execute(),
  };
}
const before = await ownersRecords();

const served = app.registeredEndpoints;
const authenticated = served.filter((e) => e.auth);
const callerMay = (e: Endpoint) => !e.permission || hasPermission(callerInfo.permissions, [e.permission]);

function shapeOf(endpoint: Endpoint): Record<string, unknown> {
  const def = (
    endpoint.request as unknown as { _zod: { def: { type: string; shape?: object; in?: unknown } } }
  )._zod.def;
  const object = def.type === 'pipe' ? (def.in as { _zod: { def: { shape?: object } } })._zod.def : def;
  return (object.shape ?? {}) as Record<string, unknown>;
}

/** A body the schema accepts (as far as a generated one can), with the account where the body carries it. */
function bodyWith(endpoint: Endpoint, accountId: number | undefined, seed: number): Record<string, unknown> {
  const body = sample(endpoint.request, seeded(seed)) as Record<string, unknown>;
  const shape = shapeOf(endpoint);
  if (accountId === undefined) return body;
  if ('query' in shape && !('accountId' in shape)) {
    return { ...body, query: { ...(body.query as object), accountId } };
  }
  return { ...body, accountId };
}

interface Cell {
  name: string;
  endpoint: Endpoint;
  token?: string;
  headers?: Record<string, string>;
  body?: object;
  urlAccount?: number;
  expected: number;
}

interface Outcome {
  cell: string;
  status: number;
  leaks: string[];
  problems: string[];
}

/** An upload's body as a browser sends it: each field as text, then a small file in the field `file`. */
async function multipart(body: object) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append('file', new Blob([foreignMarker]), 'file.txt');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

async function run(cell: Cell): Promise<Outcome> {
  const { endpoint } = cell;
  const query = cell.urlAccount === undefined ? '' : `?accountId=${cell.urlAccount}`;
  const form = endpoint.transfer === 'upload' ? await multipart(cell.body ?? {}) : undefined;
  const response = await app.inject({
    method: endpoint.method,
    url: `${apiBasePath}${endpoint.path}${query}`,
    headers: {
      ...(cell.token ? { token: cell.token } : {}),
      ...(form ? { 'content-type': form.contentType } : {}),
      ...cell.headers,
    },
    ...(endpoint.method === 'POST' ? { payload: form?.payload ?? cell.body ?? {} } : {}),
  });
  const leaks = leaksIn(response.body);
  const problems = [...leaks];
  if (!envelopeOf(response)) problems.push('no envelope');
  if (response.statusCode !== cell.expected)
    problems.push(`answered ${response.statusCode}, not ${cell.expected}`);
  return {
    cell: `${endpoint.method} ${endpoint.path} · ${cell.name}`,
    status: response.statusCode,
    leaks,
    problems,
  };
}

const tally = { cells: 0, failing: 0, serverErrors: 0, leaks: 0 };

async function runAll(cells: Cell[]) {
  const failures: string[] = [];
  for (const cell of cells) {
    const outcome = await run(cell);
    tally.cells++;
    if (outcome.status >= 500) tally.serverErrors++;
    if (outcome.leaks.length > 0) tally.leaks++;
    if (outcome.problems.length > 0) {
      tally.failing++;
      failures.push(`${outcome.cell}: ${outcome.problems.join('; ')}`);
    }
  }
  return failures;
}

afterAll(() => {
  console.log(
    `authorization matrix: ${tally.cells} cells over ${served.length} served endpoints, ${tally.failing} failing, ` +
      `${tally.serverErrors} 5xx, ${tally.leaks} leaks`,
  );
});

describe('the session rule: no token or a garbage one answers 401', () => {
  it('holds on every authenticated endpoint', async () => {
    const garbage = 'f'.repeat(64);
    const cells = authenticated.flatMap((endpoint): Cell[] => [
      { name: 'no token', endpoint, body: bodyWith(endpoint, ownAccount, 1), expected: 401 },
      {
        name: 'garbage token',
        endpoint,
        token: garbage,
        body: bodyWith(endpoint, ownAccount, 2),
        expected: 401,
      },
      {
        name: 'garbage bearer',
        endpoint,
        headers: { authorization: `Bearer ${garbage}` },
        body: bodyWith(endpoint, ownAccount, 3),
        expected: 401,
      },
    ]);
    expect(await runAll(cells)).toEqual([]);
  });
});

describe('the account rule: an account that is not the user’s, anywhere in the request, answers 403', () => {
  it('holds on every authenticated endpoint, the body’s account, the URL’s, both, and one that does not exist', async () => {
    const cells = authenticated.flatMap((endpoint, i): Cell[] =>
      endpoint.method === 'GET'
        ? [
            {
              name: 'foreign account in the URL',
              endpoint,
              token: caller,
              urlAccount: foreignAccount,
              expected: 403,
            },
            {
              name: 'missing account in the URL',
              endpoint,
              token: caller,
              urlAccount: missingAccount,
              expected: 403,
            },
          ]
        : [
            {
              name: 'foreign account in the body',
              endpoint,
              token: caller,
              body: bodyWith(endpoint, foreignAccount, i),
              expected: 403,
            },
            {
              name: 'own account in the body, foreign in the URL',
              endpoint,
              token: caller,
              body: bodyWith(endpoint, endpoint.accountScoped ? ownAccount : undefined, i),
              urlAccount: foreignAccount,
              expected: 403,
            },
            {
              name: 'foreign account in the body and the URL',
              endpoint,
              token: caller,
              body: bodyWith(endpoint, foreignAccount, i),
              urlAccount: foreignAccount,
              expected: 403,
            },
            {
              name: 'missing account in the body',
              endpoint,
              token: caller,
              body: bodyWith(endpoint, missingAccount, i),
              expected: 403,
            },
          ],
    );
    expect(await runAll(cells)).toEqual([]);
  });
});

/** Which of the owner's records an id field of an endpoint names: from the field's name and the path. */
function foreignIdsFor(endpoint: Endpoint, ownDraft: boolean): Record<string, unknown> | undefined {
  const shape = shapeOf(endpoint);
  const path = endpoint.path;
  const kind = draftItemKinds.find((k) => path.includes(`/adDraft/${k}/`));
  const record = path.includes('/downloadExcelRecord/')
    ? foreign.download
    : path.includes('/user/message/')
      ? foreign.message
      : kind
        ? foreign[kind]
        : path.includes('/adDraft/')
          ? foreign.draft
          : undefined;
  if (record === undefined) return undefined;
  const parents: Partial<Record<DraftItemKind, number>> = {
    unit: foreign.campaign,
    keyword: foreign.unit,
    creative: foreign.unit,
  };
  const ids: Record<string, unknown> = {};
  if ('id' in shape) ids.id = record;
  if ('ids' in shape) ids.ids = [record];
  if ('draftId' in shape) ids.draftId = ownDraft ? callersDraft.draft : foreign.draft;
  if ('parentId' in shape && kind) ids.parentId = parents[kind];
  if ('campaignId' in shape) ids.campaignId = foreign.campaign;
  if ('unitId' in shape) ids.unitId = foreign.unit;
  const foreignOnes = Object.keys(ids).filter((key) => !(ownDraft && key === 'draftId'));
  if (foreignOnes.length === 0 || (ownDraft && !('draftId' in shape))) return undefined;
  return ids;
}

describe('the record rule: another user’s record ids answer 404, and nothing of theirs changes', () => {
  it('holds on every endpoint that takes ids, with the other user’s draft and with the caller’s own draft', async () => {
    const cells = authenticated
      .filter((e) => e.method === 'POST' && callerMay(e))
      .flatMap((endpoint, i): Cell[] =>
        [false, true].flatMap((ownDraft) => {
          const ids = foreignIdsFor(endpoint, ownDraft);
          if (!ids) return [];
          // An item's save gets the rules' minimal item (a generated one may break a rule and answer 400 first).
          const kind = draftItemKinds.find((k) => endpoint.path === draftItemCalls[k].save.path);
          const base = kind
            ? minimal[kind]
            : bodyWith(endpoint, 'accountId' in shapeOf(endpoint) ? ownAccount : undefined, 100 + i);
          return [
            {
              name: ownDraft ? "the caller's draft, the other user's items" : "the other user's ids",
              endpoint,
              token: caller,
              body: { ...base, ...ids },
              expected: 404,
            },
          ];
        }),
      );
    expect(cells.length).toBeGreaterThan(20);
    expect(await runAll(cells)).toEqual([]);
    expect(await ownersRecords()).toEqual(before);
  });
});

describe('the report rule: figures of the reports need the reports’ permission wherever they are read', () => {
  it('refuses every alert and channel call to a role without it, and keeps no rule or channel', async () => {
    // docs/hardening.md#report-figures-elsewhere: a check answers yesterday's cost, clicks and conversions.
    const db = app.entities.db;
    await db
      .insertInto('roles')
      .values({
        name: 'self-only',
        permissions: JSON.stringify([selfServicePermission]),
        created_time: app.now(),
      })
      .execute();
    const selfOnlyId = await addUser(app, {
      userName: 'self-only',
      password: 'self123',
      role: 'self-only',
      accountIds: [ownAccount],
    });
    const selfOnly = await loginToken(app, 'self-only', 'self123');
    // A rule kept from when the role still read reports.
    const { id: ruleId } = await db
      .insertInto('alert_rules')
      .values({
        user_id: selfOnlyId,
        name: 'cost',
        kind: 'metricThreshold',
        account_ids: '[]',
        metric: 'cost',
        comparison: 'above',
        threshold: '1',
        weeks: null,
        channel_ids: '[]',
        enabled: 1,
        created_time: app.now(),
        updated_time: app.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const calls = served.filter((e) => /^\/marketing\/api\/v1\/(alert|notification)\//.test(e.path));
    expect(calls.map((e) => e.path).sort()).toEqual([
      '/marketing/api/v1/alert/event/list',
      '/marketing/api/v1/alert/rule/check',
      '/marketing/api/v1/alert/rule/delete',
      '/marketing/api/v1/alert/rule/list',
      '/marketing/api/v1/alert/rule/save',
      '/marketing/api/v1/notification/channel/delete',
      '/marketing/api/v1/notification/channel/list',
      '/marketing/api/v1/notification/channel/save',
      '/marketing/api/v1/notification/channel/test',
      '/marketing/api/v1/notification/mail/status',
    ]);
    expect(calls.filter((e) => e.permission !== reportListPermission).map((e) => e.path)).toEqual([]);
    const bodies: Record<string, object> = {
      alertRuleSave: {
        name: 'clicks',
        kind: 'metricThreshold',
        accountIds: [],
        metric: 'clicks',
        comparison: 'above',
        threshold: 1,
        channelIds: [],
        enabled: true,
      },
      alertRuleCheck: { id: ruleId },
      channelSave: { name: 'hook', kind: 'webhook', url: 'https://hooks.example.com/x' },
    };
    const answers = [];
    for (const [name, endpoint] of Object.entries(endpoints).filter(([, e]) => calls.includes(e))) {
      const response = await callEndpoint(app, endpoint, selfOnly, bodies[name] ?? { id: ruleId });
      answers.push([name, response.statusCode, response.json<{ data?: unknown }>().data ?? null]);
    }
    expect(answers.sort()).toEqual([
      ['alertEventList', 403, null],
      ['alertRuleCheck', 403, null],
      ['alertRuleDelete', 403, null],
      ['alertRuleList', 403, null],
      ['alertRuleSave', 403, null],
      ['channelDelete', 403, null],
      ['channelList', 403, null],
      ['channelSave', 403, null],
      ['channelTest', 403, null],
      ['mailStatus', 403, null],
    ]);
    const kept = await db
      .selectFrom('alert_rules')
      .select('name')
      .where('user_id', '=', selfOnlyId)
      .execute();
    expect(kept).toEqual([{ name: 'cost' }]);
    const channels = await db
      .selectFrom('notification_channels')
      .select('id')
      .where('user_id', '=', selfOnlyId)
      .execute();
    expect(channels).toEqual([]);
  });
});
