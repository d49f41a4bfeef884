// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * The fuzz run (docs/hardening.md#security-suite): bodies generated from each served endpoint's zod
 * schema — samples, samples with one part broken — plus hostile shapes sent to every POST endpoint (10,000
 * levels of nesting, a body over the size limit, a huge string, prototype keys, wrong types, bad JSON). Every
 * answer must be under 500, in the envelope, and give nothing away (no other user's data, no insides).
 */
import { apiBasePath, endpoints, withAccountId, type Endpoint } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { minimal, savedId } from '../drafts/testing/draft-calls';
import { addReadyDownload, addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { foreignMarker, isEnvelopedOrFile, leaksIn } from './testing/security-checks';
import { mutate, sample, seeded } from './testing/zod-bodies';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const caller = await loginToken(app, 'demo', 'demo123');
const ownAccount = await providerAccountId(app, 'adc-demo-01');
// Something of another user's for a leak to show: a download record named with the marker.
await addReadyDownload(app, { userName: 'admin', fileName: `${foreignMarker}.xlsx`, content: foreignMarker });

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** Raw JSON texts no schema produces. */
const hostileTexts: [string, string][] = [
  ['10,000 levels of objects', deep(10_000)],
  ['10,000 levels of arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['a body over 10 MiB', JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) })],
  ['a 2 MiB string', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })],
  [
    '__proto__ and constructor keys',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  ],
  ['an array', '[1,2,3]'],
  ['a number', '42'],
  ['a string', '"body"'],
  ['null', 'null'],
  ['bad JSON', '{"page": {"number": 1,'],
  ['an empty body', ''],
];

interface Tally {
  bodies: number;
  /** Answered 200: generated bodies the schema and the handler accepted (the generator reaches the handlers). */
  accepted: number;
  /** How many answers of each HTTP status. */
  statuses: Record<number, number>;
  serverErrors: number;
  leaks: number;
  unenveloped: number;
}
const tally: Tally = { bodies: 0, accepted: 0, statuses: {}, serverErrors: 0, leaks: 0, unenveloped: 0 };

afterAll(() => {
  console.log(
    `fuzz: ${tally.bodies} bodies (${tally.accepted} accepted), ${tally.serverErrors} 5xx, ${tally.leaks} leaks, ` +
      `${tally.unenveloped} outside the envelope; answers by status ${JSON.stringify(tally.statuses)}`,
  );
});

/** Calls that may end the session (logout; a third wrong password): each body gets a user of its own. */
const endsSession = (endpoint: Endpoint) => /\/user\/(logout|changePassword)$/.test(endpoint.path);
let throwaways = 0;
async function tokenFor(endpoint: Endpoint): Promise<string> {
  if (!endsSession(endpoint)) return caller;
  const userName = `fuzz${++throwaways}`;
  await addUser(app, { userName, password: 'fuzz123', role: 'edit', accountIds: [ownAccount] });
  return loginToken(app, userName, 'fuzz123');
}

async function send(endpoint: Endpoint, payload: string, what: string): Promise<string | undefined> {
  const response = await app.inject({
    method: endpoint.method,
    url: `${apiBasePath}${endpoint.path}`,
    headers: { token: await tokenFor(endpoint), 'content-type': 'application/json' },
    ...(endpoint.method === 'POST' ? { payload } : { query: { q: payload.slice(0, 2000) } }),
  });
  tally.bodies++;
  if (response.statusCode === 200) tally.accepted++;
  tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
  const problems = leaksIn(response.body);
  if (problems.length > 0) tally.leaks++;
  if (response.statusCode >= 500) {
    tally.serverErrors++;
    problems.push(`answered ${response.statusCode}`);
  }
  if (!isEnvelopedOrFile(response, endpoint)) {
    tally.unenveloped++;
    problems.push('no envelope');
  }
  return problems.length > 0
    ? `${endpoint.method} ${endpoint.path} · ${what}: ${problems.join('; ')}`
    : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body with the caller's account where it names one (or must: account-scoped calls). */
function withOwnAccount(endpoint: Endpoint, body: unknown): unknown {
  if (!isObject(body)) return body;
  if ('accountId' in body) return { ...body, accountId: ownAccount };
  if (isObject(body.query) && 'accountId' in body.query) {
    return { ...body, query: { ...body.query, accountId: ownAccount } };
  }
  return endpoint.accountScoped ? withAccountId(body, ownAccount) : body;
}

const served = app.registeredEndpoints.filter((e) => e.transfer !== 'upload');
/** At least 2,100 generated bodies in all: a third samples, the rest samples with one part broken. */
const bodiesPerEndpoint = Math.ceil(2_100 / served.length);

describe('bodies generated from the schemas', () => {
  it('answers every one under 500, in the envelope, giving nothing away', async () => {
    const failures: string[] = [];
    for (const [index, endpoint] of served.entries()) {
      for (let n = 0; n < bodiesPerEndpoint; n++) {
        const seed = index * 1_000 + n;
        const random = seeded(seed);
        // The caller's own account where the body carries one, so that bodies get past the account rule.
        const generated = withOwnAccount(endpoint, sample(endpoint.request, random));
        const body = n % 3 === 0 ? generated : mutate(generated, random);
        const failure = await send(endpoint, JSON.stringify(body) ?? 'null', `seed ${seed}`);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('hostile shapes', () => {
  it('answers every one under 500, in the envelope, on every POST endpoint', async () => {
    const failures: string[] = [];
    for (const endpoint of served.filter((e) => e.method === 'POST')) {
      for (const [what, text] of hostileTexts) {
        const failure = await send(endpoint, text, what);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/**
 * Multipart bodies (issue 33), sent to every upload call with the caller's own draft and unit in the fields
 * where the call takes them, so a body that got through would have somewhere to write: malformed boundaries,
 * missing and wrong parts, too many fields and files, files where text belongs and text where a file does.
 */
describe('multipart bodies', () => {
  const uploads = app.registeredEndpoints.filter((e) => e.transfer === 'upload');
  const boundary = 'fuzzBoundary7MA4YWxk';
  const part = (name: string, value: string | Buffer, fileName?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (fileName === undefined ? '' : `; filename="${fileName}"`) +
          `\r\n${fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const multipart = `multipart/form-data; boundary=${boundary}`;

  /** Each case: what it is, its content type and its body, given the caller's draft and unit fields. */
  const cases = (target: Buffer): [string, string, Buffer][] => [
    ['no boundary in the content type', 'multipart/form-data', Buffer.concat([target, end])],
    ['another boundary than declared', 'multipart/form-data; boundary=other', Buffer.concat([target, end])],
    [
      'a body cut short',
      multipart,
      Buffer.concat([target, part('file', Buffer.alloc(500, 1), 'a.png')]).subarray(0, -40),
    ],
    ['no parts at all', multipart, end],
    ['the fields without a file', multipart, Buffer.concat([target, end])],
    [
      '5,000 fields',
      multipart,
      Buffer.concat([target, ...Array.from({ length: 5_000 }, (_, i) => part(`f${i}`, 'x')), end]),
    ],
    [
      '200 files',
      multipart,
      Buffer.concat([
        target,
        ...Array.from({ length: 200 }, (_, i) => part('file', Buffer.alloc(64, i), `p${i}.png`)),
        end,
      ]),
    ],
    ['text where the file belongs', multipart, Buffer.concat([target, part('file', 'not a file'), end])],
    [
      'files where the fields belong',
      multipart,
      Buffer.concat([
        part('draftId', '1', 'draftId.txt'),
        part('unitId', '1', 'u.txt'),
        part('theme', 'x', 't.txt'),
        end,
      ]),
    ],
    [
      'fields of the wrong types',
      multipart,
      Buffer.concat([
        part('draftId', 'abc'),
        part('unitId', '[[[['),
        part('unitIds', '{"a":'),
        part('ratio', '9:9'),
        part('file', Buffer.alloc(10), 'x.png'),
        end,
      ]),
    ],
    [
      'prototype keys as field names',
      multipart,
      Buffer.concat([
        target,
        part('__proto__', '{"isAdmin":true}'),
        part('constructor', 'x'),
        part('file', Buffer.alloc(10), 'x.png'),
        end,
      ]),
    ],
    [
      'a part without Content-Disposition',
      multipart,
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n`), target, end]),
    ],
    [
      'a 100 kB part header',
      multipart,
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx\r\n`,
        ),
        target,
        end,
      ]),
    ],
    [
      'an empty file without a name',
      multipart,
      Buffer.concat([target, part('file', Buffer.alloc(0), ''), end]),
    ],
    [
      'a 12 MB file',
      multipart,
      Buffer.concat([target, part('file', Buffer.alloc(12 * 1024 * 1024, 7), 'big.xlsx'), end]),
    ],
    ['a JSON body', 'application/json', Buffer.from(JSON.stringify({ draftId: 1, unitId: 1, file: 'x' }))],
  ];

  const stored = async () => {
    const count = async (table: 'pictures' | 'draft_keywords' | 'draft_creatives') =>
      Number(
        (
          await app.entities.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      pictures: await count('pictures'),
      keywords: await count('draft_keywords'),
      creatives: await count('draft_creatives'),
    };
  };

  it('answers every one under 500, in the envelope, giving nothing away and storing nothing', async () => {
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    const draftId = await savedId(app, endpoints.draftSave, caller, { name: 'Fuzz', accountId: ownAccount });
    const campaignId = await savedId(app, endpoints.draftCampaignSave, caller, {
      draftId,
      ...minimal.campaign,
    });
    const unitId = await savedId(app, endpoints.draftUnitSave, caller, {
      draftId,
      campaignId,
      ...minimal.unit,
    });
    const target = Buffer.concat([
      part('draftId', String(draftId)),
      part('unitId', String(unitId)),
      part('unitIds', `[${unitId}]`),
      part('theme', 'fuzz'),
      part('ratio', '1:1'),
    ]);
    const before = await stored();
    const failures: string[] = [];
    for (const endpoint of uploads) {
      for (const [what, contentType, body] of cases(target)) {
        const response = await app.inject({
          method: 'POST',
          url: `${apiBasePath}${endpoint.path}`,
          headers: { token: caller, 'content-type': contentType },
          payload: body,
        });
        tally.bodies++;
        tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
        const problems = leaksIn(response.body);
        if (response.statusCode >= 500) {
          tally.serverErrors++;
          problems.push(`answered ${response.statusCode}`);
        }
        // A refusal may come as HTTP 200 with the code in the envelope (920001 for a picture).
        if (!isEnvelopedOrFile(response, endpoint)) problems.push('no envelope');
        else if ((response.json() as { code?: number }).code === 200) problems.push('accepted');
        if (problems.length > 0) failures.push(`${endpoint.path} · ${what}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 120_000);
});
