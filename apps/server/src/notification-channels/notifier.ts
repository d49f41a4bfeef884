import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelKind } from '@adconsole/api-client/contract';
import { sql } from 'kysely';
import type { JobRunner, Lease } from '../jobs/job-runner';
import type { EntityStore } from '../stores/entity-store';
import type { DeliveryOutcome, Deliver } from './delivery';
import { deliveryTargets } from './delivery-targets';
import type { DeliveryState, Notification, NotificationLanguage, Notifier } from './notify';

/** The message centre's type of a notification (1 is a system announcement, 2 a draft upload's end). */
export const notificationMessageType = 3;

/** How a failed delivery is tried again (docs/requirements.md#notification-channels). */
export interface DeliveryRetry {
  /** The wait before the second attempt; each next one waits twice as long, `maxWaitMs` at most. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** How long after the notification its deliveries are still tried; failed after. */
  forMs: number;
}

export const defaultDeliveryRetry: DeliveryRetry = {
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  forMs: 24 * 60 * 60_000,
};

export interface NotifierOptions {
  entities: EntityStore;
  jobs: JobRunner;
  now: () => number;
  /** Where a relative attachment path is (`FILES_DIR`, shared by the server processes). */
  filesDir: string;
  deliver: Deliver;
  retry: DeliveryRetry;
  /** Whether the server sends mail (`SMTP_URL` set): mail deliveries fail at once without it. */
  mailEnabled: boolean;
  /** Each delivery's end or retry, by kind (the metrics). */
  onOutcome(kind: ChannelKind, outcome: DeliveryOutcome): void;
  /** Says why an attempt failed, in the server's log (never to users). */
  warn(line: string): void;
}

