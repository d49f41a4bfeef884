// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, CalculatedColumnDefinition } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// Calculated metrics (docs/requirements.md#calculated-columns): a user's own, or shared by an administrator.
const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let other: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  const account = await providerAccountId(app, 'adc-demo-01');
  await addUser(app, { userName: 'metric-other', password: 'right123', role: 'edit', accountIds: [account] });
  other = await loginToken(app, 'metric-other', 'right123');
});

type MetricCall = 'calculatedColumnList' | 'calculatedColumnSave' | 'calculatedColumnDelete';

async function send(token: string, name: MetricCall, body: object, language = 'en') {
  const response = await callEndpoint(app, endpoints[name], token, body, { 'Accept-Language': language });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: unknown },
  };
}

const costPerConversion = {
  name: 'Cost per conversion',
  formula: 'cost ÷ conversion',
  format: 'money',
  decimals: 2,
  better: 'lower',
} as const;

async function save(token: string, body: object) {
  const answer = await send(token, 'calculatedColumnSave', { ...costPerConversion, ...body });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return envelope(CalculatedColumnDefinition).parse(answer.body).data!;
}

async function listed(token: string) {
  const answer = await send(token, 'calculatedColumnList', {});
  expect(answer.status).toBe(200);
  return envelope(z.array(CalculatedColumnDefinition)).parse(answer.body).data!;
}

describe('report metrics', () => {
  it("keeps a user's metric as saved, lists it for them only, and changes it", async () => {
    const metric = await save(demo, { names: { cn: '转化成本' } });
    expect(metric).toEqual({
      id: metric.id,
      ...costPerConversion,
      names: { cn: '转化成本' },
      shared: false,
      mine: true,
    });
    expect(await listed(demo)).toContainEqual(metric);
    expect((await listed(other)).map((m) => m.id)).not.toContain(metric.id);

    const changed = await save(demo, { id: metric.id, name: 'CPA', formula: 'cost / conversion' });
    expect(changed).toMatchObject({ id: metric.id, name: 'CPA', formula: 'cost / conversion' });
    const names = (await listed(demo)).filter((m) => m.id === metric.id).map((m) => m.name);
    expect(names).toEqual(['CPA']);
  });

  it('refuses a name the user already gave another of their metrics', async () => {
    await save(demo, { name: 'Clicks per mille' });
    const again = await send(demo, 'calculatedColumnSave', {
      ...costPerConversion,
      name: 'Clicks per mille',
    });
    expect(again.body).toMatchObject({
      code: 400,
      data: [{ field: 'name', message: 'You already have a metric with this name' }],
    });
    // Another user's name is theirs.
    await save(other, { name: 'Clicks per mille' });
  });

  it('lets only an administrator share a metric, which every user then lists but cannot change', async () => {
    const refused = await send(demo, 'calculatedColumnSave', {
      ...costPerConversion,
      name: 'Mine',
      shared: true,
    });
    expect(refused.status).toBe(403);

    const shared = await save(admin, { name: 'Team CPA', shared: true });
    expect(shared).toMatchObject({ shared: true, mine: true });
    const seen = (await listed(other)).find((m) => m.id === shared.id);
    expect(seen).toMatchObject({ name: 'Team CPA', shared: true, mine: false });

    const changed = await send(other, 'calculatedColumnSave', { ...costPerConversion, id: shared.id });
    expect(changed.body.code).toBe(404);
    const deleted = await send(other, 'calculatedColumnDelete', { id: shared.id });
    expect(deleted.body.code).toBe(404);
    expect((await listed(other)).map((m) => m.id)).toContain(shared.id);

    // Unshared, it is the administrator's own again.
    await save(admin, { id: shared.id, name: 'Team CPA', shared: false });
    expect((await listed(other)).map((m) => m.id)).not.toContain(shared.id);
  });

  it("deletes the user's own metric once; another's is not found", async () => {
    const metric = await save(demo, { name: 'Short-lived' });
    expect((await send(other, 'calculatedColumnDelete', { id: metric.id })).body.code).toBe(404);
    const deleted = await send(demo, 'calculatedColumnDelete', { id: metric.id });
    expect(deleted.body.code).toBe(200);
    expect((await listed(demo)).map((m) => m.id)).not.toContain(metric.id);
    expect((await send(demo, 'calculatedColumnDelete', { id: metric.id })).body.code).toBe(404);
  });

  it('asks for a session', async () => {
    const response = await callEndpoint(app, endpoints.calculatedColumnList, '', {});
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [
      'an unknown column',
      'cost / clicks',
      'en',
      'Unknown column “clicks” at position 8: this report has no such numeric column',
    ],
    ['an unknown column', 'cost / clicks', 'zh-CN', '未知列“clicks”（第 8 个字符）：本报告没有这个数值列'],
    // The API takes the stored form, dataKeys as written: titles are for the console, which turns them into keys.
    [
      'columns by their titles',
      'Cost / Conversions',
      'en',
      'Unknown column “Cost” at position 1: this report has no such numeric column',
    ],
    [
      'a semicolon',
      'cost; click',
      'en',
      '“;” at position 5 is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
    ],
    [
      'quotes',
      'cost / "click"',
      'zh-CN',
      '不允许使用“"”（第 8 个字符）：公式只能包含列、数字、+ − × ÷ 和括号',
    ],
    [
      'a function',
      'cost / max(click, 1)',
      'en',
      '“max(” at position 8 is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
    ],
    [
      'a syntax error',
      'cost / (click',
      'en',
      'The formula cannot be read at position 14: check its operators and parentheses',
    ],
    [
      'a formula too long',
      `cost${' + cost'.repeat(100)}`,
      'en',
      'The formula is too long: it must end before position 501',
    ],
  ])(
    'refuses %s (%s) with its position in the reader’s language',
    async (_what, formula, language, message) => {
      const answer = await send(
        demo,
        'calculatedColumnSave',
        { ...costPerConversion, name: 'Bad', formula },
        language,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, msg: message, data: [{ field: 'formula', message }] });
      expect((await listed(demo)).map((m) => m.name)).not.toContain('Bad');
    },
  );
});
