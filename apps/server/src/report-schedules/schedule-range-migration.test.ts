// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { entityMigrations } from '../stores/entity-migrations';
import type { EntityDatabase } from '../stores/entity-schema';
import { connectEntityDatabase } from '../stores/entity-store';
import { freshEntityLocation } from '../testing/test-app';
import { entityTables } from '../entity-tables';

// A schedule saved before schedules chose their dates keeps sending what it sent
// (docs/requirements.md#scheduled-reports).
const location = await freshEntityLocation();
const db = (await connectEntityDatabase(location)) as Kysely<EntityDatabase>;
afterAll(async () => {
  await db.destroy();
  await location.remove();
});

const migrator = new Migrator({
  db,
  provider: { getMigrations: async () => entityMigrations(entityTables) },
});

describe('the migration of the schedules saved before their dates were chosen', () => {
  it("moves a page's dates out of its state, and copies a view's, or keeps the report's default", async () => {
    expect((await migrator.migrateTo('0025-sandbox-ad-settings')).error).toBeUndefined();
    const now = Date.parse('2026-11-21T08:00:00Z');
    const { id: userId } = await db
      .insertInto('users')
      .values({ user_name: 'owner', password_hash: 'x', created_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: accountId } = await db
      .insertInto('provider_accounts')
      .values({ account_no: 'adc-old-01', created_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const view = (name: string, state: object) =>
      db
        .insertInto('report_views')
        .values({
          user_id: userId,
          account_id: accountId,
          channel: 'search',
          section: 'account',
          granularity: 'day',
          name,
          state: JSON.stringify(state),
          created_time: now,
          updated_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const fixedView = await view('Fixed', {
      version: 1,
      columns: { order: [], hidden: [] },
      range: { beginDate: '2026-10-01', endDate: '2026-10-31' },
    });
    const plainView = await view('Plain', { version: 1, columns: { order: [], hidden: [] } });
    const schedule = (name: string, source: { report?: object; viewId?: number }) =>
      db
        .insertInto('report_schedules')
        .values({
          user_id: userId,
          account_id: accountId,
          name,
          view_id: source.viewId ?? null,
          report: source.report ? JSON.stringify(source.report) : null,
          frequency: 'weekly',
          at: '09:00',
          weekday: 1,
          month_day: null,
          time_zone: 'Asia/Shanghai',
          recipients: '{"userIds":[],"emails":["boss@example.com"]}',
          created_time: now,
          updated_time: now,
        })
        .execute();
    await schedule('Page shortcut', {
      report: { path: '/keywordSearch/accountReport', range: { preset: 'last7Days' }, query: { name: 'x' } },
    });
    await schedule('Page default', {
      report: { path: '/keywordSearch/accountReport', range: { reportDefault: true } },
    });
    await schedule('View dates', { viewId: fixedView.id });
    await schedule('View default', { viewId: plainView.id });

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await sql<{ name: string; report: string | null; range: string }>`
      select name, report, range from report_schedules order by id`.execute(db);
    expect(
      rows.rows.map((row) => ({
        name: row.name,
        report: row.report && JSON.parse(row.report),
        range: JSON.parse(row.range),
      })),
    ).toEqual([
      {
        name: 'Page shortcut',
        report: { path: '/keywordSearch/accountReport', query: { name: 'x' } },
        range: { preset: 'last7Days' },
      },
      {
        name: 'Page default',
        report: { path: '/keywordSearch/accountReport' },
        range: { reportDefault: true },
      },
      { name: 'View dates', report: null, range: { beginDate: '2026-10-01', endDate: '2026-10-31' } },
      { name: 'View default', report: null, range: { reportDefault: true } },
    ]);
  });
});
