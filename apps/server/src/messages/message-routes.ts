import { endpoints, responseCode, type Message } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import { listPage, newestFirst } from '../stores/list-page';

type MessageRow = Selectable<EntityDatabase['user_messages']>;

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    msgType: row.msg_type,
    introducecn: row.introduce_cn,
    introduceen: row.introduce_en,
    introducetw: row.introduce_tw,
    createdTime: providerDateTime(Number(row.created_time)),
    popupCount: row.popup_count,
    isRead: row.is_read === 1,
  };
}

/**
 * The message centre (docs/requirements.md#messages): the user's messages, read state and the new-message
 * pop-up count.
 */
export function messageRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const mine = (userId: number) => db.selectFrom('user_messages').where('user_id', '=', userId);

  registerEndpoint(app, endpoints.messageList, async ({ page, query }, request) => {
    let rows = mine(request.user!.id).selectAll();
    if (query.isRead !== undefined) rows = rows.where('is_read', '=', query.isRead ? 1 : 0);
    if (query.msgType !== undefined) rows = rows.where('msg_type', '=', query.msgType);
    const answer = await listPage(rows, page, newestFirst);
    return new Paged(answer.rows.map(toMessage), answer.page);
  });

  // Like detail, an id that is not one of the user's messages answers 404, and nothing is marked.
  registerEndpoint(app, endpoints.messageRead, async ({ ids }, request) => {
    const wanted = [...new Set(ids)];
    await db.transaction().execute(async (tx) => {
      const { numUpdatedRows } = await tx
        .updateTable('user_messages')
        .set({ is_read: 1 })
        .where('user_id', '=', request.user!.id)
        .where('id', 'in', wanted)
        .executeTakeFirst();
      if (Number(numUpdatedRows) !== wanted.length) throw new ResponseError(responseCode.notFound);
    });
    return null;
  });

  registerEndpoint(app, endpoints.messageDetail, async ({ id }, request) => {
    const row = await db
      .updateTable('user_messages')
      .set({ is_read: 1 })
      .where('user_id', '=', request.user!.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ResponseError(responseCode.notFound);
    return toMessage(row);
  });

  registerEndpoint(app, endpoints.addPopupCount, async ({ id }, request) => {
    const result = await db
      .updateTable('user_messages')
      .set((eb) => ({ popup_count: eb('popup_count', '+', 1) }))
      .where('user_id', '=', request.user!.id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new ResponseError(responseCode.notFound);
    return null;
  });

  registerEndpoint(app, endpoints.unreadCount, async (_input, request) => {
    const { count } = await mine(request.user!.id)
      .where('is_read', '=', 0)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return { count: Number(count) };
  });

  registerEndpoint(app, endpoints.newestMessage, async (_input, request) => {
    const row = await mine(request.user!.id)
      .selectAll()
      .orderBy('created_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  });
}
