/**
 * What the features that notify (alerts, scheduled reports) hand to the notifications
 * (docs/requirements.md#notification-channels): one notification, delivered to the message centre at once and
 * to each channel and mailbox by a job of its own, retried for up to a day.
 */
import type { DeliveryStatus } from './notification-tables';

/** The languages a notification is written in, as the message centre keeps them. */
export type NotificationLanguage = 'en' | 'cn' | 'tw';

export interface Notification {
  /**
   * Idempotency: a second notify() with the same key sends nothing (e.g. `alerts:<ownerId>:<hash of the
   * pass's firings and recipients>`, `schedule-run:<runId>`).
   */
  key: string;
  /** The user whose rule/schedule it is (the owner of `channelIds`). */
  ownerId: number;
  /** Users who get it in the message centre (their language). */
  messageCentreUserIds: number[];
  /** The owner's channels to deliver to (email, webhook, wecom, dingtalk, feishu); others' are skipped. */
  channelIds: number[];
  /** Direct e-mail recipients besides channels: console users (their address, their language) and others. */
  emailUserIds?: number[];
  emails?: string[];
  /** The text in each language: subject, plain text (message centre, robots), HTML (mail). */
  content: Record<NotificationLanguage, { subject: string; text: string; html?: string }>;
  /** Structured data for the plain JSON webhook (the kind, values, accounts…). */
  data: Record<string, unknown>;
  /**
   * A file attached to mails (a scheduled report's xlsx): `path` absolute, or relative to the files folder
   * (`FILES_DIR`, shared by every server process). Kept until every delivery of the notification has ended,
   * then removed.
   */
  attachment?: { fileName: string; path: string };
}

export interface DeliveryState {
  id: number;
  status: DeliveryStatus;
  /** Why its last attempt failed (an operator's words, not a user's): none once sent. */
  error?: string;
}

export interface Notifier {
  /**
   * Writes the message-centre entries and queues one delivery per channel and mailbox; answers the ids of the
   * notification's deliveries (the ones queued before, for a key seen already).
   */
  notify(notification: Notification): Promise<{ deliveryIds: number[] }>;
  /** Where the given deliveries stand (a schedule's run is sent once all are, failed once one failed). */
  deliveries(deliveryIds: number[]): Promise<DeliveryState[]>;
}
