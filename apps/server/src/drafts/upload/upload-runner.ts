import { randomUUID } from 'node:crypto';
import { draftStatus, syncState } from '@adconsole/draft-editor/rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { UploadAnswer, UploadItem } from '../../provider/provider';
import type { Providers } from '../../provider/providers';
import type { EntityStore } from '../../stores/entity-store';
import { renewRowLease } from '../../stores/job-leases';
import { itemKinds } from '../draft-items';
import { anyItems } from '../draft-store';
import { uploadsDb, type UploadTables } from './upload-jobs';

export interface UploadRunner {
  /** Runs the job of a new upload. */
  enqueue(uploadId: number): void;
  /**
   * Takes up the uploads no live process holds (a lease that ran out: its process stopped or died), now and
   * every `leaseMs / 4` after.
   */
  start(): Promise<void>;
  /** Stops after each running job's current item and gives up their leases, for the next start to resume. */
  stop(): Promise<void>;
  /** Resolves once no job runs (tests). */
  idle(): Promise<void>;
}

interface RunnerOptions {
  entities: EntityStore;
  /** Each upload goes to its account's provider (docs/architecture.md#baidu-provider). */
  providers: Pick<Providers, 'account'>;
  /** The business clock (created and finished times); leases use the wall clock. */
  now: () => number;
  onError: (error: unknown) => void;
  /** How long a claim on a job holds without news from its process. */
  leaseMs?: number;
  /** This process's id as the owner of a job's lease (docs/architecture.md#work-across-processes); a new one without. */
  owner?: string;
}

/** A message-centre type other than 1 (a system announcement) is a notice (docs/requirements.md#messages). */
const uploadMessageType = 2;

/** Thrown out of a job whose lease another process has taken, or when the runner stops. */
class LeaseLost extends Error {}

/**
 * Draft upload jobs (docs/architecture.md#draft-upload-jobs). A job claims its upload with a lease (owner
 * and time) and renews it with each item and every third of the lease while the provider works, so one
 * process at a time sends it; a job whose process died is
 * taken up once its lease runs out. Each item is recorded with its result in the transaction that renews
 * the lease, and the provider's creation is keyed by the item, so a resumed job sends again at most the item
 * it was sending, which the provider answers with its first creation: nothing is created twice. The last
 * item's transaction ends the upload, moves the draft to 4 or 3 and sends its owner a message.
 */
export function createUploadRunner(options: RunnerOptions): UploadRunner {
  const { entities, providers, now } = options;
  const leaseMs = options.leaseMs ?? 10_000;
  const owner = options.owner ?? randomUUID();
  const db = uploadsDb(entities);
  const running = new Map<number, Promise<void>>();
  let stopped = false;
  let scanTimer: NodeJS.Timeout | undefined;

  /** Claims the upload for this process; false when it is finished or another live process holds it. */
  async function claim(uploadId: number) {
    const wallNow = Date.now();
    const { numUpdatedRows } = await db
      .updateTable('draft_uploads')
      .set({ lease_owner: owner, lease_until: wallNow + leaseMs })
      .where('id', '=', uploadId)
      .where('status', '=', 'uploading')
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', owner),
          eb('lease_until', '<', wallNow),
        ]),
      )
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Keeps the claim on a running job while the provider takes its time over an item; false once lost. */
  const heartbeat = (uploadId: number) =>
    renewRowLease(
      leaseMs,
      async () => {
        const { numUpdatedRows } = await db
          .updateTable('draft_uploads')
          .set({ lease_until: Date.now() + leaseMs })
          .where('id', '=', uploadId)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        return numUpdatedRows > 0n;
      },
      options.onError,
    );

  async function run(uploadId: number) {
    if (!(await claim(uploadId))) return;
    const beat = heartbeat(uploadId);
    try {
      await send(uploadId, beat.lease);
    } finally {
      beat.stop();
    }
  }

  async function send(uploadId: number, lease: { held: boolean }) {
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
      if (stopped || !lease.held) throw new LeaseLost();
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
      await entities.db.transaction().execute(async (store) => {
        const tx = store.withTables<UploadTables>();
        const { numUpdatedRows } = await tx
          .updateTable('draft_uploads')
          .set((eb) => ({ done_count: eb('done_count', '+', 1), lease_until: Date.now() + leaseMs }))
          .where('id', '=', uploadId)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) throw new LeaseLost();
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
          await anyItems(store)
            .updateTable(itemKinds[item.kind].table)
            .set({ sync_state: syncState.synchronized })
            .where('id', '=', item.item_id)
            .execute();
        }
      });
    }
    await finish(uploadId, refused.size);
  }

  /** Ends an upload whose items all have their result: the upload, its draft and its owner's message. */
  async function finish(uploadId: number, refusedCount: number) {
    await db.transaction().execute(async (tx) => {
      const ended = refusedCount === 0 ? 'succeeded' : 'failed';
      const upload = await tx
        .updateTable('draft_uploads')
        .set({ status: ended, finished_time: now(), lease_owner: null, lease_until: null })
        .where('id', '=', uploadId)
        .where('lease_owner', '=', owner)
        .where('status', '=', 'uploading')
        .returningAll()
        .executeTakeFirst();
      if (!upload) throw new LeaseLost();
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

  function launch(uploadId: number) {
    if (stopped || running.has(uploadId)) return;
    const job = run(uploadId)
      .catch((error: unknown) => {
        // A lost lease is another process's job now; anything else leaves the job for the next claim.
        if (!(error instanceof LeaseLost)) options.onError(error);
      })
      .finally(() => running.delete(uploadId));
    running.set(uploadId, job);
  }

  /** Launches every upload whose lease is free or has run out. */
  async function takeUpLeft() {
    const left = await db
      .selectFrom('draft_uploads')
      .select('id')
      .where('status', '=', 'uploading')
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', Date.now())]))
      .orderBy('id')
      .execute();
    for (const { id } of left) launch(id);
  }

  return {
    enqueue: launch,
    async start() {
      await takeUpLeft();
      scanTimer = setInterval(() => takeUpLeft().catch(options.onError), leaseMs / 4).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(scanTimer);
      await Promise.all(running.values());
      // Given up, not run out: the next start resumes them at once.
      await db
        .updateTable('draft_uploads')
        .set({ lease_owner: null, lease_until: null })
        .where('lease_owner', '=', owner)
        .where('status', '=', 'uploading')
        .execute();
    },
    async idle() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
