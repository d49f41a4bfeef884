/**
 * Drafts and their items in the entity store (docs/requirements.md#ad-drafts): a user reaches only their own
 * drafts (any other id is 404, as a missing one), a draft uploading or uploaded refuses every change, a
 * change makes the draft a draft again, and only a draft ready to upload may be confirmed or uploaded.
 */
import { responseCode } from '@adconsole/api-client/contract';
import {
  compareKey,
  confirmBlock,
  draftLock,
  draftStatus,
  validateDraft,
  type DraftRecord,
  type DraftStatus,
} from '@adconsole/draft-rules';
import { providerDateTime } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { Kysely, Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import type { DraftItemColumns } from './draft-tables';
import { itemKinds, type ItemKind, type ItemRow, type ItemTable } from './draft-items';

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
  if (lock) refuse(lookup(language, lock)!, field);
}

/** 400 whose `msg` is the reason, with the same message on the request field that named the draft. */
function refuse(message: string, field: string): never {
  throw new ResponseError(responseCode.badRequest, [{ field, message }], message);
}

/**
 * Refuses to put a draft pending confirmation (2) when `confirmBlock` says why not
 * (docs/requirements.md#ad-drafts): the provider refused items of it (3), it is uploaded (4) or uploading (9).
 */
export function assertConfirmable(status: DraftStatus, field: string, language: Language) {
  const block = confirmBlock(status);
  if (block) refuse(lookup(language, block)!, field);
}

/**
 * Refuses a draft that is not ready to upload (docs/requirements.md#draft-upload): one without a campaign,
 * or with errors of the preview's check (`validateDraft`), 400 naming each error and the first three in
 * `msg`. Confirming a draft and uploading it both need it ready.
 */
export async function assertUploadable(store: Store, draftId: number, language: Language) {
  const contents = {
    campaigns: await itemRecords(store, itemKinds.campaign, draftId),
    units: await itemRecords(store, itemKinds.unit, draftId),
    keywords: await itemRecords(store, itemKinds.keyword, draftId),
    creatives: await itemRecords(store, itemKinds.creative, draftId),
  };
  if (contents.campaigns.length === 0) refuse(lookup(language, 'draftUpload.empty')!, 'id');
  const { errors } = validateDraft(contents);
  if (errors.length === 0) return;
  const data = errors.map((problem) => ({
    field: [problem.kind, problem.id, problem.picture, problem.field]
      .filter((part) => part !== undefined && part !== '')
      .join('.'),
    message: lookup(language, problem.message)!,
  }));
  const summary = data.slice(0, 3).map((e) => `${e.field}: ${e.message}`);
  const message = lookup(language, 'draftUpload.hasErrors', {
    count: String(errors.length),
    errors: summary.join('; '),
  })!;
  throw new ResponseError(responseCode.badRequest, data, message);
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

/**
 * What the items of a kind hold, in one scope, of what may not repeat there (a draft's campaign names, a
 * campaign's unit names, a unit's keywords: the kind's `unique`), as `compareKey` gives it: a name or keyword
 * repeats one of these when it differs only in spaces around it or in ASCII case
 * (docs/requirements.md#ad-drafts). `except` leaves out the item being saved.
 */
export async function takenKeys<T extends ItemTable>(
  store: Store,
  kind: ItemKind<T, never, unknown>,
  scopeValue: unknown,
  except?: number,
): Promise<Set<string>> {
  if (!kind.unique) return new Set();
  const table: ItemTable = kind.table;
  const scope: string = kind.unique.scope;
  const column: string = kind.unique.column;
  let stored = anyItems(store).selectFrom(table).select(['id', column]).where(scope, '=', scopeValue);
  if (except !== undefined) stored = stored.where('id', '<>', except);
  const rows = (await stored.execute()) as Record<string, unknown>[];
  return new Set(rows.map((row) => compareKey(String(row[column]))));
}
