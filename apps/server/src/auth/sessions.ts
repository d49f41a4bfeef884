import { createHash, randomBytes } from 'node:crypto';
import type { EntityStore } from '../stores/entity-store';
import { permissionsOf, rolesOfUser } from './permissions';

/** A session lasts one day, like the token cookie (docs/requirements.md#login-and-sessions). */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: the token goes to the client, only its hash is stored. Expired sessions go. */
export async function startSession(store: EntityStore, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await store.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: now + sessionLifetimeMs,
      created_time: now,
    })
    .execute();
  return token;
}

/** A user's provider accounts, lowest id first: the first is the one `0` names. */
export async function ownedAccountIds(store: EntityStore, userId: number): Promise<number[]> {
  const rows = await store.db
    .selectFrom('user_accounts')
    .select('account_id')
    .where('user_id', '=', userId)
    .orderBy('account_id')
    .execute();
  return rows.map((row) => row.account_id);
}

/** The logged-in user a request runs for, with what every call checks: permissions and accounts. */
export interface SessionUser {
  id: number;
  userName: string;
  /** The roles the user holds (docs/requirements.md#users-roles-and-permissions). */
  roles: string[];
  language: number;
  /** The permissions of the user's roles (docs/requirements.md#users-roles-and-permissions). */
  permissions: string[];
  /** The user's provider accounts, lowest id first (docs/hardening.md#account-rule). */
  accountIds: number[];
}

/**
 * How long this process answers a session from memory before reading the store again
 * (docs/hardening.md#session-cache): the longest an edit made outside this process (another process, a
 * command, SQL by hand) takes to reach a live session. Every edit made through this process is seen at once.
 */
export const sessionCacheTtlMs = 5_000;
/** Sessions kept at most; the oldest loaded goes first. */
const maxCachedSessions = 10_000;

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  loadedAt: number;
}

/** The sessions one store's process has loaded lately, by token hash. */
class SessionCache {
  readonly sessions = new Map<string, CachedSession>();
  /** Counts every forgetting: a load that ran while one happened is not kept, it may hold what was forgotten. */
  generation = 0;

  forget(isForgotten: (session: CachedSession, tokenHash: string) => boolean) {
    this.generation++;
    for (const [tokenHash, session] of this.sessions) {
      if (isForgotten(session, tokenHash)) this.sessions.delete(tokenHash);
    }
  }
}

const caches = new WeakMap<EntityStore, SessionCache>();
function cacheOf(store: EntityStore): SessionCache {
  let cache = caches.get(store);
  if (!cache) {
    caches.set(store, (cache = new SessionCache()));
    listenForForgetting(store, cache);
  }
  return cache;
}

/**
 * Forgettings travel between the server processes on one PostgreSQL store (docs/hardening.md#session-cache):
 * `user:<id>` forgets a user's sessions, `token:<hash>` one session; a message that may have been missed (the
 * listening connection was lost) forgets them all.
 */
function listenForForgetting(store: EntityStore, cache: SessionCache) {
  store.signals?.listen((message) => {
    if (message === undefined) cache.forget(() => true);
    else if (message.startsWith('user:')) {
      const userId = Number(message.slice('user:'.length));
      cache.forget((session) => session.user.id === userId);
    } else if (message.startsWith('token:')) {
      const tokenHash = message.slice('token:'.length);
      cache.forget((_session, cachedHash) => cachedHash === tokenHash);
    }
  });
}

/**
 * Tells the other processes to forget too. A message that fails to go out is not retried: they read the store
 * again within `sessionCacheTtlMs` anyway, as without PostgreSQL.
 */
function tellOtherProcesses(store: EntityStore, message: string) {
  store.signals?.send(message).catch(() => undefined);
}

/** The session and its user from the store, in one query; none for an unknown token or a frozen user. */
async function loadSession(store: EntityStore, tokenHash: string, now: number) {
  const row = await store.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.user_name', 'users.language', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('users.frozen', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = await rolesOfUser(store, row.id);
  const user: SessionUser = {
    id: row.id,
    userName: row.user_name,
    roles,
    language: row.language,
    permissions: await permissionsOf(store, roles),
    accountIds: await ownedAccountIds(store, row.id),
  };
  return { user, expiresAt: Number(row.expires_at), loadedAt: now };
}

/**
 * The user of a live session, or undefined for a missing, unknown or expired token or a frozen user. Answered
 * from this process's memory for up to `sessionCacheTtlMs` after it was read (docs/hardening.md#session-cache);
 * expiry is checked on every call.
 */
export async function sessionUser(
  store: EntityStore,
  token: string | undefined,
  now: number,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const cache = cacheOf(store);
  let session = cache.sessions.get(tokenHash);
  if (!session || now < session.loadedAt || now - session.loadedAt >= sessionCacheTtlMs) {
    cache.sessions.delete(tokenHash);
    const generation = cache.generation;
    session = await loadSession(store, tokenHash, now);
    if (session && generation === cache.generation) {
      if (cache.sessions.size >= maxCachedSessions)
        cache.sessions.delete(cache.sessions.keys().next().value!);
      cache.sessions.set(tokenHash, session);
    }
  }
  return session && session.expiresAt > now ? session.user : undefined;
}

/**
 * Makes every session of a user read the store again on its next call. Whatever writes what a session holds
 * (the user's row, role, permissions or accounts) calls it, so the change reaches every call after it.
 */
export function forgetSessionsOf(store: EntityStore, userId: number) {
  cacheOf(store).forget((session) => session.user.id === userId);
  tellOtherProcesses(store, `user:${userId}`);
}

export async function endSession(store: EntityStore, token: string) {
  const tokenHash = hashToken(token);
  await store.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  cacheOf(store).forget((_session, cachedHash) => cachedHash === tokenHash);
  tellOtherProcesses(store, `token:${tokenHash}`);
}

/** Ends every session of a user but the one with `keepToken` (after a password change). */
export async function endOtherSessions(store: EntityStore, userId: number, keepToken: string) {
  await store.db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .execute();
  forgetSessionsOf(store, userId);
}

/** Ends every session of a user (a password guessed at too often). */
export async function endAllSessions(store: EntityStore, userId: number) {
  await store.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  forgetSessionsOf(store, userId);
}