/**
 * The notifier of one server process: the message centre gets its entries in the transaction that records
 * the notification, each channel and mailbox a delivery, a job of the runner, so one process sends each
 * (docs/architecture.md#work-across-processes). A failed attempt waits in the store, not in a process: the
 * job's `unfinished` condition holds only once its next attempt is due, so the runner's heartbeat takes it up
 * then, in whichever process is alive.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const { entities, now } = options;
  const db = entities.db;

  const queue = options.jobs.register({
    name: 'notification-delivery',
    table: 'notification_deliveries',
    id: 'id',
    // A getter: the runner reads the condition each time it looks for jobs, and a retry is due by the clock.
    get unfinished() {
      return sql`status = ${'pending'} and next_attempt_at <= ${Date.now()}`;
    },
    askedAt: sql<number>`next_attempt_at`,
    // Every send has its own time limit: one hanging server delays its own deliveries alone.
    concurrency: Infinity,
    // The attempts are counted in the row (a retry waits hours, longer than a lease should be held).
    attempts: 1,
    run: (id, lease) => attempt(id, lease),
    giveUp: (id, error) => end(id, 'failed', describe(error)),
  });

  /** Ends a delivery, and removes its notification's attachment once none of its deliveries is left. */
  async function end(id: number, status: 'sent' | 'failed', error?: string) {
    const row = await db
      .updateTable('notification_deliveries')
      .set({ status, error: error ?? null, sent_time: status === 'sent' ? now() : null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['kind', 'notification_key'])
      .executeTakeFirst();
    if (!row) return;
    options.onOutcome(row.kind, status);
    await removeAttachmentOnceDelivered(row.notification_key);
  }

  async function removeAttachmentOnceDelivered(key: string) {
    const pending = await db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('notification_key', '=', key)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) return;
    const notification = await db
      .selectFrom('notifications')
      .select('attachment_path')
      .where('notification_key', '=', key)
      .executeTakeFirst();
    const attachment = notification?.attachment_path;
    if (!attachment) return;
    // Whoever clears the path removes the file: one process, once.
    const cleared = await db
      .updateTable('notifications')
      .set({ attachment_path: null })
      .where('notification_key', '=', key)
      .where('attachment_path', '=', attachment)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) > 0)
      await rm(path.resolve(options.filesDir, attachment), { force: true });
  }

  async function attempt(id: number, lease: Lease) {
    const delivery = await db
      .selectFrom('notification_deliveries')
      .innerJoin(
        'notifications',
        'notifications.notification_key',
        'notification_deliveries.notification_key',
      )
      .selectAll('notification_deliveries')
      .select([
        'notifications.content',
        'notifications.data',
        'notifications.attachment_name',
        'notifications.attachment_path',
      ])
      .where('notification_deliveries.id', '=', id)
      .where('notification_deliveries.status', '=', 'pending')
      .executeTakeFirst();
    if (!delivery) return;
    lease.check();
    const language = delivery.language as NotificationLanguage;
    const content = (JSON.parse(delivery.content) as Notification['content'])[language];
    const result = await options.deliver({
      id,
      createdTime: delivery.created_time,
      kind: delivery.kind,
      channelId: delivery.channel_id,
      address: delivery.address,
      language,
      content,
      data: JSON.parse(delivery.data) as Record<string, unknown>,
      attachment:
        delivery.attachment_name && delivery.attachment_path
          ? {
              fileName: delivery.attachment_name,
              path: path.resolve(options.filesDir, delivery.attachment_path),
            }
          : undefined,
    });
    lease.check();
    if (result.sent) return end(id, 'sent');
    options.warn(`notification delivery ${id} (${delivery.kind}) failed: ${result.error}`);
    const attempts = delivery.attempts + 1;
    const { firstWaitMs, maxWaitMs } = options.retry;
    const nextAt = Date.now() + Math.min(maxWaitMs, firstWaitMs * 2 ** (attempts - 1));
    if (!result.retry || nextAt > delivery.give_up_at) return end(id, 'failed', result.error);
    await db
      .updateTable('notification_deliveries')
      .set({ attempts, next_attempt_at: nextAt, error: result.error })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    options.onOutcome(delivery.kind, 'retried');
  }

  return {
    async notify(notification) {
      const created = now();
      const wallClock = Date.now();
      const pending = await db.transaction().execute(async (tx) => {
        const recorded = await tx
          .insertInto('notifications')
          .values({
            notification_key: notification.key,
            owner_id: notification.ownerId,
            content: JSON.stringify(notification.content),
            data: JSON.stringify(notification.data),
            attachment_name: notification.attachment?.fileName ?? null,
            attachment_path: notification.attachment?.path ?? null,
            created_time: created,
          })
          .onConflict((conflict) => conflict.column('notification_key').doNothing())
          .returning('notification_key')
          .executeTakeFirst();
        if (!recorded) return [];
        if (notification.messageCentreUserIds.length > 0) {
          await tx
            .insertInto('user_messages')
            .values(
              [...new Set(notification.messageCentreUserIds)].map((userId) => ({
                user_id: userId,
                msg_type: notificationMessageType,
                introduce_cn: notification.content.cn.text,
                introduce_en: notification.content.en.text,
                introduce_tw: notification.content.tw.text,
                created_time: created,
              })),
            )
            .execute();
        }
        const targets = await deliveryTargets(tx, notification);
        if (targets.length === 0) return [];
        return tx
          .insertInto('notification_deliveries')
          .values(
            targets.map((target) => ({
              ...target,
              notification_key: notification.key,
              // Mail waits for no server when none is configured: the delivery says why it failed at once.
              status: target.kind === 'email' && !options.mailEnabled ? 'failed' : 'pending',
              error: target.kind === 'email' && !options.mailEnabled ? 'SMTP_URL is not set' : null,
              next_attempt_at: wallClock,
              give_up_at: wallClock + options.retry.forMs,
              created_time: created,
            })),
          )
          .returning(['id', 'status', 'kind'])
          .execute();
      });
      for (const delivery of pending) {
        if (delivery.status === 'pending') queue.enqueue(delivery.id);
        else options.onOutcome(delivery.kind, 'failed');
      }
      // A file no delivery is left to send is not kept.
      if (!pending.some((delivery) => delivery.status === 'pending'))
        await removeAttachmentOnceDelivered(notification.key);
      const all = await db
        .selectFrom('notification_deliveries')
        .select('id')
        .where('notification_key', '=', notification.key)
        .orderBy('id')
        .execute();
      return { deliveryIds: all.map((row) => row.id) };
    },

    async deliveries(deliveryIds) {
      if (deliveryIds.length === 0) return [];
      const rows = await db
        .selectFrom('notification_deliveries')
        .select(['id', 'status', 'error'])
        .where('id', 'in', deliveryIds)
        .orderBy('id')
        .execute();
      return rows.map((row): DeliveryState => ({
        id: row.id,
        status: row.status,
        error: row.error ?? undefined,
      }));
    },
  };
}

/** An error's message, for the operator's record of a failed delivery. */
function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
