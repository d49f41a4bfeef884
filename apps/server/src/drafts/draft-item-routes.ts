import {
  draftItemCalls,
  responseCode,
  type Endpoint,
  type NoData,
  type SavedId,
} from '@adconsole/api-client/contract';
import { compareKey, syncState } from '@adconsole/draft-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import { itemKinds, type ItemKind, type ItemTable } from './draft-items';
import {
  anyItems,
  assertChangeable,
  itemRecords,
  markChanged,
  ownDraft,
  takenKeys,
  type ItemDatabase,
} from './draft-store';

type ById = z.ZodType<{ id: number }>;
type ByIds = z.ZodType<{ ids: number[] }>;

/** The calls of one kind of item, as the contract defines them (`draftItemCalls`). */
interface ItemCalls<Input, Rec> {
  list: Endpoint<z.ZodType<{ draftId: number; parentId?: number }>, z.ZodType<Rec[]>>;
  save: Endpoint<z.ZodType<Input & { id?: number; draftId: number }>, typeof SavedId>;
  delete: Endpoint<ById, typeof NoData>;
  batchDelete: Endpoint<ByIds, typeof NoData>;
}

/**
 * The calls of a draft's campaigns, units, keywords and creatives (docs/requirements.md#ad-drafts): list,
 * save (one item, its parent in the same draft, nothing repeated: 1400), delete (921001 / 921002 while it
 * has children) and batch delete (children with it). Every write is one transaction; a draft uploading or
 * uploaded refuses it, and it makes the draft a draft again with the item not synchronized.
 */
export function draftItemRoutes(app: FastifyInstance) {
  registerItemCalls(app, draftItemCalls.campaign, itemKinds.campaign);
  registerItemCalls(app, draftItemCalls.unit, itemKinds.unit);
  registerItemCalls(app, draftItemCalls.keyword, itemKinds.keyword);
  registerItemCalls(app, draftItemCalls.creative, itemKinds.creative);
}

function registerItemCalls<T extends ItemTable, Input, Rec>(
  app: FastifyInstance,
  calls: ItemCalls<Input, Rec>,
  kind: ItemKind<T, Input, Rec>,
) {
  const db = app.entities.db;
  const table: ItemTable = kind.table;

  registerEndpoint(app, calls.list, async ({ draftId, parentId }, request) => {
    await ownDraft(db, request.user!.id, draftId);
    if (parentId !== undefined && !(await parentInDraft(anyItems(db), kind, parentId, draftId)))
      throw new ResponseError(responseCode.notFound);
    return itemRecords(db, kind, draftId, parentId);
  });

  registerEndpoint(app, calls.save, async (input, request) => {
    const language = requestLanguage(request);
    const now = app.now();
    return db.transaction().execute(async (tx) => {
      const draft = await ownDraft(tx, request.user!.id, input.draftId);
      assertChangeable(draft.status, 'draftId', language);
      const items = anyItems(tx);
      if (input.id !== undefined) {
        const item = await items
          .selectFrom(table)
          .select('id')
          .where('id', '=', input.id)
          .where('draft_id', '=', draft.id)
          .executeTakeFirst();
        if (!item) throw new ResponseError(responseCode.notFound);
      }
      const columns: Record<string, unknown> = kind.columns(input);
      await checkParent(items, kind, columns, draft.id, language);
      await kind.checkReferences?.(tx, input, { userId: request.user!.id, language });
      await checkRepeats(tx, kind, columns, { draftId: draft.id, id: input.id }, language);
      let id = input.id;
      if (id === undefined) {
        const values = { ...columns, draft_id: draft.id, created_time: now, updated_time: now };
        ({ id } = await items.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow());
      } else {
        // A changed item is no longer as the provider holds it.
        const values = { ...columns, sync_state: syncState.notSynchronized, updated_time: now };
        await items.updateTable(table).set(values).where('id', '=', id).execute();
      }
      await markChanged(tx, [draft.id], now);
      return { id };
    });
  });

  registerEndpoint(app, calls.delete, async ({ id }, request) => {
    await deleteItems(app, request.user!.id, kind, [id], {
      field: 'id',
      language: requestLanguage(request),
      keepChildren: true,
    });
    return null;
  });

  registerEndpoint(app, calls.batchDelete, async ({ ids }, request) => {
    await deleteItems(app, request.user!.id, kind, ids, {
      field: 'ids',
      language: requestLanguage(request),
      keepChildren: false,
    });
    return null;
  });
}

