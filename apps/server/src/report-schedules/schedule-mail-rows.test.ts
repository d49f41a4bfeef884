// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { loginToken, providerAccountId, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { startMailingApp } from '../testing/mailing-app';

// The top rows of a scheduled report's mail (docs/requirements.md#scheduled-reports): one per campaign over
// the whole range, each value named by its column.
const { app, receiver, stop } = await startMailingApp({ now: () => testNow });
afterAll(stop);

let demo: string;
let shared: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  await app.entities.db
    .updateTable('users')
    .set({ email: 'demo@example.com', email_confirmed: 1, language: 2 })
    .where('id', '=', await userIdOf(app, 'demo'))
    .execute();
});

describe('the top rows of a scheduled report’s mail', () => {
  it('lists each campaign once, summed over the range, with its columns named and the dates', async () => {
    const saved = await callEndpoint(app, endpoints.reportScheduleSave, demo, {
      name: 'Campaigns daily',
      accountId: shared,
      report: { path: '/keywordSearch/campaignReport' },
      range: { preset: 'last7Days' },
      frequency: 'daily',
      at: '09:00',
      recipients: { userIds: [], emails: ['boss@example.com'] },
      skipEmpty: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = envelope(z.object({ id: z.number() })).parse(saved.json()).data!.id;
    expect((await callEndpoint(app, endpoints.reportScheduleSendNow, demo, { id })).statusCode).toBe(200);
    const mail = await receiver.mailWhere((m) => m.subject?.startsWith('Campaigns daily') === true);

    // What the report says of the campaigns over the same days, summed per campaign by the report itself.
    const listed = await fetchReport(app, demo, 'search', 'campaign', {
      accountId: shared,
      query: { beginDate: '2026-11-14', endDate: '2026-11-20', timeUnit: 'summary' },
      sort: { sortCol: 'cost', sortOrder: 'desc' },
    });
    const campaigns = listed.data.list.slice(0, 5);
    expect(campaigns.length).toBeGreaterThan(1);
    const yuan = (value: unknown) =>
      `￥${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const count = (value: unknown) => Number(value).toLocaleString('en-US');
    const lines = mail.text!.split('\n');
    const heading = lines.indexOf('Top rows by cost, 2026-11-14 to 2026-11-20:');
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1, heading + 1 + campaigns.length)).toEqual(
      campaigns.map(
        (row) =>
          `- Campaign: ${String(row.campaignName)} | Campaign status: Active | Cost: ${yuan(row.cost)} | Impressions: ${count(row.impression)} | Clicks: ${count(row.click)}`,
      ),
    );
    const names = campaigns.map((row) => row.campaignName);
    expect(new Set(names).size).toBe(names.length);
    expect(mail.html).toContain('>Top rows by cost, 2026-11-14 to 2026-11-20</h3>');
  });
});
