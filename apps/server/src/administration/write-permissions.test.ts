// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * Every write and every export of the contract refused to a user whose roles lack its permission
 * (docs/hardening.md#permission-enforcement): generated from the contract, so a new write is covered the
 * day it is added. The caller holds a role of nothing but the self-service permission every role holds; each
 * call answers 403 and leaves every table of the entity store as it was.
 */
import { apiBasePath, endpoints, selfServicePermission } from '@adconsole/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let limited: string;
beforeAll(async () => {
  const admin = await loginToken(app, 'admin', 'admin123');
  const shared = await providerAccountId(app, 'adc-shared-01');
  await callEndpoint(app, endpoints.roleSave, admin, {
    name: 'bystander',
    permissions: [],
    routes: ['/home'],
  });
  await callEndpoint(app, endpoints.userSave, admin, {
    userName: 'bystander',
    pwd: clientPasswordHash('bystander1'),
    roles: ['bystander'],
    accountIds: [shared],
  });
  limited = await loginToken(app, 'bystander', 'bystander1');
});

/**
 * Every row of every table of the entity store, by table: Kysely's own bookkeeping aside, and the rate limits'
 * hits, which count every call, refused or not.
 */
async function entitySnapshot() {
  const tables = (await app.entities.db.introspection.getTables()).filter(
    (t) => t.name !== 'rate_limit_hits',
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { name } of tables.toSorted((a, b) => a.name.localeCompare(b.name))) {
    snapshot[name] = (await sql`select * from ${sql.table(name)} order by 1`.execute(app.entities.db)).rows;
  }
  return snapshot;
}

const guarded = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.write && endpoint.permission !== selfServicePermission,
);

describe('a user without the permission of a write or an export', () => {
  it('meets every write and export of the contract but the self-service ones', () => {
    const exports = Object.entries(endpoints).filter(([, e]) => /[eE]xport$/.test(e.path));
    expect(exports.every(([name]) => guarded.some(([guardedName]) => guardedName === name))).toBe(true);
    expect(guarded.length).toBeGreaterThan(50);
  });

  it.each(guarded)('gets 403 from %s, and nothing changes', async (_name, endpoint) => {
    expect(app.hasRoute({ method: endpoint.method, url: `${apiBasePath}${endpoint.path}` })).toBe(true);
    const before = await entitySnapshot();
    const response = await callEndpoint(app, endpoint, limited, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403 });
    expect(await entitySnapshot()).toEqual(before);
  });

  it('may still make the self-service writes every role holds', async () => {
    const response = await callEndpoint(app, endpoints.setLanguage, limited, { language: 1 });
    expect(response.json()).toMatchObject({ code: 200 });
  });
});
