import { draftStatus, syncState } from '@adconsole/draft-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { recordChanges } from '../../stores/record-changes';
import type { UploadAnswer, UploadItem } from '../../provider/provider';
import type { Providers } from '../../provider/providers';
import { sql } from 'kysely';
import { Interrupted, type JobQueue, type JobRunner, type Lease } from '../../jobs/job-runner';
import type { EntityStore } from '../../stores/entity-store';
import { itemKinds } from '../draft-items';
import { anyItems } from '../draft-store';

/** Sends drafts to the provider; its `enqueue` runs a new upload. */
export type UploadRunner = JobQueue;

interface UploadOptions {
  entities: EntityStore;
  /** Each upload goes to its account's provider (docs/baidu-provider.md). */
  providers: Pick<Providers, 'account'>;
  /** The business clock (created and finished times); leases use the wall clock. */
  now: () => number;
}

/** A message-centre type other than 1 (a system announcement) is a notice (docs/requirements.md#messages). */
const uploadMessageType = 2;

/**
 * How many times an upload is sent before it is given up: a provider that keeps failing (not refusing: an
 * error of the call itself) ends the upload failed, each item left refused with the error as its detail.
 */
const uploadAttempts = 5;

/**
 * Draft upload jobs (docs/architecture.md#draft-upload-jobs), a kind of the process's job runner: each job
 * runs while its process holds the upload's lease, so one process at a time sends it; a job whose process died
 * is taken up once its lease runs out. Each item is recorded with its result in a transaction that checks the
 * lease, and the provider's creation is keyed by the item, so a resumed job sends again at most the item it
 * was sending, which the provider answers with its first creation: nothing is created twice. The last item's
 * transaction ends the upload, moves the draft to 4 or 3 and sends its owner a message.
 */
export function createUploadRunner(jobs: JobRunner, options: UploadOptions): UploadRunner {
  const { entities, providers, now } = options;
  const { owner } = jobs;
  const db = entities.db;

  async function send(uploadId: number, lease: Lease) {
    const upload = await db
      .selectFrom('draft_uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    const { account, provider } = await providers.account(upload.account_id);
    const items = await db
      .selectFrom('draft_upload_items')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .orderBy('seq')
      .execute();
    const refused = new Set(items.filter((i) => i.result === 'refused').map((i) => i.item_key));
    // The provider's id of each created item: a real provider creates an item under its parent's id.
    const providerIds = new Map(items.flatMap((i) => (i.provider_id ? [[i.item_key, i.provider_id]] : [])));
    for (const item of items.filter((i) => i.result === 'pending')) {
      lease.check();
      // A refused campaign, unit or creative takes what belongs to it along: the provider has nothing to hold it.
      const answer: UploadAnswer =
        item.parent_key && refused.has(item.parent_key)
          ? { created: false, reason: 'draftUpload.refusal.parentRefused' }
          : await provider.createUploadItem(
              account,
              {
                ...(JSON.parse(item.payload) as UploadItem),
                parentProviderId: item.parent_key ? providerIds.get(item.parent_key) : undefined,
              },
              upload.item_count,
            );
      if (answer.created) providerIds.set(item.item_key, answer.providerId);
      else refused.add(item.item_key);
      await entities.db.transaction().execute(async (tx) => {
        const { numUpdatedRows } = await tx
          .updateTable('draft_uploads')
          .set((eb) => ({ done_count: eb('done_count', '+', 1) }))
          .where('id', '=', uploadId)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) throw new Interrupted();
        await tx
          .updateTable('draft_upload_items')
          .set({
            result: answer.created ? 'created' : 'refused',
            provider_id: answer.created ? answer.providerId : null,
            fail_reason: answer.created ? null : answer.reason,
            fail_detail: answer.created ? null : (answer.detail ?? null),
            finished_time: now(),
          })
          .where('upload_id', '=', uploadId)
          .where('seq', '=', item.seq)
          .execute();
        if (answer.created && item.kind !== 'picture') {
          await anyItems(tx)
            .updateTable(itemKinds[item.kind].table)
            .set({ sync_state: syncState.synchronized })
            .where('id', '=', item.item_id)
            .execute();
          // In the same transaction as the item's result: an item created once is in the history once
          // (docs/requirements.md#change-history).
          await recordChanges(tx, [
            {
              accountId: upload.account_id,
              time: now(),
              kind: 'upload',
              source: 'console',
              userId: upload.user_id,
              jobId: null,
              level: item.kind,
              objectId: answer.providerId,
              objectName: item.name,
              field: 'created',
              oldValue: null,
              newValue: null,
            },
          ]);
        }
      });
    }
    await finish(uploadId);
  }

  /**
   * Ends an upload whose items all have their result: the upload, its draft and its owner's message. An
   * upload given up (every attempt failed) ends with the items still waiting refused, the provider's reason
   * and the error as its detail, as if the provider had refused them.
   */
  async function finish(uploadId: number, givenUp?: { error: unknown }) {
    await db.transaction().execute(async (tx) => {
      if (givenUp) {
        await tx
          .updateTable('draft_upload_items')
          .set({
            result: 'refused',
            fail_reason: 'draftUpload.refusal.provider',
            fail_detail: String(givenUp.error),
            finished_time: now(),
          })
          .where('upload_id', '=', uploadId)
          .where('result', '=', 'pending')
          .execute();
      }
      const { refused } = await tx
        .selectFrom('draft_upload_items')
        .select((eb) => eb.fn.countAll<number>().as('refused'))
        .where('upload_id', '=', uploadId)
        .where('result', '=', 'refused')
        .executeTakeFirstOrThrow();
      const refusedCount = Number(refused);
      const ended = refusedCount === 0 ? 'succeeded' : 'failed';
      const upload = await tx
        .updateTable('draft_uploads')
        .set((eb) => ({
          status: ended,
          finished_time: now(),
          done_count: eb.ref('item_count'),
          lease_owner: null,
          lease_until: null,
        }))
        .where('id', '=', uploadId)
        .where('lease_owner', '=', owner)
        .where('status', '=', 'uploading')
        .returningAll()
        .executeTakeFirst();
      if (!upload) throw new Interrupted();
      if (upload.draft_id !== null) {
        await tx
          .updateTable('drafts')
          .set({
            status: refusedCount === 0 ? draftStatus.uploaded : draftStatus.toBeModified,
            updated_time: now(),
          })
          .where('id', '=', upload.draft_id)
          .where('status', '=', draftStatus.uploading)
          .execute();
      }
      const key = refusedCount === 0 ? 'draftUpload.message.succeeded' : 'draftUpload.message.failed';
      const values = {
        name: upload.draft_name,
        count: String(refusedCount === 0 ? upload.item_count : refusedCount),
      };
      const text = (language: Language) => lookup(language, key, values)!;
      await tx
        .insertInto('user_messages')
        .values({
          user_id: upload.user_id,
          msg_type: uploadMessageType,
          introduce_cn: text('cn'),
          introduce_en: text('en'),
          introduce_tw: text('tw'),
          created_time: now(),
        })
        .execute();
    });
  }

  return jobs.register({
    name: 'draft-upload',
    table: 'draft_uploads',
    id: 'id',
    unfinished: sql`status = ${'uploading'}`,
    askedAt: sql<number>`created_time`,
    concurrency: Infinity,
    attempts: uploadAttempts,
    run: send,
    giveUp: (uploadId, error) => finish(uploadId, { error }),
  });
}
