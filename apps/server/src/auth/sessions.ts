import { createHash, randomBytes } from 'node:crypto';
import type { EntityStore } from '../stores/entity-store';

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

/** The user id of a live session, or undefined for a missing, unknown or expired token. */
export async function sessionUserId(store: EntityStore, token: string | undefined, now: number) {
  if (!token) return undefined;
  const row = await store.db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row && Number(row.expires_at) > now ? row.user_id : undefined;
}

export async function endSession(store: EntityStore, token: string) {
  await store.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user but the one with `keepToken` (after a password change). */
export async function endOtherSessions(store: EntityStore, userId: number, keepToken: string) {
  await store.db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .execute();
}

/** Ends every session of a user (a password guessed at too often). */
export async function endAllSessions(store: EntityStore, userId: number) {
  await store.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
