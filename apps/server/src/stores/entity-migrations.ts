import { defaultRole } from '@adconsole/api-client/contract';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { builtInRoles } from './built-in-roles';
import { isPostgres } from './postgres-connection';

/**
 * A table's id, numbered by the store (docs/architecture.md#postgresql-entity-store): on SQLite
 * `integer primary key autoincrement`, as every store made before PostgreSQL came has it (an id is never
 * reused); on PostgreSQL an identity column, its own sequence.
 */
export const autoId = (db: Kysely<unknown>) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/**
 * Migrations of the entity store, in order. Written with Kysely's schema builder (ids through `autoId`, raw SQL
 * that both engines read) so SQLite and PostgreSQL run the same ones.
 */
export const entityMigrations: Record<string, Migration> = {
  '0001-users-sessions-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', autoId(db))
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
        .addColumn('id', 'integer', autoId(db))
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
  '0002-roles-captchas-customers-downloads-messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('roles')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('role_routes')
        .addColumn('role', 'text', (c) => c.notNull().references('roles.name').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_routes_pk', ['role', 'path'])
        .execute();
      await db.schema
        .createTable('captchas')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('customers')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('companies')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('provider_accounts')
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('user_accounts')
        .addColumn('followed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('download_records')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.references('provider_accounts.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('begin_date', 'text')
        .addColumn('end_date', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text')
        .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('download_records_user')
        .on('download_records')
        .columns(['user_id', 'created_time'])
        .execute();
      await db.schema
        .createTable('user_messages')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('msg_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('introduce_cn', 'text', (c) => c.notNull())
        .addColumn('introduce_en', 'text', (c) => c.notNull())
        .addColumn('introduce_tw', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('popup_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_messages_user')
        .on('user_messages')
        .columns(['user_id', 'created_time'])
        .execute();
      // The built-in roles are part of the product, not demo data: every store has them.
      const builtIn = db as Kysely<{
        roles: { name: string; permissions: string; created_time: number };
        role_routes: { role: string; path: string };
      }>;
      const now = Date.now();
      for (const role of builtInRoles) {
        await builtIn
          .insertInto('roles')
          .values({ name: role.name, permissions: JSON.stringify(role.permissions), created_time: now })
          .execute();
        if (role.routes.length > 0) {
          await builtIn
            .insertInto('role_routes')
            .values(role.routes.map((path) => ({ role: role.name, path })))
            .execute();
        }
      }
    },
  },
  '0003-report-fields': {
    // A user's chosen columns of one report, field ids in order (docs/requirements.md#custom-report-fields).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('report_custom_fields')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('field_ids', 'text', (c) => c.notNull())
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('report_custom_fields_pk', ['user_id', 'channel', 'section'])
        .execute();
    },
  },
  '0004-export-jobs': {
    // What an export job needs to (re)run after a restart: the report and the list call's body it exports.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('export_jobs')
        .addColumn('record_id', 'integer', (c) =>
          c.primaryKey().references('download_records.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0005-ad-drafts': {
    // Drafts and their items (docs/requirements.md#ad-drafts). Every item keeps its draft's id beside its
    // parent's, so a draft's items are read and owned without joins; deleting a draft, a campaign or a unit
    // takes everything under it. The unique indexes back the duplicate rules (1400).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('drafts')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('provider_accounts.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('drafts_user').on('drafts').columns(['user_id', 'created_time']).execute();

      const itemTable = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', 'integer', autoId(db))
          .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
          .addColumn('sync_state', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_time', 'bigint', (c) => c.notNull())
          .addColumn('updated_time', 'bigint', (c) => c.notNull());
      await itemTable('draft_campaigns')
        .addColumn('campaign_name', 'text', (c) => c.notNull())
        .addColumn('marketing_target', 'integer', (c) => c.notNull())
        .addColumn('business', 'text')
        .addColumn('brand_keywords_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('device', 'integer', (c) => c.notNull())
        .addColumn('budget_type', 'integer', (c) => c.notNull())
        .addColumn('budget_fen', 'bigint')
        .addColumn('region_type', 'integer', (c) => c.notNull())
        .addColumn('regions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('region_bid_factors', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('schedule_type', 'integer', (c) => c.notNull())
        .addColumn('schedule', 'text')
        .addColumn('bid_mode', 'integer', (c) => c.notNull())
        .addColumn('ecommerce_platform', 'integer')
        .execute();
      await db.schema
        .createIndex('draft_campaigns_name')
        .on('draft_campaigns')
        .columns(['draft_id', 'campaign_name'])
        .unique()
        .execute();
      await itemTable('draft_units')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('draft_campaigns.id').onDelete('cascade'),
        )
        .addColumn('adgroup_name', 'text', (c) => c.notNull())
        .addColumn('auto_targeting', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pc_final_url', 'text', (c) => c.notNull())
        .addColumn('mobile_final_url', 'text', (c) => c.notNull())
        .addColumn('monitor_suffix', 'text')
        .addColumn('ios_app_url', 'text')
        .addColumn('android_app', 'text')
        .execute();
      await db.schema.createIndex('draft_units_draft').on('draft_units').column('draft_id').execute();
      await db.schema
        .createIndex('draft_units_name')
        .on('draft_units')
        .columns(['campaign_id', 'adgroup_name'])
        .unique()
        .execute();
      await itemTable('draft_keywords')
        .addColumn('unit_id', 'integer', (c) => c.notNull().references('draft_units.id').onDelete('cascade'))
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('keyword_key', 'text', (c) => c.notNull())
        .addColumn('match_type', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('draft_keywords_draft').on('draft_keywords').column('draft_id').execute();
      await db.schema
        .createIndex('draft_keywords_key')
        .on('draft_keywords')
        .columns(['unit_id', 'keyword_key'])
        .unique()
        .execute();
      await itemTable('draft_creatives')
        .addColumn('unit_id', 'integer', (c) => c.notNull().references('draft_units.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description1', 'text', (c) => c.notNull())
        .addColumn('description2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mini_program_url', 'text')
        .addColumn('pictures', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('draft_creatives_draft').on('draft_creatives').column('draft_id').execute();
      await db.schema.createIndex('draft_creatives_unit').on('draft_creatives').column('unit_id').execute();
    },
  },
  '0006-login-failures': {
    // Wrong passwords are counted per name, whether a user has it or not (docs/decisions.md#login-lock-per-name):
    // the count moves out of users into a table of its own.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_failures')
        .addColumn('name_key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .execute();
      await sql`
        insert into login_failures (name_key, failures, updated_time)
        select lower(trim(user_name)), max(failed_logins), 0 from users where failed_logins > 0
        group by lower(trim(user_name))`.execute(db);
      await db.schema.alterTable('users').dropColumn('failed_logins').execute();
    },
  },
  '0007-notices': {
    // Published notices (docs/requirements.md#notices): each addressee gets a message of their own, so read
    // state and pop-up count stay theirs; the message names its notice, so edits and withdrawals reach it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notices')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('publisher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('introduce_cn', 'text', (c) => c.notNull())
        .addColumn('introduce_en', 'text', (c) => c.notNull())
        .addColumn('introduce_tw', 'text', (c) => c.notNull())
        .addColumn('to_everyone', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notices_publisher')
        .on('notices')
        .columns(['publisher_id', 'created_time'])
        .execute();
      await db.schema
        .createTable('notice_recipients')
        .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('notice_recipients_pk', ['notice_id', 'user_id'])
        .execute();
      await db.schema
        .alterTable('user_messages')
        .addColumn('notice_id', 'integer', (c) => c.references('notices.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('user_messages_notice').on('user_messages').column('notice_id').execute();
    },
  },
  '0008-draft-upload': {
    // Draft uploads (docs/architecture.md#draft-upload-jobs): each upload is a job with a snapshot of what it
    // sends, one row per item in the provider's order, and a lease (owner, until) so one process at a time
    // runs it and another takes it over when the lease runs out. The sandbox provider keeps what it has
    // created per account, keyed by the draft item, so an item is never created twice.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('draft_uploads')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('draft_id', 'integer', (c) => c.references('drafts.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('provider_accounts.id').onDelete('cascade'),
        )
        .addColumn('draft_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .addColumn('finished_time', 'bigint')
        .execute();
      await db.schema.createIndex('draft_uploads_status').on('draft_uploads').column('status').execute();
      await db.schema.createIndex('draft_uploads_draft').on('draft_uploads').column('draft_id').execute();
      await db.schema
        .createIndex('draft_uploads_account')
        .on('draft_uploads')
        .columns(['account_id', 'created_time'])
        .execute();
      await db.schema
        .createTable('draft_upload_items')
        .addColumn('upload_id', 'integer', (c) =>
          c.notNull().references('draft_uploads.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('item_key', 'text', (c) => c.notNull())
        .addColumn('parent_key', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('fail_reason', 'text')
        .addColumn('provider_id', 'text')
        .addColumn('finished_time', 'bigint')
        .addPrimaryKeyConstraint('draft_upload_items_pk', ['upload_id', 'seq'])
        .execute();
      await db.schema
        .createTable('sandbox_provider_items')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('provider_accounts.id').onDelete('cascade'),
        )
        .addColumn('item_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('parent_key', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sandbox_provider_items_key')
        .on('sandbox_provider_items')
        .columns(['account_id', 'item_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('sandbox_provider_items_name')
        .on('sandbox_provider_items')
        .columns(['account_id', 'kind', 'name'])
        .execute();
    },
  },
  '0010-administration': {
    // A user holds several roles (docs/requirements.md#users-roles-and-permissions): the single role column
    // moves into user_roles. The built-in roles missing from an older store are added, and a built-in's
    // permissions follow its definition (nobody could change them before). Administrators' writes go to the
    // audit log (docs/requirements.md#audit-log).
    async up(db: Kysely<unknown>) {
      const store = db as Kysely<{
        roles: { name: string; permissions: string; created_time: number };
        role_routes: { role: string; path: string };
      }>;
      const now = Date.now();
      for (const role of builtInRoles) {
        const permissions = JSON.stringify(role.permissions);
        await store
          .insertInto('roles')
          .values({ name: role.name, permissions, created_time: now })
          .onConflict((c) => c.column('name').doUpdateSet({ permissions }))
          .execute();
        if (role.routes.length > 0) {
          await store
            .insertInto('role_routes')
            .values(role.routes.map((path) => ({ role: role.name, path })))
            .onConflict((c) => c.doNothing())
            .execute();
        }
      }
      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().references('roles.name'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();
      await db.schema.createIndex('user_roles_role').on('user_roles').column('role').execute();
      await sql`
        insert into user_roles (user_id, role)
        select id, case when role in (select name from roles) then role else ${defaultRole} end from users`.execute(
        db,
      );
      await db.schema.alterTable('users').dropColumn('role').execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_time').on('audit_log').column('created_time').execute();
    },
  },
  '0011-provider-account-channel': {
    // A provider account serves search ads or feed ads (docs/requirements.md#administration); the accounts
    // that came before say search. Each child is indexed by its parent: lists count a customer's companies and
    // a company's accounts, and a delete looks for them first.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('provider_accounts')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('search'))
        .execute();
      await db.schema.createIndex('companies_customer').on('companies').column('customer_id').execute();
      await db.schema
        .createIndex('provider_accounts_company')
        .on('provider_accounts')
        .column('company_id')
        .execute();
    },
  },
  '0009-pictures': {
    // The picture library (docs/requirements.md#picture-library): one row per upload, its file named by the
    // content's sha256 (two rows may share a file); `library` 0 for a bare file upload, which the list leaves
    // out. The sandbox provider keeps the pictures it has taken per owner, keyed by our picture id.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pictures')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('ratio', 'text', (c) => c.notNull())
        .addColumn('theme', 'text', (c) => c.notNull())
        .addColumn('draft_id', 'integer', (c) => c.references('drafts.id').onDelete('set null'))
        .addColumn('unit_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('library', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('synced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pictures_user_time')
        .on('pictures')
        .columns(['user_id', 'library', 'created_time'])
        .execute();
      await db.schema
        .createTable('sandbox_provider_pictures')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('picture_key', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('created_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sandbox_provider_pictures_key')
        .on('sandbox_provider_pictures')
        .columns(['owner_id', 'picture_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('sandbox_provider_pictures_hash')
        .on('sandbox_provider_pictures')
        .columns(['owner_id', 'content_hash'])
        .execute();
    },
  },
  '0012-picture-thumbnails': {
    // A picture's small copy for the library's grid (docs/requirements.md#picture-library), a file by its
    // content hash like the picture's; the pictures uploaded before have none and the list shows them whole.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('pictures').addColumn('thumbnail_hash', 'text').execute();
      await db.schema.alterTable('pictures').addColumn('thumbnail_type', 'text').execute();
    },
  },
  '0013-provider-credentials': {
    // A Baidu account's credentials, encrypted with the server's key (docs/architecture.md#baidu-provider):
    // null for a sandbox account. `sync_error` keeps why the account's last sync failed (null once one ran).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('provider_accounts').addColumn('credentials', 'text').execute();
      await db.schema.alterTable('provider_accounts').addColumn('sync_error', 'text').execute();
    },
  },
  '0014-upload-fail-detail': {
    // The provider's own words (with its code) beside the reason of a refused upload item
    // (docs/architecture.md#baidu-provider); null for the sandbox's refusals and the items refused before.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('draft_upload_items').addColumn('fail_detail', 'text').execute();
    },
  },
  '0015-shared-state': {
    // What several server processes on one store share (docs/architecture.md#work-across-processes): the
    // rate limits' hits per key and window, named leases (the report sync's) and the lease of each export
    // job, so one process at a time runs it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('limit_key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_window')
        .on('rate_limit_hits')
        .column('window_ends')
        .execute();
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('export_jobs').addColumn('lease_owner', 'text').execute();
      await db.schema.alterTable('export_jobs').addColumn('lease_until', 'bigint').execute();
    },
  },
  '0016-provider-report-syncs': {
    // How far each report of a Baidu account is synchronised, and why its last read failed in the provider's
    // words (docs/architecture.md#baidu-report-sync): a sync resumes each report where it stopped.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('provider_report_syncs')
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('synced_through', 'text')
        .addColumn('error', 'text')
        .addColumn('updated_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('provider_report_syncs_key', ['account_id', 'report'])
        .execute();
    },
  },
};