/** An item's parent must be an item of its own draft: 400 naming the parent's field otherwise. */
async function checkParent<T extends ItemTable>(
  items: Kysely<ItemDatabase>,
  kind: ItemKind<T, never, unknown>,
  columns: Record<string, unknown>,
  draftId: number,
  language: Language,
) {
  if (!kind.parent) return;
  const { column, field, missing } = kind.parent;
  if (!(await parentInDraft(items, kind, columns[column] as number, draftId)))
    throw new ResponseError(responseCode.badRequest, [{ field, message: lookup(language, missing)! }]);
}

/**
 * Whether an id names a parent item (a unit's campaign, a keyword's unit…) of the draft: a parent of another
 * draft, another user's included, is as unknown as a missing one (docs/requirements.md#ad-drafts).
 */
async function parentInDraft<T extends ItemTable>(
  items: Kysely<ItemDatabase>,
  kind: ItemKind<T, never, unknown>,
  parentId: number,
  draftId: number,
): Promise<boolean> {
  if (!kind.parent) return true;
  const parent = await items
    .selectFrom(kind.parent.table)
    .select('id')
    .where('id', '=', parentId)
    .where('draft_id', '=', draftId)
    .executeTakeFirst();
  return parent !== undefined;
}

/**
 * What may not repeat (a campaign's name in its draft…) answers 1400, naming the field, when another item of
 * the scope has it, compared by `compareKey` (`takenKeys`).
 */
async function checkRepeats<T extends ItemTable>(
  store: Kysely<EntityDatabase>,
  kind: ItemKind<T, never, unknown>,
  columns: Record<string, unknown>,
  saved: { draftId: number; id?: number },
  language: Language,
) {
  if (!kind.unique) return;
  const { scope, column, field, message } = kind.unique;
  const scopeValue = scope === 'draft_id' ? saved.draftId : columns[scope];
  const taken = await takenKeys(store, kind, scopeValue, saved.id);
  if (taken.has(compareKey(String(columns[column])))) {
    throw new ResponseError(responseCode.dataDuplication, [{ field, message: lookup(language, message)! }]);
  }
}

/**
 * Deletes items of the user's drafts, all or none: an id that is not an item of this kind in one of the
 * user's drafts answers 404. With `keepChildren` an item that has children answers its kind's code
 * (921001, 921002); without, the children go with it (the store's cascades).
 */
async function deleteItems<T extends ItemTable>(
  app: FastifyInstance,
  userId: number,
  kind: ItemKind<T, never, unknown>,
  ids: readonly number[],
  options: { field: string; language: Language; keepChildren: boolean },
) {
  const wanted = [...new Set(ids)];
  const table: ItemTable = kind.table;
  await app.entities.db.transaction().execute(async (tx) => {
    const items = anyItems(tx);
    const found = await items
      .selectFrom(table)
      .innerJoin('drafts', 'drafts.id', `${table}.draft_id`)
      .select(['drafts.id as draftId', 'drafts.status'])
      .where(`${table}.id`, 'in', wanted)
      .where('drafts.user_id', '=', userId)
      .execute();
    if (found.length !== wanted.length) throw new ResponseError(responseCode.notFound);
    for (const { status } of found) assertChangeable(status, options.field, options.language);
    if (options.keepChildren && kind.children) {
      const { tables, column, code } = kind.children;
      for (const table of tables) {
        const child = await items
          .selectFrom(table)
          .select('id')
          .where(column, 'in', wanted)
          .executeTakeFirst();
        if (child) throw new ResponseError(code);
      }
    }
    await items.deleteFrom(table).where('id', 'in', wanted).execute();
    await markChanged(
      tx,
      found.map((item) => item.draftId),
      app.now(),
    );
  });
}
