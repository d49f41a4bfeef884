import { apiPrefix, type Endpoint } from '@adconsole/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sameText } from '../stores/list-page';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** True once the call's write is in the audit log. */
    audited?: boolean;
  }
}

/** What one write changed: the entity, its id, and its record before and after (null: none). */
export interface AuditChange {
  /** `user`, `role`, `customer`, `company`, `providerAccount`, … */
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/** The call's path under the API prefix, as the audit log names it: `/system/user/save`. */
const actionOf = (endpoint: Endpoint) => endpoint.path.slice(apiPrefix.length);

/**
 * Records an administrator's write in the audit log (docs/requirements.md#audit-log): who (the session
 * user), when, the call (its path under the API prefix) and the record before and after. Pass the
 * transaction of the write as `store` so the entry and the write stand or fall together.
 */
export async function recordAudit(
  store: EntityStore | Kysely<EntityDatabase>,
  request: FastifyRequest,
  change: AuditChange,
): Promise<void> {
  const db = 'db' in store ? store.db : store;
  const user = request.user!;
  await db
    .insertInto('audit_log')
    .values({
      user_id: user.id,
      user_name: user.userName,
      action: actionOf(request.endpoint!),
      entity: change.entity,
      entity_id: change.entityId === null ? null : String(change.entityId),
      before_json: asJson(change.before),
      after_json: asJson(change.after),
      created_time: request.server.now(),
    })
    .execute();
  request.audited = true;
}

/** A wrong password that may lock a name: the call it came with and the address it came from. */
export interface LockingAttempt {
  endpoint: Endpoint;
  address: string;
}

/**
 * Records the lock of a user's login (docs/requirements.md#login-and-sessions): entity `loginLock`, the user's id
 * and name, the call of the locking try and the address it came from; no actor, as nobody is logged in. A name
 * no user has is locked alike but not recorded.
 */
export async function recordLoginLock(
  store: EntityStore,
  nameKey: string,
  now: number,
  { endpoint, address }: LockingAttempt,
) {
  const user = await store.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where(sameText('user_name', nameKey))
    .executeTakeFirst();
  if (!user) return;
  await store.db
    .insertInto('audit_log')
    .values({
      user_id: null,
      user_name: user.user_name,
      action: actionOf(endpoint),
      entity: 'loginLock',
      entity_id: String(user.id),
      before_json: null,
      after_json: JSON.stringify({ locked: true, address }),
      created_time: now,
    })
    .execute();
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A write of administration: its path is under `/system/`. */
export const isSystemWrite = (endpoint: Endpoint) =>
  endpoint.write && actionOf(endpoint).startsWith('/system/');

/**
 * The entry of an administrator's system write whose route records none of its own (publishing a notice,
 * exporting the cost report): the entity is the path's second word, the record after is the call's input
 * without any password.
 */
export async function recordUnauditedWrite(store: EntityStore, request: FastifyRequest, input: unknown) {
  const { pwd: _pwd, ...fields } = (input ?? {}) as Record<string, unknown>;
  const id = fields.id;
  await recordAudit(store, request, {
    entity: actionOf(request.endpoint!).split('/')[2]!,
    entityId: typeof id === 'number' || typeof id === 'string' ? id : null,
    before: null,
    after: fields,
  });
}
