import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Users, their sessions and roles, and the login captchas (docs/requirements.md#login-and-sessions).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const authTables = {
  users: table({
    id: id(),
    user_name: text().unique(),
    password_hash: text(),
    avatar: text().defaultTo(''),
    introduction: text().defaultTo(''),
    /** 1 cn, 2 en, 3 tw (docs/requirements.md#languages). */
    language: integer().defaultTo(2),
    frozen: integer().defaultTo(0),
    created_time: bigint(),
    /** Where the user's notifications are mailed (docs/requirements.md#notification-channels); null if not given. */
    email: text().nullable().addedIn('0018-notifications'),
    /**
     * 1 once `email` was confirmed through the link mailed to it, or set by an administrator; 0 until then,
     * and for every address stored before confirmation existed (docs/decisions.md#confirmed-e-mail-addresses).
     */
    email_confirmed: integer().defaultTo(0).addedIn('0027-email-confirmation'),
  }),
  sessions: table(
    {
      token_hash: text().primaryKey(),
      user_id: integer().references('users.id', 'cascade'),
      expires_at: bigint(),
      created_time: bigint(),
    },
    { indexes: [{ name: 'sessions_user', columns: ['user_id'] }] },
  ),
  roles: table({
    name: text().primaryKey(),
    /** JSON array of permission strings; `*:*:*` passes every check. */
    permissions: text().defaultTo('[]'),
    created_time: bigint(),
  }),
  /** The routes a role other than admin may open: full paths; a path grants everything under it. */
  role_routes: table(
    { role: text().references('roles.name', 'cascade'), path: text() },
    { primaryKey: { name: 'role_routes_pk', columns: ['role', 'path'] } },
  ),
  /** The roles each user holds (docs/requirements.md#users-roles-and-permissions): one row per user and role. */
  user_roles: table(
    { user_id: integer().references('users.id', 'cascade'), role: text().references('roles.name') },
    {
      primaryKey: { name: 'user_roles_pk', columns: ['user_id', 'role'] },
      indexes: [{ name: 'user_roles_role', columns: ['role'] }],
    },
  ),
  /** Picture captchas: single use, answerable until expires_at; only a hash of the answer is kept. */
  captchas: table({ uuid: text().primaryKey(), answer_hash: text(), expires_at: bigint() }),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof authTables> {}
}
