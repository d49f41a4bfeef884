// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { entityMigrations } from '../stores/entity-migrations';
import { connectEntityDatabase, openEntityStore } from '../stores/entity-store';
import { freshEntityLocation } from '../testing/test-app';
import { entityTables } from '../entity-tables';

const location = await freshEntityLocation();
afterAll(() => location.remove());

/** A store as the release before administration left it: migrated up to 0007, with users of one role. */
async function olderStore() {
  const db = await connectEntityDatabase(location);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => entityMigrations(entityTables) },
  });
  const { error } = await migrator.migrateTo('0007-notices');
  if (error) throw error;
  await sql`delete from roles where name = 'viewer'`.execute(db);
  await sql`update roles set permissions = '["report:list"]' where name = 'edit'`.execute(db);
  await sql`
    insert into users (user_name, password_hash, role, created_time)
    values ('boss', 'x', 'admin', 0), ('worker', 'x', 'edit', 0), ('stray', 'x', 'gone', 0)`.execute(db);
  await db.destroy();
}

describe('migration 0010-administration', () => {
  it("adds the missing built-in roles, brings the built-ins' permissions up to date and moves each user's role", async () => {
    await olderStore();
    const store = await openEntityStore(location, entityTables);
    try {
      const roles = await store.db
        .selectFrom('roles')
        .select(['name', 'permissions'])
        .orderBy('name')
        .execute();
      expect(roles).toEqual([
        { name: 'admin', permissions: '["*:*:*"]' },
        {
          name: 'edit',
          permissions:
            '["user:self:edit","report:list","report:export","draft:edit","draft:upload","message:read","ad:edit"]',
        },
        { name: 'viewer', permissions: '["user:self:edit","report:list"]' },
      ]);
      const viewerRoutes = await store.db
        .selectFrom('role_routes')
        .select('path')
        .where('role', '=', 'viewer')
        .orderBy('path')
        .execute();
      expect(viewerRoutes.map((r) => r.path)).toEqual([
        '/downloadCenter',
        '/feeds',
        '/home',
        '/keywordSearch',
        '/notification',
        '/reportCenter',
      ]);
      const held = await store.db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select(['users.user_name', 'user_roles.role'])
        .orderBy('users.user_name')
        .execute();
      // A role the store does not have becomes the default role.
      expect(held).toEqual([
        { user_name: 'boss', role: 'admin' },
        { user_name: 'stray', role: 'edit' },
        { user_name: 'worker', role: 'edit' },
      ]);
      const users = (await store.db.introspection.getTables()).find((table) => table.name === 'users');
      expect(users?.columns.map((c) => c.name)).not.toContain('role');
    } finally {
      await store.close();
    }
  });
});
