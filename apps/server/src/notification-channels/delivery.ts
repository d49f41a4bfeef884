import type { ChannelKind } from '@adconsole/api-client/contract';
import { guardedFetch, OutboundRefused, OutboundUnresolved } from '../outbound/outbound-guard';
import type { EntityStore } from '../stores/entity-store';
import type { Mailer } from './mailer';
import type { NotificationLanguage } from './notify';
import { robotRefusal, webhookRequest } from './webhook-formats';

/** How a delivery's attempt ended, as the metrics count it. */
export type DeliveryOutcome = 'sent' | 'failed' | 'retried';

/** One attempt of one delivery, as the notifier hands it over. */
export interface DeliveryWork {
  id: number;
  /** When its notification was made (epoch ms): with `id`, what names the delivery outside. */
  createdTime: number;
  kind: ChannelKind;
  /** The channel of a webhook kind; null once it was deleted. */
  channelId: number | null;
  /** The mailbox of an e-mail delivery. */
  address: string | null;
  language: NotificationLanguage;
  content: { subject: string; text: string; html?: string };
  data: Record<string, unknown>;
  attachment?: { fileName: string; path: string };
}

/**
 * Why an attempt failed, as a user is told: no answer in time, a host name that does not resolve, an address
 * the guard refuses, an answer that refuses the message, a mail server that did not take it, no mail server.
 */
export type DeliveryFailure = 'unreachable' | 'unresolved' | 'refused' | 'rejected' | 'mail' | 'mailOff';

export interface DeliveryResult {
  sent: boolean;
  /** Whether a later attempt may succeed (a server down, a timeout), or never (an address refused). */
  retry?: boolean;
  /** What went wrong, for the operator (never shown to users as is). */
  error?: string;
  failure?: DeliveryFailure;
  /** What a refusing answer said that its sender may read: the HTTP status, a robot's own code and words. */
  detail?: string;
}

export type Deliver = (work: DeliveryWork) => Promise<DeliveryResult>;

/** The delivery target of a mailbox: one per notification, however many ways it was named. */
export const emailTarget = (address: string) => `email:${address.toLowerCase()}`;

/** The name of a delivery outside (the Idempotency-Key of a webhook, the Message-ID's local part). */
export const deliveryKey = (work: Pick<DeliveryWork, 'id' | 'createdTime'>) =>
  `delivery-${work.id}.${work.createdTime}`;

export interface DeliverOptions {
  entities: EntityStore;
  /** None while `SMTP_URL` is not set. */
  mailer?: Mailer;
  /** A channel's sealed secret, opened. */
  openSecret(channelId: number, sealed: string): string;
  /** `OUTBOUND_ALLOW_HOSTS`. */
  outboundAllowHosts: readonly string[];
  /** The time a webhook call may take, from the name's resolution to the answer's end. */
  timeoutMs: number;
}

/** The most bytes of a webhook's answer read: a robot answers a short JSON. */
const maxAnswerBytes = 64 * 1024;

/** Sends one delivery by mail or by its channel's webhook. */
export function createDeliver(options: DeliverOptions): Deliver {
  return async (work) => {
    try {
      return work.kind === 'email' ? await mail(work) : await webhook(work);
    } catch (error) {
      const refused = error instanceof OutboundRefused;
      return {
        sent: false,
        retry: !refused,
        error: error instanceof Error ? error.message : String(error),
        failure: refused
          ? 'refused'
          : work.kind === 'email'
            ? 'mail'
            : error instanceof OutboundUnresolved
              ? 'unresolved'
              : 'unreachable',
      };
    }
  };

  async function mail(work: DeliveryWork): Promise<DeliveryResult> {
    if (!options.mailer || !work.address)
      return { sent: false, error: 'SMTP_URL is not set', failure: 'mailOff' };
    await options.mailer.send({
      to: work.address,
      ...work.content,
      messageId: `<${deliveryKey(work)}@${options.mailer.domain}>`,
      attachment: work.attachment,
    });
    return { sent: true };
  }

  async function webhook(work: DeliveryWork): Promise<DeliveryResult> {
    const kind = work.kind as Exclude<ChannelKind, 'email'>;
    const channel =
      work.channelId === null
        ? undefined
        : await options.entities.db
            .selectFrom('notification_channels')
            .select(['url', 'secret'])
            .where('id', '=', work.channelId)
            .executeTakeFirst();
    if (!channel?.url) return { sent: false, error: 'the channel was deleted', failure: 'refused' };
    const key = deliveryKey(work);
    const request = webhookRequest(kind, channel.url, {
      deliveryKey: key,
      language: work.language,
      subject: work.content.subject,
      text: work.content.text,
      data: work.data,
      secret: channel.secret ? options.openSecret(work.channelId!, channel.secret) : undefined,
      now: Date.now(),
    });
    const answer = await guardedFetch({
      url: request.url,
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-key': key },
      body: request.body,
      timeoutMs: options.timeoutMs,
      maxBytes: maxAnswerBytes,
      allowHosts: options.outboundAllowHosts,
    });
    if (answer.status < 200 || answer.status >= 300) {
      // A client error other than a timeout or a rate limit stays one: the address or the body is wrong.
      const retry = answer.status >= 500 || answer.status === 408 || answer.status === 429;
      const detail = `HTTP ${answer.status}`;
      return {
        sent: false,
        retry,
        error: `the ${kind} address answered ${detail}`,
        failure: 'rejected',
        detail,
      };
    }
    const refusal = robotRefusal(kind, answer.body);
    return refusal
      ? {
          sent: false,
          retry: true,
          error: `the ${kind} robot refused the message (${refusal})`,
          failure: 'rejected',
          detail: refusal,
        }
      : { sent: true };
  }
}
