/**
 * Drafts and their items in the entity store (docs/requirements.md#ad-drafts): a user reaches only their own
 * drafts (any other id is 404, as a missing one), a draft uploading or uploaded refuses every change, and a
 * change makes the draft a draft again.
 */
import { responseCode } from '@adconsole/api-client/contract';
import { draftLock, draftStatus, type DraftRecord, type DraftStatus } from '@adconsole/draft-editor/rules';
import { providerDateTime } from '@adconsole/date-range/rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { Kysely, Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import type { DraftItemColumns, EntityDatabase } from '../stores/entity-schema';
import type { ItemKind, ItemRow, ItemTable } from './draft-items';

type Store = Kysely<EntityDatabase>;
export type DraftRow = Selectable<EntityDatabase['drafts']>;

/** An item table as the calls that treat every kind alike see it: the shared columns typed, the rest by name. */
type AnyItemTable = DraftItemColumns & { [column: string]: unknown };
export type ItemDatabase = Pick<EntityDatabase, 'drafts'> & Record<ItemTable, AnyItemTable>;

/**
 * The store with every item table seen alike, for the queries a kind names by its table and columns
 * (`ItemKind`); the kinds' own columns stay typed in their `record` and `columns`.
 */
export function anyItems(store: Store): Kysely<ItemDatabase> {
  return store as unknown as Kysely<ItemDatabase>;
}

export function toDraftRecord(row: DraftRow): DraftRecord {
  return {
    id: row.id,
    name: row.name,
    accountId: row.account_id,
    status: row.status,
    createdTime: providerDateTime(Number(row.created_time)),
    updatedTime: providerDateTime(Number(row.updated_time)),
  };
}

/** The user's draft by id; another user's answers 404 like a missing one, so ids reveal nothing. */
export async function ownDraft(store: Store, userId: number, id: number): Promise<DraftRow> {
  const draft = await store
    .selectFrom('drafts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!draft) throw new ResponseError(responseCode.notFound);
  return draft;
}

/**
 * Refuses to change a draft that is uploading (9) or uploaded (4): 400 whose `msg` says why in the caller's
 * language (`draftLock`), with the same message on the request field that named the draft.
 */
export function assertChangeable(status: DraftStatus, field: string, language: Language) {
  const lock = draftLock(status);
  if (!lock) return;
  const message = lookup(language, lock)!;
  throw new ResponseError(responseCode.badRequest, [{ field, message }], message);
}

/**
 * Records a change of drafts' contents or base: a changed draft is a draft again (status 1), whether it was
 * pending confirmation or to be modified, since what was confirmed or refused is no longer what it holds.
 */
export async function markChanged(store: Store, draftIds: readonly number[], now: number) {
  await store
    .updateTable('drafts')
    .set({ status: draftStatus.draft, updated_time: now })
    .where('id', 'in', [...new Set(draftIds)])
    .execute();
}

/** A draft's items of one kind as rows, in the order they were made; `parent` keeps one parent's. */
export async function itemRows<T extends ItemTable>(
  store: Store,
  kind: ItemKind<T, never, unknown>,
  draftId: number,
  parent?: number,
): Promise<ItemRow<T>[]> {
  const table: ItemTable = kind.table;
  let rows = anyItems(store).selectFrom(table).selectAll().where('draft_id', '=', draftId);
  if (parent !== undefined && kind.parent) {
    const column: string = kind.parent.column;
    rows = rows.where(column, '=', parent);
  }
  return (await rows.orderBy('id').execute()) as ItemRow<T>[];
}

/** A draft's items of one kind as the API answers them; `parent` keeps one parent's. */
export async function itemRecords<T extends ItemTable, Rec>(
  store: Store,
  kind: ItemKind<T, never, Rec>,
  draftId: number,
  parent?: number,
): Promise<Rec[]> {
  return (await itemRows(store, kind, draftId, parent)).map((row) => kind.record(row));
}
