import {
  endpoints,
  responseCode,
  type NoticeRecipient,
  type NoticeSaveRequest,
  type PublishedNotice,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import { listPage, newestFirst } from '../stores/list-page';

type NoticeDb = Kysely<EntityDatabase>;

/** A notice is a system announcement in its readers' message centres. */
const announcement = 1;

function toNotice(
  row: Selectable<EntityDatabase['notices']>,
  recipients: NoticeRecipient[] | undefined,
): PublishedNotice {
  return {
    id: row.id,
    introducecn: row.introduce_cn,
    introduceen: row.introduce_en,
    introducetw: row.introduce_tw,
    recipients: row.to_everyone ? null : (recipients ?? []),
    status: row.status,
    createdTime: providerDateTime(Number(row.created_time)),
    updatedTime: providerDateTime(Number(row.updated_time)),
  };
}

/** A 400 naming one field of the request, its message in the caller's language. */
function refuse(request: FastifyRequest, field: string, key: string): never {
  const message = lookup(requestLanguage(request), key)!;
  throw new ResponseError(responseCode.badRequest, [{ field, message }], message);
}

/**
 * Brings the messages of a notice in line with it (in the caller's transaction): every addressee has one
 * message of it with its current text, keeping their read state and pop-up count; users no longer addressed
 * lose theirs.
 */
async function deliver(db: NoticeDb, noticeId: number, addressees: readonly number[], now: number) {
  const notice = await db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', noticeId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_messages')
    .set({
      introduce_cn: notice.introduce_cn,
      introduce_en: notice.introduce_en,
      introduce_tw: notice.introduce_tw,
    })
    .where('notice_id', '=', noticeId)
    .execute();
  await db
    .deleteFrom('user_messages')
    .where('notice_id', '=', noticeId)
    .where('user_id', 'not in', addressees.length ? addressees : [0])
    .execute();
  const delivered = await db
    .selectFrom('user_messages')
    .select('user_id')
    .where('notice_id', '=', noticeId)
    .execute();
  const has = new Set(delivered.map((m) => m.user_id));
  const missing = addressees.filter((userId) => !has.has(userId));
  if (missing.length === 0) return;
  await db
    .insertInto('user_messages')
    .values(
      missing.map((userId) => ({
        user_id: userId,
        msg_type: announcement,
        introduce_cn: notice.introduce_cn,
        introduce_en: notice.introduce_en,
        introduce_tw: notice.introduce_tw,
        created_time: now,
        notice_id: noticeId,
      })),
    )
    .execute();
}

/**
 * Publishing notices (docs/requirements.md#notices): a publisher's own notices, listed, saved (published or
 * changed) and withdrawn. Readers meet them through the message centre's calls, each as a message of their
 * own (docs/requirements.md#messages).
 */
export function noticeRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const own = (request: FastifyRequest) =>
    db.selectFrom('notices').where('publisher_id', '=', request.user!.id);

  registerEndpoint(app, endpoints.noticeRecipients, async () =>
    db.selectFrom('users').select(['id', 'user_name as userName']).orderBy('user_name').execute(),
  );

  registerEndpoint(app, endpoints.noticeList, async ({ page, query }, request) => {
    let rows = own(request).selectAll();
    if (query.status) rows = rows.where('status', '=', query.status);
    const { rows: list, page: answered } = await listPage(rows, page, newestFirst);
    const chosen = list.length
      ? await db
          .selectFrom('notice_recipients')
          .innerJoin('users', 'users.id', 'notice_recipients.user_id')
          .select(['notice_recipients.notice_id', 'users.id', 'users.user_name'])
          .where(
            'notice_recipients.notice_id',
            'in',
            list.map((row) => row.id),
          )
          .orderBy('users.user_name')
          .execute()
      : [];
    const recipients = new Map<number, NoticeRecipient[]>();
    for (const row of chosen) {
      recipients.set(row.notice_id, [
        ...(recipients.get(row.notice_id) ?? []),
        { id: row.id, userName: row.user_name },
      ]);
    }
    const notices = list.map((row) => toNotice(row, recipients.get(row.id)));
    return new Paged(notices, answered);
  });

  registerEndpoint(app, endpoints.noticeSave, async (input: NoticeSaveRequest, request) => {
    const now = app.now();
    if (input.userIds) {
      const known = await db.selectFrom('users').select('id').where('id', 'in', input.userIds).execute();
      if (known.length !== input.userIds.length) refuse(request, 'userIds', 'validation.unknownUser');
    }
    if (input.id !== undefined) {
      const existing = await own(request).select('status').where('id', '=', input.id).executeTakeFirst();
      if (!existing) throw new ResponseError(responseCode.notFound);
      if (existing.status === 'withdrawn') refuse(request, 'id', 'validation.noticeWithdrawn');
    }
    const texts = {
      introduce_cn: input.introducecn,
      introduce_en: input.introduceen,
      introduce_tw: input.introducetw,
      to_everyone: input.userIds ? 0 : 1,
    };
    const id = await db.transaction().execute(async (tx) => {
      const noticeId =
        input.id ??
        (
          await tx
            .insertInto('notices')
            .values({
              ...texts,
              publisher_id: request.user!.id,
              status: 'published',
              created_time: now,
              updated_time: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (input.id !== undefined) {
        await tx
          .updateTable('notices')
          .set({ ...texts, updated_time: now })
          .where('id', '=', noticeId)
          .execute();
        await tx.deleteFrom('notice_recipients').where('notice_id', '=', noticeId).execute();
      }
      if (input.userIds) {
        await tx
          .insertInto('notice_recipients')
          .values(input.userIds.map((userId) => ({ notice_id: noticeId, user_id: userId })))
          .execute();
      }
      const addressees =
        input.userIds ?? (await tx.selectFrom('users').select('id').execute()).map((user) => user.id);
      await deliver(tx, noticeId, addressees, now);
      return noticeId;
    });
    return { id };
  });

  registerEndpoint(app, endpoints.noticeWithdraw, async ({ id }, request) => {
    const existing = await own(request).select('id').where('id', '=', id).executeTakeFirst();
    if (!existing) throw new ResponseError(responseCode.notFound);
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('notices')
        .set({ status: 'withdrawn', updated_time: app.now() })
        .where('id', '=', id)
        .where('status', '=', 'published')
        .execute();
      await tx.deleteFrom('user_messages').where('notice_id', '=', id).execute();
    });
    return null;
  });
}
