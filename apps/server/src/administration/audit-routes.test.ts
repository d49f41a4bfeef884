// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { AuditEntry, endpoints, envelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

/** Tuesday 10 November 2026, 10:00 in Asia/Shanghai; each test day moves the clock on. */
let clock = Date.parse('2026-11-10T02:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

let admin: string;
let demoId: number;
beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
  demoId = await userIdOf(app, 'demo');
  // One write a day: a role on the 10th, a customer on the 11th, a notice on the 12th (late evening).
  await callEndpoint(app, endpoints.roleSave, admin, { name: 'auditor', permissions: [], routes: [] });
  clock += dayMs;
  // A session lasts a day: log in again on each day.
  admin = await loginToken(app, 'admin', 'admin123');
  await callEndpoint(app, endpoints.customerSave, admin, { name: 'Audited customer' });
  clock += dayMs + 13 * 60 * 60 * 1000;
  admin = await loginToken(app, 'admin', 'admin123');
  await callEndpoint(app, endpoints.noticeSave, admin, {
    introducecn: '审计',
    introduceen: 'Audit',
    introducetw: '審計',
    userIds: [demoId],
  });
});

const entries = async (query: object, page?: object) => {
  const response = await callEndpoint(app, endpoints.auditList, admin, { query, ...(page ? { page } : {}) });
  return envelope(z.array(AuditEntry))
    .extend({ page: z.object({ totalCount: z.number() }) })
    .parse(response.json());
};
const actions = async (query: object) => (await entries(query)).data!.map((entry) => entry.action);

describe('the audit log', () => {
  it('lists the writes newest first, with their time in Asia/Shanghai', async () => {
    const { data, page } = await entries({});
    expect(data!.map((entry) => [entry.action, entry.entity, entry.createdTime])).toEqual([
      ['/system/message/save', 'message', '2026-11-12 23:00:00'],
      ['/system/customer/save', 'customer', '2026-11-11 10:00:00'],
      ['/system/role/save', 'role', '2026-11-10 10:00:00'],
    ]);
    expect(page.totalCount).toBe(3);
  });

  it('records a system write whose route records none, with its input as the record after', async () => {
    const [notice] = (await entries({ entity: 'message' })).data!;
    expect(notice!.before).toBeNull();
    expect(JSON.parse(notice!.after!)).toMatchObject({ introduceen: 'Audit', userIds: [demoId] });
  });

  it('filters by days of the provider calendar, both ends included', async () => {
    expect(await actions({ beginDate: '2026-11-11' })).toEqual([
      '/system/message/save',
      '/system/customer/save',
    ]);
    expect(await actions({ endDate: '2026-11-11' })).toEqual(['/system/customer/save', '/system/role/save']);
    expect(await actions({ beginDate: '2026-11-12', endDate: '2026-11-12' })).toEqual([
      '/system/message/save',
    ]);
    expect(await actions({ beginDate: '2026-11-13' })).toEqual([]);
  });

  it('filters by part of the user name and by entity, and pages', async () => {
    expect(await actions({ userName: 'DMI' })).toHaveLength(3);
    expect(await actions({ userName: 'demo' })).toEqual([]);
    expect(await actions({ entity: 'customer' })).toEqual(['/system/customer/save']);
    const second = await entries({}, { number: 2, size: 10 });
    expect(second.data).toEqual([]);
    expect(second.page.totalCount).toBe(3);
  });

  it('leaves out the writes of users who are not administrators', async () => {
    const demo = await loginToken(app, 'demo', 'demo123');
    await callEndpoint(app, endpoints.setLanguage, demo, { language: 1 });
    expect((await entries({})).page.totalCount).toBe(3);
  });
});
