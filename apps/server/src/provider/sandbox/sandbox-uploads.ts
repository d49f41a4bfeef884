import { setTimeout as sleep } from 'node:timers/promises';
import {
  creativeByteLength,
  draftLimits,
  holdsBannedWord,
  isBannedKeyword,
  compareKey,
  providerByteLength,
  type UploadRefusal,
} from '@adconsole/draft-rules';
import type { EntityStore } from '../../stores/entity-store';
import type { Provider, ProviderAccount, UploadAnswer, UploadItem } from '../provider';

/** The sandbox's upload time when `SANDBOX_UPLOAD_SECONDS` is not set; the real provider takes 3–5 minutes. */
export const defaultSandboxUploadSeconds = 20;

/** Why the provider refuses an item for what it holds (not for what the provider already has), if it does. */
function contentRefusal(item: UploadItem): UploadRefusal | undefined {
  if (item.kind === 'keyword' && isBannedKeyword(item.name)) return 'draftUpload.refusal.bannedWord';
  for (const { text, maxBytes, minBytes, creative } of item.texts) {
    // The provider's review reads whole texts: a banned word anywhere in one refuses it.
    if (holdsBannedWord(text)) return 'draftUpload.refusal.bannedWord';
    const bytes = creative ? creativeByteLength(text) : providerByteLength(text);
    if (bytes > maxBytes) return 'draftUpload.refusal.tooLong';
    if (minBytes !== undefined && bytes < minBytes) return 'draftUpload.refusal.tooShort';
  }
  if (item.budgetFen !== undefined && item.budgetFen < draftLimits.budgetMin * 100) {
    return 'draftUpload.refusal.budgetTooLow';
  }
  return undefined;
}

/**
 * What the provider keeps unique: a campaign's name in the account, the rest by name under their parent, all
 * compared as the draft compares them (`compareKey`, docs/requirements.md#ad-drafts).
 */
const uniqueName = (item: UploadItem) => compareKey(item.name);

/**
 * The draft upload of the sandbox provider (docs/architecture.md#provider-and-sandbox): it takes
 * `uploadSeconds` over a whole upload, refuses item by item what the provider refuses (banned words,
 * lengths, a daily budget under 50 RMB, a name it already has) and keeps what it created per account in the
 * entity store, keyed by our item key, so asking again for an item it created answers that creation.
 */
export function sandboxUploads(
  entities: EntityStore,
  options: { uploadSeconds: number; now: () => number },
): Pick<Provider, 'createUploadItem'> {
  const db = entities.db;
  const created = (store: EntityStore['db'], account: ProviderAccount, key: string) =>
    store
      .selectFrom('sandbox_provider_items')
      .select('id')
      .where('account_id', '=', account.id)
      .where('item_key', '=', key)
      .executeTakeFirst();
  const answer = (id: number): UploadAnswer => ({ created: true, providerId: `sandbox-${id}` });

  return {
    async createUploadItem(account, item, itemsInUpload) {
      const earlier = await created(db, account, item.key);
      if (earlier) return answer(earlier.id);
      await sleep((options.uploadSeconds * 1000) / Math.max(1, itemsInUpload));
      const reason = contentRefusal(item);
      if (reason) return { created: false, reason };
      return db.transaction().execute(async (tx) => {
        let namesakes = tx
          .selectFrom('sandbox_provider_items')
          .select('item_key')
          .where('account_id', '=', account.id)
          .where('kind', '=', item.kind)
          .where('name', '=', uniqueName(item));
        namesakes = item.parentKey
          ? namesakes.where('parent_key', '=', item.parentKey)
          : namesakes.where('parent_key', 'is', null);
        const taken = await namesakes.executeTakeFirst();
        // Pictures and creatives may repeat; the rest are one of a name under their parent.
        if (taken && item.kind !== 'picture' && item.kind !== 'creative') {
          return { created: false, reason: 'draftUpload.refusal.nameTaken' } as const;
        }
        const row = await tx
          .insertInto('sandbox_provider_items')
          .values({
            account_id: account.id,
            item_key: item.key,
            kind: item.kind,
            parent_key: item.parentKey ?? null,
            name: uniqueName(item),
            created_time: options.now(),
          })
          .onConflict((c) => c.columns(['account_id', 'item_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // Another caller created it between the first look and now: its creation is this one.
        return answer(row?.id ?? (await created(tx, account, item.key))!.id);
      });
    },
  };
}
