// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AccountListItem,
  AlertCheckResult,
  AlertEvent,
  AlertRule,
  envelope,
  FieldErrors,
  type SaveAlertRule,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/** A save's answer: the id saved. */
const Saved = z.object({ id: z.number() });
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

/** Friday 20 November 2026, 14:30 in Asia/Shanghai: 14 full hours of today. */
const friday = Date.parse('2026-11-20T06:30:00Z');
const dayMs = 24 * 3_600_000;
let clock = friday;

/** A real HTTP server standing for a webhook's receiver: what it received, as JSON. */
const received: unknown[] = [];
const receiver: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push(JSON.parse(body));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const server = await startTestApp({ now: () => clock, outboundAllowHosts: [receiverHost] });
const { app } = server;
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

let demo: string;
let admin: string;
let shared: number;
let demoAccount: number;
let adminAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  shared = await providerAccountId(app, 'adc-shared-01');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
  adminAccount = await providerAccountId(app, 'adc-admin-01');
});

const rule = (input: Partial<SaveAlertRule> & Pick<SaveAlertRule, 'kind'>): SaveAlertRule => ({
  name: `${input.kind} rule`,
  accountIds: [demoAccount],
  channelIds: [],
  enabled: true,
  ...input,
});
const save = (token: string, input: object) =>
  call(app, 'POST', '/alert/rule/save', { token, payload: input });
