// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { AccountListItem, endpoints, envelope, type SaveAlertRule } from '@adconsole/api-client/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startSmtpReceiver, startWebhookReceiver } from '../testing/notification-receivers';
import { addUser, loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

/** Friday 20 November 2026, 14:30 in Asia/Shanghai. */
const friday = Date.parse('2026-11-20T06:30:00Z');
const smtp = await startSmtpReceiver();
const hook = await startWebhookReceiver();
const server = await startTestApp({
  now: () => friday,
  smtpUrl: smtp.url,
  mailFrom: 'alerts@adconsole.example',
  mailAllowedDomains: ['partner.example'],
  outboundAllowHosts: [hook.host],
  publicUrl: 'https://ads.example.com/console/',
  notificationTiming: { retry: { firstWaitMs: 50, maxWaitMs: 50 }, sendTimeoutMs: 1500 },
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await Promise.all([smtp.close(), hook.close()]);
});

const link = 'https://ads.example.com/console/notification/alerts';
let demo: string;
let demoAccount: number;
let shared: number;
const channels: Record<string, number> = {};

beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
  shared = await providerAccountId(app, 'adc-shared-01');
  // The owner (demo) reads English, admin Traditional Chinese, a third user Simplified Chinese.
  const db = app.entities.db;
  await db
    .updateTable('users')
    .set({ language: 2 })
    .where('id', '=', await userIdOf(app, 'demo'))
    .execute();
  await db
    .updateTable('users')
    .set({ language: 3, email: 'admin@users.example', email_confirmed: 1 })
    .where('id', '=', await userIdOf(app, 'admin'))
    .execute();
  const reader = await addUser(app, { userName: 'reader', password: 'reader123', role: 'edit' });
  await db
    .updateTable('users')
    .set({ language: 1, email: 'reader@users.example', email_confirmed: 1 })
    .where('id', '=', reader)
    .execute();
  const add = async (name: string, body: object) => {
    const response = await callEndpoint(app, endpoints.channelSave, demo, { name, ...body });
    expect(response.statusCode, response.body).toBe(200);
    channels[name] = envelope(z.object({ id: z.number() })).parse(response.json()).data!.id;
  };
  await add('ops', { kind: 'email', address: 'ops@partner.example' });
  // The same mailbox under a second channel: still one mail.
  await add('ops again', { kind: 'email', address: 'OPS@partner.example' });
  await add('admin', { kind: 'email', address: 'admin@users.example' });
  await add('reader', { kind: 'email', address: 'reader@users.example' });
  await add('hook', { kind: 'webhook', url: `${hook.origin}/alerts` });
  await app.entities.db
    .updateTable('provider_accounts')
    .set({ balance_fen: 12_876_543 })
    .where('id', '=', demoAccount)
    .execute();
  await app.entities.db
    .updateTable('provider_accounts')
    .set({ balance_fen: 91_152_500 })
    .where('id', '=', shared)
    .execute();
});

const saveRule = async (rule: SaveAlertRule) => {
  const response = await callEndpoint(app, endpoints.alertRuleSave, demo, rule);
  expect(response.statusCode, response.body).toBe(200);
};

