import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Migrations of the entity store, in order. Written with Kysely's schema builder so PostgreSQL can run them too. */
export const entityMigrations: Record<string, Migration> = {
  '0001-users-sessions-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('edit'))
        .addColumn('language', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('frozen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('provider_accounts')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('account_no', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
        .addColumn('balance_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_accounts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('provider_accounts.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_accounts_pk', ['user_id', 'account_id'])
        .execute();
    },
  },
};
