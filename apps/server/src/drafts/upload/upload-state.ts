import type { UploadItemKind } from '@adconsole/api-client/contract';
import type { SyncState, UploadRefusal } from '@adconsole/draft-rules';
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../../stores/entity-schema';
import { itemKinds } from '../draft-items';
import { anyItems } from '../draft-store';
import { uploadItems } from './upload-jobs';

type DraftItemKind = Exclude<UploadItemKind, 'picture'>;
const draftItemKinds = Object.keys(itemKinds) as DraftItemKind[];

/** Why the provider refused an item: our reason, and its own words with its code when it gave them. */
export interface ItemRefusal {
  reason: UploadRefusal;
  detail: string | null;
}

/** Where a draft's last upload leaves it: how far a running one is, why the provider refused items. */
export interface DraftUploadState {
  progress?: { done: number; total: number };
  /** The refusal of each item the last upload saw refused and that has not changed since, by kind and id. */
  refusals: Map<string, ItemRefusal>;
}

export const itemRef = (kind: DraftItemKind, id: number) => `${kind}:${id}`;

/** The current sync state of each item of a draft, by `itemRef`. */
export async function syncStates(store: Kysely<EntityDatabase>, draftId: number) {
  const states = new Map<string, SyncState>();
  for (const kind of draftItemKinds) {
    const rows = await anyItems(store)
      .selectFrom(itemKinds[kind].table)
      .select(['id', 'sync_state'])
      .where('draft_id', '=', draftId)
      .execute();
    for (const row of rows) states.set(itemRef(kind, row.id), row.sync_state);
  }
  return states;
}

/**
 * The state of a draft's last upload for its detail (docs/requirements.md#ad-drafts): its progress while it
 * runs; once it failed, each refused item's reason and detail (a picture's on its creative, after the
 * creative's own) while the item is as it was sent.
 */
export async function draftUploadState(
  store: Kysely<EntityDatabase>,
  draftId: number,
): Promise<DraftUploadState> {
  const refusals = new Map<string, ItemRefusal>();
  const last = await store
    .selectFrom('draft_uploads')
    .selectAll()
    .where('draft_id', '=', draftId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!last) return { refusals };
  if (last.status === 'uploading') {
    return { progress: { done: last.done_count, total: last.item_count }, refusals };
  }
  if (last.status !== 'failed') return { refusals };
  const refused = await store
    .selectFrom('draft_upload_items')
    .select(['kind', 'item_id', 'item_key', 'payload', 'fail_reason', 'fail_detail'])
    .where('upload_id', '=', last.id)
    .where('result', '=', 'refused')
    .orderBy('seq')
    .execute();
  // An item is as the provider refused it while it would be sent exactly as it was.
  const now = new Map((await uploadItems(store, draftId)).map((item) => [item.key, JSON.stringify(item)]));
  for (const item of refused) {
    const ref = itemRef(item.kind === 'picture' ? 'creative' : item.kind, item.item_id);
    if (now.get(item.item_key) === item.payload && !refusals.has(ref))
      refusals.set(ref, { reason: item.fail_reason!, detail: item.fail_detail });
  }
  return { refusals };
}
