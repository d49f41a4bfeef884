import { adEditPermission, defaultRole } from '@adconsole/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { builtInRoles } from './built-in-roles';
import type { EntityDatabase, EntityTableName, EntityTables } from './entity-schema';
import { addDeclared, createDeclaredTable, id } from './table-schema';

/** The tables of the built-in roles, as the migrations that write them read them. */
type RoleTables = Kysely<Pick<EntityDatabase, 'roles' | 'role_routes'>>;

/**
 * Migrations of the entity store, in order (docs/architecture.md#entity-store). Each creates its tables from
 * their declaration beside their feature (`tables`, gathered by `entity-tables.ts`) and adds the columns
 * declared as added by it, so SQLite and
 * PostgreSQL run the same ones; the columns later dropped and the moves of data between tables are written
 * out here, in raw SQL that both engines read.
 */
export function entityMigrations(tables: EntityTables): Record<string, Migration> {
  /** Creates a table as declared, without what later migrations added. */
  const create = (db: Kysely<unknown>, name: EntityTableName) => createDeclaredTable(db, name, tables[name]);
  /** Adds the columns and indexes the declarations say `migration` added. */
  const addedBy = (db: Kysely<unknown>, migration: string) => addDeclared(db, tables, migration);
  return {
    '0001-users-sessions-accounts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'integer', id().columnDefinition(db))
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
        await create(db, 'sessions');
        await create(db, 'provider_accounts');
        await create(db, 'user_accounts');
      },
    },
    '0002-roles-captchas-customers-downloads-messages': {
      async up(db: Kysely<unknown>) {
        await create(db, 'roles');
        await create(db, 'role_routes');
        await create(db, 'captchas');
        await create(db, 'customers');
        await create(db, 'companies');
        await addedBy(db, '0002-roles-captchas-customers-downloads-messages');
        await create(db, 'download_records');
        await create(db, 'user_messages');
        // The built-in roles are part of the product, not demo data: every store has them.
        const builtIn = db as RoleTables;
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
        await create(db, 'report_custom_fields');
      },
    },
    '0004-export-jobs': {
      // What an export job needs to (re)run after a restart: the report and the list call's body it exports.
      async up(db: Kysely<unknown>) {
        await create(db, 'export_jobs');
      },
    },
    '0005-ad-drafts': {
      // Drafts and their items (docs/requirements.md#ad-drafts). Every item keeps its draft's id beside its
      // parent's, so a draft's items are read and owned without joins; deleting a draft, a campaign or a unit
      // takes everything under it. The unique indexes back the duplicate rules (1400).
      async up(db: Kysely<unknown>) {
        await create(db, 'drafts');
        await create(db, 'draft_campaigns');
        await create(db, 'draft_units');
        await create(db, 'draft_keywords');
        await create(db, 'draft_creatives');
      },
    },
    '0006-login-failures': {
      // Wrong passwords are counted per name, whether a user has it or not (docs/decisions.md#login-lock-per-name):
      // the count moves out of users into a table of its own.
      async up(db: Kysely<unknown>) {
        await create(db, 'login_failures');
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
        await create(db, 'notices');
        await create(db, 'notice_recipients');
        await addedBy(db, '0007-notices');
      },
    },
    '0008-draft-upload': {
      // Draft uploads (docs/architecture.md#draft-upload-jobs): each upload is a job with a snapshot of what it
      // sends, one row per item in the provider's order, and a lease (owner, until) so one process at a time
      // runs it and another takes it over when the lease runs out. The sandbox provider keeps what it has
      // created per account, keyed by the draft item, so an item is never created twice.
      async up(db: Kysely<unknown>) {
        await create(db, 'draft_uploads');
        await create(db, 'draft_upload_items');
        await create(db, 'sandbox_provider_items');
      },
    },
    '0010-administration': {
      // A user holds several roles (docs/requirements.md#users-roles-and-permissions): the single role column
      // moves into user_roles. The built-in roles missing from an older store are added, and a built-in's
      // permissions follow its definition (nobody could change them before). Administrators' writes go to the
      // audit log (docs/requirements.md#audit-log).
      async up(db: Kysely<unknown>) {
        const store = db as RoleTables;
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
        await create(db, 'user_roles');
        await sql`
        insert into user_roles (user_id, role)
        select id, case when role in (select name from roles) then role else ${defaultRole} end from users`.execute(
          db,
        );
        await db.schema.alterTable('users').dropColumn('role').execute();
        await create(db, 'audit_log');
      },
    },
    '0011-provider-account-channel': {
      // A provider account serves search ads or feed ads (docs/requirements.md#administration); the accounts
      // that came before say search. Each child is indexed by its parent: lists count a customer's companies and
      // a company's accounts, and a delete looks for them first.
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0011-provider-account-channel');
      },
    },
    '0009-pictures': {
      // The picture library (docs/requirements.md#picture-library): one row per upload, its file named by the
      // content's sha256 (two rows may share a file); `library` 0 for a bare file upload, which the list leaves
      // out. The sandbox provider keeps the pictures it has taken per owner, keyed by our picture id.
      async up(db: Kysely<unknown>) {
        await create(db, 'pictures');
        await create(db, 'sandbox_provider_pictures');
      },
    },
    '0012-picture-thumbnails': {
      // A picture's small copy for the library's grid (docs/requirements.md#picture-library), a file by its
      // content hash like the picture's; the pictures uploaded before have none and the list shows them whole.
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0012-picture-thumbnails');
      },
    },
    '0013-provider-credentials': {
      // A Baidu account's credentials, encrypted with the server's key (docs/baidu-provider.md):
      // null for a sandbox account. `sync_error` keeps why the account's last sync failed (null once one ran).
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0013-provider-credentials');
      },
    },
    '0014-upload-fail-detail': {
      // The provider's own words (with its code) beside the reason of a refused upload item
      // (docs/baidu-provider.md); null for the sandbox's refusals and the items refused before.
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0014-upload-fail-detail');
      },
    },
    '0015-shared-state': {
      // What several server processes on one store share (docs/architecture.md#work-across-processes): the
      // rate limits' hits per key and window, named leases (the report sync's) and the lease of each export
      // job, so one process at a time runs it.
      async up(db: Kysely<unknown>) {
        await create(db, 'rate_limit_hits');
        await create(db, 'job_leases');
        await addedBy(db, '0015-shared-state');
      },
    },
    '0016-provider-report-syncs': {
      // How far each report of a Baidu account is synchronised, and why its last read failed in the provider's
      // words (docs/baidu-provider.md#baidu-report-sync): a sync resumes each report where it stopped.
      async up(db: Kysely<unknown>) {
        await create(db, 'provider_report_syncs');
      },
    },
    '0017-report-views': {
      // Named views of a report, per user, account and report, and the widths a user gives the columns of
      // their custom fields (docs/requirements.md#report-views).
      async up(db: Kysely<unknown>) {
        await create(db, 'report_views');
        await addedBy(db, '0017-report-views');
      },
    },
    '0018-notifications': {
      // Users' e-mail addresses, their notification channels, and each notification with its deliveries
      // (docs/requirements.md#notification-channels).
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0018-notifications');
        await create(db, 'notification_channels');
        await create(db, 'notifications');
        await create(db, 'notification_deliveries');
      },
    },
    '0019-alerts': {
      // Alert rules, where each stands per account, and their firings (docs/requirements.md#alerts).
      async up(db: Kysely<unknown>) {
        await create(db, 'alert_rules');
        await create(db, 'alert_states');
        await create(db, 'alert_events');
      },
    },
    '0020-report-schedules': {
      // Scheduled reports and their runs (docs/requirements.md#scheduled-reports).
      async up(db: Kysely<unknown>) {
        await create(db, 'report_schedules');
        await create(db, 'report_schedule_runs');
      },
    },
    '0021-notification-pages': {
      // The built-in roles other than admin see their alert rules, scheduled reports and channels
      // (docs/requirements.md#alerts): an older store's edit and viewer roles get the menu's path, when they are
      // still there.
      async up(db: Kysely<unknown>) {
        const store = db as RoleTables;
        const path = '/notification';
        const holders = builtInRoles.filter((role) => (role.routes as readonly string[]).includes(path));
        const present = await store
          .selectFrom('roles')
          .select('name')
          .where(
            'name',
            'in',
            holders.map((role) => role.name),
          )
          .execute();
        if (present.length === 0) return;
        await store
          .insertInto('role_routes')
          .values(present.map(({ name }) => ({ role: name, path })))
          .onConflict((c) => c.doNothing())
          .execute();
      },
    },
    '0022-report-view-reports': {
      // A view belongs to one report of its section (docs/requirements.md#report-views): its names are unique
      // per report. The section-wide index of 0017 is gone from the declaration, so a new store never had it.
      async up(db: Kysely<unknown>) {
        await sql`drop index if exists report_views_name`.execute(db);
        await addedBy(db, '0022-report-view-reports');
      },
    },
    '0023-report-metrics': {
      // Users' calculated metrics, their own or shared (docs/requirements.md#calculated-columns).
      async up(db: Kysely<unknown>) {
        await create(db, 'report_metrics');
      },
    },
    '0024-ad-changes': {
      // Change jobs, their rows and the accounts' change history (docs/requirements.md#ad-changes); an older
      // store's edit role, while it is there, gets the permission to make changes at the provider beside the
      // permissions an administrator gave it.
      async up(db: Kysely<unknown>) {
        await create(db, 'change_jobs');
        await create(db, 'change_job_rows');
        await create(db, 'changes');
        const store = db as RoleTables;
        const edit = await store
          .selectFrom('roles')
          .select('permissions')
          .where('name', '=', 'edit')
          .executeTakeFirst();
        if (!edit) return;
        const permissions = JSON.parse(edit.permissions) as string[];
        if (permissions.includes(adEditPermission)) return;
        await store
          .updateTable('roles')
          .set({ permissions: JSON.stringify([...permissions, adEditPermission]) })
          .where('name', '=', 'edit')
          .execute();
      },
    },
    '0025-sandbox-ad-settings': {
      // The sandbox provider's bids, budgets, status and negatives once changed (docs/baidu-provider.md#ad-edits).
      async up(db: Kysely<unknown>) {
        await create(db, 'sandbox_ad_settings');
      },
    },
    '0026-report-schedule-ranges': {
      // A schedule names the dates it sends (docs/requirements.md#scheduled-reports). One saved before keeps
      // sending what it sent: its report page's dates, moved out of the page's state, or its view's dates as
      // the view has them now; without either, the report's default range (the column's default).
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0026-report-schedule-ranges');
        const store = db as Kysely<Pick<EntityDatabase, 'report_schedules' | 'report_views'>>;
        const schedules = await store
          .selectFrom('report_schedules as s')
          .leftJoin('report_views as v', 'v.id', 's.view_id')
          .select(['s.id', 's.report', 'v.state'])
          .execute();
        for (const schedule of schedules) {
          const { range: pageRange, ...report } = schedule.report
            ? (JSON.parse(schedule.report) as { range?: unknown })
            : {};
          const viewRange = schedule.state
            ? (JSON.parse(schedule.state) as { range?: unknown }).range
            : undefined;
          const range = pageRange ?? viewRange;
          if (range === undefined) continue;
          await store
            .updateTable('report_schedules')
            .set({ range: JSON.stringify(range), ...(schedule.report && { report: JSON.stringify(report) }) })
            .where('id', '=', schedule.id)
            .execute();
        }
      },
    },
    '0027-email-confirmation': {
      // Addresses stored before were taken without confirmation: they stay, unconfirmed, and each user confirms
      // theirs from the e-mail settings (docs/decisions.md#confirmed-e-mail-addresses).
      async up(db: Kysely<unknown>) {
        await addedBy(db, '0027-email-confirmation');
        await create(db, 'email_confirmations');
      },
    },
  };
}
