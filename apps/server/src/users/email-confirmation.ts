import { createHash, randomBytes } from 'node:crypto';
import { responseCode, type FieldErrors } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import { ResponseError } from '../http/response-error';
import type { Notifications } from '../notification-channels/notifications';

/** How long a confirmation link works (docs/requirements.md#confirmed-e-mail-addresses). */
export const confirmationLinkMs = 24 * 60 * 60 * 1000;

/** Only the token's hash is kept: a copy of the store cannot confirm anything. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The console page that confirms, with the token as `token` (redacted from the log: docs/hardening.md#secrets-in-the-log). */
const confirmPath = (token: string) => `systemSet/emailSet?token=${token}`;

export interface ConfirmationMailer {
  notifications: Notifications;
  /** `PUBLIC_URL`, ending in `/`: the link's address; without it the mail gives the path to open. */
  publicUrl?: string;
}

/**
 * Saves a user's address unconfirmed, replaces any pending link with a new one (so a resend makes the older
 * link stop working) and mails it over the server's mailer (docs/requirements.md#confirmed-e-mail-addresses).
 * Answers whether the mail went.
 */
export async function saveUnconfirmedEmail(
  app: FastifyInstance,
  { notifications, publicUrl }: ConfirmationMailer,
  userId: number,
  address: string,
  language: Language,
): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  await app.entities.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ email: address, email_confirmed: 0 })
      .where('id', '=', userId)
      .execute();
    await tx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
    await tx
      .insertInto('email_confirmations')
      .values({
        token_hash: hashOf(token),
        user_id: userId,
        address,
        expires_at: now + confirmationLinkMs,
        created_time: now,
      })
      .execute();
  });
  const text = (key: string, values: Record<string, string> = {}) => lookup(language, key, values)!;
  const link = publicUrl ? new URL(confirmPath(token), publicUrl).toString() : `/${confirmPath(token)}`;
  const result = await notifications.deliver({
    // Not a stored delivery: sent once, at the user's asking.
    id: 0,
    createdTime: now,
    kind: 'email',
    channelId: null,
    address,
    language,
    content: {
      subject: text('notificationSending.emailConfirmation.subject'),
      text: text(
        publicUrl
          ? 'notificationSending.emailConfirmation.text'
          : 'notificationSending.emailConfirmation.textWithoutAddress',
        {
          link,
          hours: String(confirmationLinkMs / 3_600_000),
        },
      ),
    },
    data: { kind: 'emailConfirmation' },
  });
  return result.sent;
}

/** Removes a user's address and any pending link. */
export async function removeEmail(app: FastifyInstance, userId: number) {
  await app.entities.db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ email: null, email_confirmed: 0 }).where('id', '=', userId).execute();
    await tx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
  });
}

/**
 * Confirms the address a link was mailed to: the user's own link (another user's session cannot use it), not
 * expired, for the address the user still has; used once. Anything else is one answer, so it tells nothing.
 */
export async function confirmEmail(app: FastifyInstance, userId: number, token: string, language: Language) {
  const db = app.entities.db;
  const hash = hashOf(token);
  const confirmed = await db.transaction().execute(async (tx) => {
    const pending = await tx
      .selectFrom('email_confirmations')
      .innerJoin('users', 'users.id', 'email_confirmations.user_id')
      .select(['email_confirmations.address', 'email_confirmations.expires_at', 'users.email'])
      .where('email_confirmations.token_hash', '=', hash)
      .where('email_confirmations.user_id', '=', userId)
      .executeTakeFirst();
    if (!pending) return undefined;
    await tx.deleteFrom('email_confirmations').where('token_hash', '=', hash).execute();
    const current = pending.email?.toLowerCase() === pending.address.toLowerCase();
    if (!current || Number(pending.expires_at) <= app.now()) return undefined;
    await tx.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', userId).execute();
    return pending.address;
  });
  if (confirmed === undefined) {
    throw new ResponseError(responseCode.badRequest, [
      { field: 'token', message: lookup(language, 'notificationSending.emailConfirmation.linkInvalid')! },
    ] satisfies FieldErrors);
  }
  return { email: confirmed };
}
