import type { ChannelKind } from '@adconsole/api-client/contract';
import type { JobRunner } from '../jobs/job-runner';
import { sealedTexts } from '../security/sealed-texts';
import type { EntityStore } from '../stores/entity-store';
import { createDeliver, type DeliveryOutcome } from './delivery';
import { createMailer } from './mailer';
import { createNotifier, defaultDeliveryRetry, type DeliveryRetry } from './notifier';
import type { Notifier } from './notify';

/** How long one mail or webhook call may take before its attempt fails (and is tried again later). */
export const defaultSendTimeoutMs = 15_000;

export interface NotificationSettings {
  /** `SMTP_URL`; no e-mail without it. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  mailFrom?: string;
  /** `MAIL_ALLOWED_DOMAINS`, in lower case. */
  mailAllowedDomains: readonly string[];
  /** `OUTBOUND_ALLOW_HOSTS`. */
  outboundAllowHosts: readonly string[];
  /** Tests shorten the waits between attempts, and the time a send may take. */
  retry?: Partial<DeliveryRetry>;
  sendTimeoutMs?: number;
}

export interface NotificationsOptions extends NotificationSettings {
  entities: EntityStore;
  jobs: JobRunner;
  now: () => number;
  dataDir: string;
  filesDir: string;
  /** `SECRET_KEY`: robots' signing secrets are sealed like provider credentials. */
  secretKey?: string;
  log(line: string): void;
  warn(line: string): void;
  onOutcome(kind: ChannelKind, outcome: DeliveryOutcome): void;
}

/** What the notification routes and the features that notify share (docs/requirements.md#notification-channels). */
export interface Notifications {
  notifier: Notifier;
  /** Whether e-mail can be sent, and where to besides the console's users. */
  mail: { enabled: boolean; allowedDomains: readonly string[] };
  outboundAllowHosts: readonly string[];
  secrets: ChannelSecrets;
  /** Sends one channel's test message at once (the delivery machinery without a stored delivery). */
  deliver: ReturnType<typeof createDeliver>;
}

/** A channel's signing secret at rest, bound to the channel. */
export interface ChannelSecrets {
  seal(channelId: number, secret: string): string;
  open(channelId: number, sealed: string): string;
}

export function createNotifications(options: NotificationsOptions): Notifications {
  const texts = sealedTexts(
    { secretKey: options.secretKey, dataDir: options.dataDir, log: options.log },
    { context: 'adconsole notification secrets v1', what: 'notification secrets' },
  );
  const boundTo = (channelId: number) => `notification_channels:${channelId}`;
  const secrets: ChannelSecrets = {
    seal: (channelId, secret) => texts.seal(boundTo(channelId), secret),
    open(channelId, sealed) {
      const secret = texts.open(boundTo(channelId), sealed);
      if (secret === undefined)
        throw new Error(
          `the secret of notification channel ${channelId} cannot be decrypted with this server's SECRET_KEY`,
        );
      return secret;
    },
  };
  const timeoutMs = options.sendTimeoutMs ?? defaultSendTimeoutMs;
  const mailer =
    options.smtpUrl && options.mailFrom
      ? createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, timeoutMs })
      : undefined;
  const deliver = createDeliver({
    entities: options.entities,
    mailer,
    openSecret: secrets.open,
    outboundAllowHosts: options.outboundAllowHosts,
    timeoutMs,
  });
  const notifier = createNotifier({
    entities: options.entities,
    jobs: options.jobs,
    now: options.now,
    filesDir: options.filesDir,
    deliver,
    retry: { ...defaultDeliveryRetry, ...options.retry },
    mailEnabled: mailer !== undefined,
    onOutcome: options.onOutcome,
    warn: options.warn,
  });
  return {
    notifier,
    mail: { enabled: mailer !== undefined, allowedDomains: options.mailAllowedDomains },
    outboundAllowHosts: options.outboundAllowHosts,
    secrets,
    deliver,
  };
}
