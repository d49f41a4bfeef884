/**
 * Where the console's notifications go: a user's channels (docs/requirements.md#notification-channels). The
 * message centre needs none: every user reads their notifications there, in their own language.
 */
import { z } from 'zod';
import { defineEndpoint, reportListPermission } from './endpoint';
import { Id, ById, Saved } from './administration/common';
import { EmailAddress } from './email-address';
import { NoData } from './text-rules';

export const channelKinds = ['email', 'webhook', 'wecom', 'dingtalk', 'feishu'] as const;
export const ChannelKind = z.enum(channelKinds);
export type ChannelKind = z.infer<typeof ChannelKind>;

/** The robots that sign what they are sent with a secret (DingTalk's and Feishu's signed robots). */
export const signedChannelKinds: readonly ChannelKind[] = ['dingtalk', 'feishu'];

/** A webhook's address: http or https only; the server also refuses private and own addresses at save. */
export const WebhookUrl = z
  .string()
  .trim()
  .max(2000)
  .url({ message: 'validation.webhookUrl' })
  .refine((url) => /^https?:\/\//i.test(url), { message: 'validation.webhookUrl' });

/** A channel as its owner sees it: a secret is never answered, only whether one is kept. */
export const NotificationChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ChannelKind,
  /** The mailbox of an `email` channel. */
  address: z.string().optional(),
  /** The address of a webhook, WeCom, DingTalk or Feishu channel. */
  url: z.string().optional(),
  /** True when a signing secret is kept (DingTalk's and Feishu's signed robots). */
  hasSecret: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
});
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/**
 * A new channel (no id) or a change of one of the user's own. `secret` left out keeps the one kept; an empty
 * string removes it. An `email` channel needs `address`, every other kind `url`; only a signed robot takes a
 * secret (one given to another kind would be kept for nothing, so it is refused).
 */
export const SaveChannel = z
  .object({
    id: Id.optional(),
    name: z.string().trim().min(1).max(40),
    kind: ChannelKind,
    address: z.optional(EmailAddress),
    url: WebhookUrl.optional(),
    secret: z.string().trim().max(200).optional(),
  })
  .superRefine((channel, ctx) => {
    const needs = channel.kind === 'email' ? 'address' : 'url';
    if (!channel[needs]) ctx.addIssue({ code: 'custom', path: [needs], message: 'validation.required' });
    if (channel.secret && !signedChannelKinds.includes(channel.kind))
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'validation.secretNotSigned' });
  });
export type SaveChannel = z.infer<typeof SaveChannel>;

/** What a test message did: sent, or refused with a reason in the caller's language. */
export const ChannelTestResult = z.object({
  sent: z.boolean(),
  reason: z.string().optional(),
});
export type ChannelTestResult = z.infer<typeof ChannelTestResult>;

/**
 * Whether e-mail can be sent at all (SMTP configured) and the domains a recipient outside the console's users
 * may have: the pages say why e-mail is offered or not.
 */
export const MailStatus = z.object({
  enabled: z.boolean(),
  allowedDomains: z.array(z.string()),
});
export type MailStatus = z.infer<typeof MailStatus>;

/**
 * Channels carry alerts and scheduled reports, the reports' figures: only who reads reports may keep, change
 * or test one (docs/hardening.md#report-figures-elsewhere).
 */
const own = { accountScoped: false, permission: reportListPermission } as const;
const ownWrite = { ...own, write: true } as const;

export const channelEndpoints = {
  channelList: defineEndpoint({
    method: 'POST',
    path: '/notification/channel/list',
    request: z.object({}),
    response: z.array(NotificationChannel),
    ...own,
    summary: "The user's notification channels, by name.",
  }),
  channelSave: defineEndpoint({
    method: 'POST',
    path: '/notification/channel/save',
    request: SaveChannel,
    response: Saved,
    ...ownWrite,
    localized: true,
    summary:
      "Creates a channel or changes one of the user's own; e-mail is refused while no SMTP server is configured.",
  }),
  channelDelete: defineEndpoint({
    method: 'POST',
    path: '/notification/channel/delete',
    request: ById,
    response: NoData,
    ...ownWrite,
    summary: "Deletes one of the user's channels; rules and schedules stop sending to it.",
  }),
  channelTest: defineEndpoint({
    method: 'POST',
    path: '/notification/channel/test',
    request: ById,
    response: ChannelTestResult,
    ...ownWrite,
    localized: true,
    summary: "Sends a test message through one of the user's channels at once and answers what happened.",
  }),
  mailStatus: defineEndpoint({
    method: 'POST',
    path: '/notification/mail/status',
    request: z.object({}),
    response: MailStatus,
    ...own,
    summary: 'Whether the server sends e-mail, and the domains allowed for addresses outside its users.',
  }),
};
