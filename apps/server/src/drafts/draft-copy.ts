import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';
import { itemKinds, type ItemKind, type ItemTable } from './draft-items';
import { anyItems, itemRows, type DraftRow } from './draft-store';

/** Rows a copy inserts at once: well under SQLite's and PostgreSQL's limits of bound values per statement. */
const copyChunk = 200;

/** Each copied parent table's ids, original → copy, for the children's parents. */
type CopiedIds = Map<ItemTable, Map<number, number>>;

/**
 * Copies a draft into a new one of the same user, name and account, in status 1, with a copy of every item
 * whose parent is the parent's copy (docs/requirements.md#ad-drafts). Copies are new, so none is
 * synchronized. Answers the new draft's id. Runs inside the caller's transaction.
 */
export async function copyDraft(
  store: Kysely<EntityDatabase>,
  draft: DraftRow,
  now: number,
): Promise<number> {
  const { id: copyId } = await store
    .insertInto('drafts')
    .values({
      user_id: draft.user_id,
      account_id: draft.account_id,
      name: draft.name,
      created_time: now,
      updated_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const copied: CopiedIds = new Map();
  const copy = { store, from: draft.id, to: copyId, now, copied };
  await copyItems(copy, itemKinds.campaign);
  await copyItems(copy, itemKinds.unit);
  await copyItems(copy, itemKinds.keyword);
  await copyItems(copy, itemKinds.creative);
  return copyId;
}

async function copyItems<T extends ItemTable, Input, Rec extends Input>(
  copy: { store: Kysely<EntityDatabase>; from: number; to: number; now: number; copied: CopiedIds },
  kind: ItemKind<T, Input, Rec>,
) {
  const rows = await itemRows(copy.store, kind, copy.from);
  const table: ItemTable = kind.table;
  const values = rows.map((row) => {
    const columns: Record<string, unknown> = kind.columns(kind.record(row));
    const parent = kind.parent && {
      [kind.parent.column]: copy.copied.get(kind.parent.table)!.get(columns[kind.parent.column] as number),
    };
    return { ...columns, ...parent, draft_id: copy.to, created_time: copy.now, updated_time: copy.now };
  });
  const items = anyItems(copy.store);
  if (kind.children) {
    // A parent's copies go in one by one: only so is each new id known to be its original's.
    const ids = new Map<number, number>();
    for (const [index, value] of values.entries()) {
      const { id } = await items.insertInto(table).values(value).returning('id').executeTakeFirstOrThrow();
      ids.set(rows[index]!.id, id);
    }
    copy.copied.set(table, ids);
    return;
  }
  for (let start = 0; start < values.length; start += copyChunk) {
    await items
      .insertInto(table)
      .values(values.slice(start, start + copyChunk))
      .execute();
  }
}