/** Resolves once `count` mails came, or fails after 10 s. */
async function mailsCame(count: number): Promise<ParsedMail[]> {
  for (let waited = 0; smtp.mails.length < count && waited < 100; waited++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return smtp.mails;
}

describe('what a pass of the alert rules sends', () => {
  it('sends each recipient one mail listing every firing, money and counts as the reports write them, with a link', async () => {
    const list = envelope(z.array(AccountListItem)).parse(
      (await callEndpoint(app, endpoints.accountList, demo, {})).json(),
    ).data!;
    const daysLeftOf = (accountNo: string) =>
      list
        .find((account) => account.accountNo === accountNo)!
        .daysLeft!.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const yesterdayCostOf = (accountNo: string) =>
      list
        .find((account) => account.accountNo === accountNo)!
        .yesterdayCost.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await saveRule({
      name: 'Balance low',
      kind: 'balanceDaysLeft',
      threshold: 100_000,
      accountIds: [demoAccount, shared],
      channelIds: [channels.ops!, channels['ops again']!, channels.admin!, channels.reader!, channels.hook!],
      enabled: true,
    });
    await saveRule({
      name: 'Cost high',
      kind: 'metricThreshold',
      metric: 'cost',
      comparison: 'below',
      threshold: 10_000_000,
      accountIds: [demoAccount, shared],
      channelIds: [channels.ops!, channels.admin!, channels.reader!],
      enabled: true,
    });
    await app.alerts.evaluateAll();

    const mails = await mailsCame(3);
    // Let a fourth mail come if one were sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual([
      'admin@users.example',
      'ops@partner.example',
      'reader@users.example',
    ]);
    const mailTo = (address: string) =>
      mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text.toLowerCase() === address)!;

    const ops = mailTo('ops@partner.example');
    expect(ops.subject).toBe('4 alerts: “Balance low”, “Cost high”');
    const demoDays = daysLeftOf('adc-demo-01');
    const sharedDays = daysLeftOf('adc-shared-01');
    expect(ops.text!.trimEnd().split('\n')).toEqual([
      `- “Balance low”: The balance of adc-demo-01, ￥128,765.43, lasts ${demoDays} days at the average daily cost of the last 7 days: fewer than 100,000.`,
      `- “Balance low”: The balance of adc-shared-01, ￥911,525.00, lasts ${sharedDays} days at the average daily cost of the last 7 days: fewer than 100,000.`,
      `- “Cost high”: Cost of adc-demo-01 yesterday was ￥${yesterdayCostOf('adc-demo-01')}, below ￥10,000,000.00.`,
      `- “Cost high”: Cost of adc-shared-01 yesterday was ￥${yesterdayCostOf('adc-shared-01')}, below ￥10,000,000.00.`,
      '',
      `See the alerts in the console: ${link}`,
    ]);
    expect(ops.html).toContain(`<a href="${link}">Open the alerts in the console</a>`);

    const reader = mailTo('reader@users.example');
    expect(reader.subject).toBe('4 条预警：“Balance low”、“Cost high”');
    expect(reader.text).toContain(
      `- “Balance low”：adc-demo-01 的余额 ￥128,765.43，按最近 7 天的日均消费可用 ${demoDays} 天，少于 100,000 天。`,
    );
    expect(reader.text).toContain(`在控制台查看预警：${link}`);

    const admin = mailTo('admin@users.example');
    expect(admin.subject).toBe('4 則預警：「Balance low」、「Cost high」');
    expect(admin.text).toContain(
      `- 「Balance low」：adc-shared-01 的餘額 ￥911,525.00，按最近 7 天的日均花費可用 ${sharedDays} 天，少於 100,000 天。`,
    );

    // The webhook is named by one rule: one call with that rule's two firings, in the owner's language.
    for (let waited = 0; hook.calls.length === 0 && waited < 100; waited++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.calls).toHaveLength(1);
    const body = JSON.parse(hook.calls[0]!.body) as { subject: string; text: string; data: object };
    expect(body.subject).toBe('2 alerts: “Balance low”');
    expect(body.text.split('\n')).toEqual([
      `- “Balance low”: The balance of adc-demo-01, ￥128,765.43, lasts ${demoDays} days at the average daily cost of the last 7 days: fewer than 100,000.`,
      `- “Balance low”: The balance of adc-shared-01, ￥911,525.00, lasts ${sharedDays} days at the average daily cost of the last 7 days: fewer than 100,000.`,
      '',
      `See the alerts in the console: ${link}`,
    ]);
    expect(body.data).toMatchObject({
      kind: 'alerts',
      link,
      firings: [
        {
          kind: 'balanceDaysLeft',
          ruleName: 'Balance low',
          accountId: demoAccount,
          accountNo: 'adc-demo-01',
          day: '2026-11-20',
          limit: 100_000,
        },
        {
          kind: 'balanceDaysLeft',
          ruleName: 'Balance low',
          accountId: shared,
          accountNo: 'adc-shared-01',
          day: '2026-11-20',
          limit: 100_000,
        },
      ],
    });

    // The message centre gets one entry for the pass, in each language.
    const messages = await app.entities.db
      .selectFrom('user_messages')
      .select(['introduce_en', 'introduce_cn', 'introduce_tw'])
      .where('user_id', '=', await userIdOf(app, 'demo'))
      .where('introduce_en', 'like', '%Balance low%')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.introduce_cn).toContain(
      `- “Cost high”：adc-demo-01 昨天的消费为 ￥${yesterdayCostOf('adc-demo-01')}，低于 ￥10,000,000.00。`,
    );

    // A second pass the same day fires nothing and sends nothing.
    await app.alerts.evaluateAll();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(3);
    expect(hook.calls).toHaveLength(1);
  });
});
