/**
 * The body each kind of webhook channel posts, in its platform's documented format
 * (docs/requirements.md#notification-channels), and the signature a signed robot asks for.
 *
 * - WeCom group robot: `{"msgtype":"markdown","markdown":{"content":…}}`, at most 4096 bytes of content
 *   (https://developer.work.weixin.qq.com/document/path/91770).
 * - DingTalk custom robot: `{"msgtype":"markdown","markdown":{"title":…,"text":…}}`; with a signing secret the
 *   URL gets `&timestamp=<ms>&sign=<urlencoded base64 of HmacSHA256(secret, "<ms>\n<secret>")>`
 *   (https://open.dingtalk.com/document/robots/customize-robot-security-settings).
 * - Feishu custom bot: `{"msg_type":"post","content":{"post":{<language>:{title, content}}}}`; with a signing
 *   secret the body gets `timestamp` (seconds) and `sign`, the base64 of HmacSHA256 keyed by
 *   "<seconds>\n<secret>" over nothing (https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot).
 * - A plain webhook: the notification as JSON, with the delivery's id.
 */
import { createHmac } from 'node:crypto';
import type { ChannelKind } from '@adconsole/api-client/contract';
import type { NotificationLanguage } from './notify';

export type WebhookKind = Exclude<ChannelKind, 'email'>;

export interface WebhookMessage {
  /** The delivery's stable id (the Idempotency-Key of a plain webhook). */
  deliveryKey: string;
  language: NotificationLanguage;
  subject: string;
  text: string;
  data: Record<string, unknown>;
  /** A signed robot's secret, opened. */
  secret?: string;
  /** Epoch ms, for a signature's timestamp. */
  now: number;
}

export interface WebhookRequest {
  url: string;
  body: string;
}

/** WeCom refuses a markdown content longer than 4096 bytes. */
const weComMaxBytes = 4096;

/** Cuts a text to at most `maxBytes` of UTF-8, never inside a character. */
function cutToBytes(text: string, maxBytes: number) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  return new TextDecoder().decode(bytes.subarray(0, maxBytes)).replace(/\uFFFD+$/, '');
}

/** The signature of a DingTalk robot: the base64 of HmacSHA256 of "<ms>\n<secret>" under the secret. */
export function dingTalkSign(timestampMs: number, secret: string) {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** The signature of a Feishu bot: the base64 of HmacSHA256 keyed by "<seconds>\n<secret>" over nothing. */
export function feishuSign(timestampSeconds: number, secret: string) {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** The Feishu post's language key of a notification's language. */
const feishuLanguage = { en: 'en_us', cn: 'zh_cn', tw: 'zh_cn' } as const;

/** The request a webhook channel of `kind` at `url` gets for `message`. */
export function webhookRequest(kind: WebhookKind, url: string, message: WebhookMessage): WebhookRequest {
  const { subject, text, secret } = message;
  switch (kind) {
    case 'wecom':
      return {
        url,
        body: JSON.stringify({
          msgtype: 'markdown',
          markdown: { content: cutToBytes(`**${subject}**\n${text}`, weComMaxBytes) },
        }),
      };
    case 'dingtalk': {
      const signed = new URL(url);
      if (secret) {
        signed.searchParams.set('timestamp', String(message.now));
        signed.searchParams.set('sign', dingTalkSign(message.now, secret));
      }
      return {
        url: signed.toString(),
        body: JSON.stringify({
          msgtype: 'markdown',
          markdown: { title: subject, text: `### ${subject}\n\n${text}` },
        }),
      };
    }
    case 'feishu': {
      const seconds = Math.floor(message.now / 1000);
      const post = {
        [feishuLanguage[message.language]]: { title: subject, content: [[{ tag: 'text', text }]] },
      };
      return {
        url,
        body: JSON.stringify({
          ...(secret ? { timestamp: String(seconds), sign: feishuSign(seconds, secret) } : {}),
          msg_type: 'post',
          content: { post },
        }),
      };
    }
    case 'webhook':
      return {
        url,
        body: JSON.stringify({
          deliveryId: message.deliveryKey,
          language: message.language,
          subject,
          text,
          data: message.data,
        }),
      };
  }
}

/**
 * Whether a robot's answer says it took the message: WeCom and DingTalk answer `errcode` 0, Feishu `code` 0
 * (older bots `StatusCode` 0); a plain webhook's 2xx is enough. Answers the platform's code and words otherwise.
 */
export function robotRefusal(kind: WebhookKind, body: Buffer): string | undefined {
  if (kind === 'webhook') return undefined;
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'no JSON';
  }
  const code = answer.errcode ?? answer.code ?? answer.StatusCode;
  if (code === 0) return undefined;
  const said = answer.errmsg ?? answer.msg ?? answer.StatusMessage;
  return `${String(code)}${typeof said === 'string' ? `: ${said}` : ''}`;
}