const saved = async (input: SaveAlertRule, token = demo) => {
  const response = await save(token, input);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(Saved).parse(response.json()).data!.id;
};
const check = async (id: number, token = demo) => {
  const response = await call(app, 'POST', '/alert/rule/check', { token, payload: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(AlertCheckResult).parse(response.json()).data!;
};
const rules = async (token = demo) =>
  envelope(z.array(AlertRule)).parse((await call(app, 'POST', '/alert/rule/list', { token })).json()).data!;
const events = async (query: object = {}, token = demo, language = 'en') =>
  envelope(z.array(AlertEvent)).parse(
    (
      await call(app, 'POST', '/alert/event/list', {
        token,
        payload: { query },
        headers: { 'accept-language': language },
      })
    ).json(),
  ).data!;
const setBalance = (accountId: number, fen: number) =>
  app.entities.db
    .updateTable('provider_accounts')
    .set({ balance_fen: fen })
    .where('id', '=', accountId)
    .execute();
const accounts = async () =>
  envelope(z.array(AccountListItem)).parse(
    (await call(app, 'POST', '/user/account/list', { token: demo })).json(),
  ).data!;
/** Moves the clock; a session does not outlive a day, so the demo user logs in again. */
async function moveClock(to: number) {
  clock = to;
  demo = await loginToken(app, 'demo', 'demo123');
}
const removeRule = (id: number) => call(app, 'POST', '/alert/rule/delete', { token: demo, payload: { id } });

describe('alert rules', () => {
  it('refuses what is not the user’s to watch or send to, and bad values beside their fields', async () => {
    expect((await save(demo, rule({ kind: 'balanceZero', accountIds: [adminAccount] }))).statusCode).toBe(
      403,
    );
    const unknownMetric = await save(demo, {
      ...rule({ kind: 'metricThreshold', comparison: 'above', threshold: 1 }),
      metric: 'revenue',
    });
    expect(unknownMetric.statusCode).toBe(400);
    expect(
      envelope(FieldErrors)
        .parse(unknownMetric.json())
        .data?.map((error) => error.field),
    ).toEqual(['metric']);
    const zero = await save(demo, rule({ kind: 'balanceDaysLeft', threshold: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(envelope(FieldErrors).parse(zero.json()).data).toEqual([
      { field: 'threshold', message: 'Enter a number above 0' },
    ]);
    const adminChannel = await call(app, 'POST', '/notification/channel/save', {
      token: admin,
      payload: { name: 'ops', kind: 'webhook', url: `http://${receiverHost}/ops` },
    });
    const channelId = envelope(Saved).parse(adminChannel.json()).data!.id;
    expect((await save(demo, rule({ kind: 'balanceZero', channelIds: [channelId] }))).statusCode).toBe(403);
    expect((await call(app, 'POST', '/alert/rule/list', {})).statusCode).toBe(401);

    const id = await saved(rule({ kind: 'offline' }));
    // Another user's rule is not found: not listed, checked, changed nor deleted.
    expect((await rules(admin)).map((r) => r.id)).not.toContain(id);
    expect((await call(app, 'POST', '/alert/rule/check', { token: admin, payload: { id } })).statusCode).toBe(
      404,
    );
    expect((await save(admin, { ...rule({ kind: 'offline', accountIds: [] }), id })).statusCode).toBe(404);
    expect(
      (await call(app, 'POST', '/alert/rule/delete', { token: admin, payload: { id } })).statusCode,
    ).toBe(404);
    expect((await removeRule(id)).statusCode).toBe(200);
  });

  it('lists a rule over every account the user holds, armed until checked', async () => {
    const id = await saved(rule({ kind: 'balanceZero', name: 'All mine', accountIds: [] }));
    const listed = (await rules()).find((r) => r.id === id)!;
    expect(listed).toMatchObject({ name: 'All mine', kind: 'balanceZero', accountIds: [], enabled: true });
    expect(listed.states).toEqual([
      { accountId: shared, accountNo: 'adc-shared-01', state: 'armed', since: '2026-11-20 14:30:00' },
      { accountId: demoAccount, accountNo: 'adc-demo-01', state: 'armed', since: '2026-11-20 14:30:00' },
    ]);
    await removeRule(id);
  });
});

describe('balanceZero', () => {
  it('fires once a day while the balance is used up, clears when it is back and fires again the next day', async () => {
    const id = await saved(rule({ kind: 'balanceZero', name: 'Out of money' }));
    expect(await check(id)).toEqual([
      {
        accountId: demoAccount,
        accountNo: 'adc-demo-01',
        holds: false,
        fired: false,
        value: 8890,
        limit: 0,
        baseline: null,
        text: 'Nothing to report for adc-demo-01.',
      },
    ]);

    await setBalance(demoAccount, 0);
    const text = 'The balance of adc-demo-01 is used up: the provider holds its ads offline.';
    expect(await check(id)).toEqual([
      {
        accountId: demoAccount,
        accountNo: 'adc-demo-01',
        holds: true,
        fired: true,
        value: 0,
        limit: 0,
        baseline: null,
        text,
      },
    ]);
    // Held still: already fired today, nothing is sent again.
    expect((await check(id))[0]).toMatchObject({ holds: true, fired: false });
    expect((await rules()).find((r) => r.id === id)!.states[0]).toMatchObject({ state: 'fired' });

    // The message centre has it, in each reader's language.
    const messages = await app.entities.db
      .selectFrom('user_messages')
      .innerJoin('users', 'users.id', 'user_messages.user_id')
      .select(['introduce_en', 'introduce_cn'])
      .where('users.user_name', '=', 'demo')
      .where('introduce_en', 'like', '%adc-demo-01 is used up%')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.introduce_cn).toContain('adc-demo-01 的余额已用完');

    // Back in balance: cleared; used up again the same day: no second firing.
    await setBalance(demoAccount, 889_000);
    expect((await check(id))[0]).toMatchObject({ holds: false, fired: false });
    expect((await rules()).find((r) => r.id === id)!.states[0]).toMatchObject({ state: 'cleared' });
    await setBalance(demoAccount, 0);
    expect((await check(id))[0]).toMatchObject({ holds: true, fired: false });

    // The next day it fires again.
    await moveClock(friday + dayMs);
    expect((await check(id))[0]).toMatchObject({ holds: true, fired: true });
    const firings = await events({ ruleId: id });
    expect(firings.map((e) => [e.firedTime, e.value, e.limit, e.text])).toEqual([
      ['2026-11-21 14:30:00', 0, 0, text],
      ['2026-11-20 14:30:00', 0, 0, text],
    ]);
    expect((await events({ ruleId: id, day: '2026-11-20' }, demo, 'cn')).map((e) => e.text)).toEqual([
      'adc-demo-01 的余额已用完，推广已被下线。',
    ]);

    // Deleted, its firings stay, without the rule.
    await removeRule(id);
    expect((await events({ day: '2026-11-21' })).filter((e) => e.ruleName === 'Out of money')).toMatchObject([
      { ruleId: null, kind: 'balanceZero', accountNo: 'adc-demo-01' },
    ]);
    await setBalance(demoAccount, 889_000);
    await moveClock(friday);
  });
});

describe('offline and balanceDaysLeft', () => {
  it('says a sandbox account with no balance is offline', async () => {
    const id = await saved(rule({ kind: 'offline' }));
    expect((await check(id))[0]).toMatchObject({ holds: false });
    await setBalance(demoAccount, -100);
    expect((await check(id))[0]).toMatchObject({
      holds: true,
      fired: true,
      text: 'adc-demo-01 is offline at the provider.',
    });
    await setBalance(demoAccount, 889_000);
    await removeRule(id);
  });

  it('answers a paused rule’s check without sending or firing it', async () => {
    await setBalance(demoAccount, -100);
    const id = await saved(rule({ kind: 'offline', enabled: false }));
    const before = (await events()).length;
    expect((await check(id))[0]).toMatchObject({ holds: true, fired: false });
    expect(await events()).toHaveLength(before);
    const response = await save(demo, { id, ...rule({ kind: 'offline', enabled: true }) });
    expect(response.statusCode, response.body).toBe(200);
    expect((await check(id))[0]).toMatchObject({ holds: true, fired: true });
    await setBalance(demoAccount, 889_000);
    await removeRule(id);
  });

  it('fires when the balance lasts fewer days than the threshold, as the home page counts them', async () => {
    const { daysLeft } = (await accounts()).find((a) => a.accountNo === 'adc-demo-01')!;
    expect(daysLeft).toBeGreaterThan(1);
    const above = await saved(rule({ kind: 'balanceDaysLeft', threshold: Math.ceil(daysLeft!) + 1 }));
    const [found] = await check(above);
    expect(found).toMatchObject({
      holds: true,
      fired: true,
      value: daysLeft,
      limit: Math.ceil(daysLeft!) + 1,
    });
    expect(found!.text).toBe(
      `The balance of adc-demo-01, ￥8,890.00, lasts ${daysLeft!.toFixed(1)} days at the average daily cost of the last 7 days: fewer than ${Math.ceil(daysLeft!) + 1}.`,
    );
    const below = await saved(rule({ kind: 'balanceDaysLeft', threshold: Math.floor(daysLeft!) }));
    expect((await check(below))[0]).toMatchObject({ holds: false, fired: false, value: daysLeft });
    await removeRule(above);
    await removeRule(below);
  });
});

describe('budgetReached', () => {
  it('fires once a campaign went offline today for its budget, with the time', async () => {
    // The sandbox's adc-demo-01 reaches one campaign's budget at 11:30 on 21 November, another's later.
    await moveClock(Date.parse('2026-11-21T03:00:00Z'));
    const id = await saved(rule({ kind: 'budgetReached' }));
    expect((await check(id))[0]).toMatchObject({ holds: false, fired: false, value: 0 });
    await moveClock(Date.parse('2026-11-21T03:45:00Z'));
    expect((await check(id))[0]).toMatchObject({
      holds: true,
      fired: true,
      value: 1,
      text: 'Campaign “线索收集-跟团游” of adc-demo-01 reached its budget and went offline today at 11:30.',
    });
    await moveClock(Date.parse('2026-11-21T14:00:00Z'));
    expect((await check(id))[0]).toMatchObject({
      holds: true,
      fired: false,
      value: 2,
      text: 'Campaign “线索收集-跟团游” of adc-demo-01 reached its budget and went offline today at 11:30. 1 more reached theirs later.',
    });
    await removeRule(id);
    await moveClock(friday);
  });
});

describe('metricThreshold and metricVsBaseline', () => {
  it('compares yesterday’s metric with a value', async () => {
    const { yesterdayCost } = (await accounts()).find((a) => a.accountNo === 'adc-demo-01')!;
    const above = await saved(
      rule({ kind: 'metricThreshold', metric: 'cost', comparison: 'above', threshold: yesterdayCost - 1 }),
    );
    const [found] = await check(above);
    expect(found).toMatchObject({ holds: true, fired: true, value: yesterdayCost });
    expect(found!.text).toBe(
      `Cost of adc-demo-01 yesterday was ￥${yesterdayCost.toFixed(2)}, above ￥${(yesterdayCost - 1).toFixed(2)}.`,
    );
    const below = await saved(
      rule({ kind: 'metricThreshold', metric: 'cost', comparison: 'below', threshold: yesterdayCost - 1 }),
    );
    expect((await check(below))[0]).toMatchObject({ holds: false, value: yesterdayCost });
    await removeRule(above);
    await removeRule(below);
  });

  it('compares today up to the last full hour with the same hours of the same weekday in past weeks', async () => {
    const usual = await baselineClicks(demoAccount, 4);
    const id = await saved(
      rule({ kind: 'metricVsBaseline', metric: 'clicks', comparison: 'above', threshold: 0.5, weeks: 4 }),
    );
    const [found] = await check(id);
    // What it is compared with is the factor of the usual, and the check says the usual too.
    expect(found!.baseline).toBeCloseTo(usual, 6);
    expect(found!.limit).toBeCloseTo(usual * 0.5, 6);
    expect(found).toMatchObject({ holds: found!.value! > usual * 0.5 });
    // The factor as a percentage of the usual, the counts with separators.
    expect(found!.text).toMatch(
      /^Clicks of adc-demo-01 today up to 14:00 is \d{1,3}(,\d{3})*, (above|below) 50% of the usual of the last 4 weeks \(\d{1,3}(,\d{3})*\)\.$/,
    );
    // Far above the usual: does not hold; the rule changed to it clears.
    await saved({
      ...rule({ kind: 'metricVsBaseline', metric: 'clicks', comparison: 'above', threshold: 50 }),
      id,
    });
    expect((await check(id))[0]).toMatchObject({
      holds: false,
      fired: false,
      limit: usual * 50,
      baseline: usual,
    });
    expect((await rules()).find((r) => r.id === id)!.states[0]).toMatchObject({ state: 'cleared' });
    await removeRule(id);
  });
});

/** The clicks of an account's first 14 hours on the Fridays of the last `weeks` weeks, averaged, from the facts. */
async function baselineClicks(accountId: number, weeks: number) {
  const days = Array.from(
    { length: weeks },
    (_, w) => new Date(friday - 7 * (w + 1) * dayMs + 8 * 3_600_000),
  ).map((d) => d.toISOString().slice(0, 10));
  const [row] = await app.facts.query<{ clicks: number }>(
    `SELECT sum(click) AS clicks FROM (
       SELECT click FROM search_hour_daily WHERE account_id = {a:UInt32} AND hour < 14 AND date IN (SELECT arrayJoin({d:Array(Date)}))
       UNION ALL
       SELECT click FROM feed_hour_daily WHERE account_id = {a:UInt32} AND hour < 14 AND date IN (SELECT arrayJoin({d:Array(Date)})))`,
    { a: accountId, d: days },
  );
  return Number(row!.clicks) / weeks;
}

describe('evaluation on its own', () => {
  it('runs after a report sync and sends through the rule’s channels', async () => {
    const channel = await call(app, 'POST', '/notification/channel/save', {
      token: demo,
      payload: { name: 'hook', kind: 'webhook', url: `http://${receiverHost}/alerts` },
    });
    expect(channel.statusCode, channel.body).toBe(200);
    const channelId = envelope(Saved).parse(channel.json()).data!.id;
    await moveClock(friday + 2 * dayMs);
    await setBalance(demoAccount, 0);
    const id = await saved(rule({ kind: 'balanceZero', name: 'Hooked', channelIds: [channelId] }));
    await app.reportSync.runOnce();
    expect((await events({ ruleId: id })).map((e) => e.firedTime)).toEqual(['2026-11-22 14:30:00']);
    // The delivery runs on the job runner: the receiver gets it within a few heartbeats.
    for (let waited = 0; received.length === 0 && waited < 200; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(JSON.stringify(received)).toContain('Hooked');
    expect(JSON.stringify(received)).toContain('adc-demo-01');
    await setBalance(demoAccount, 889_000);
    await moveClock(friday);
  });
});
