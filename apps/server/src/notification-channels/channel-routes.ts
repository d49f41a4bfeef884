import { endpoints, type FieldErrors, responseCode } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { checkOutboundUrl, OutboundRefused } from '../outbound/outbound-guard';
import { channelNameTaken, deleteChannel, listChannels, ownChannel, saveChannel } from './channel-store';
import type { DeliveryFailure } from './delivery';
import { mailRecipientRefusal } from './mail-recipients';
import type { Notifications } from './notifications';

/** A 400 naming the field and why, in the caller's language. */
const refused = (field: string, message: string) =>
  new ResponseError(responseCode.badRequest, [{ field, message }] satisfies FieldErrors);

/**
 * A user's notification channels (docs/requirements.md#notification-channels): each sees and changes only
 * their own; e-mail only while a mail server is set up and to allowed addresses, a webhook only at a public
 * http(s) address (the outbound guard's rules, checked again at every send).
 */
export function channelRoutes(app: FastifyInstance, notifications: Notifications) {
  registerEndpoint(app, endpoints.channelList, async (_input, request) =>
    listChannels(app.entities, request.user!.id),
  );

  registerEndpoint(app, endpoints.channelSave, async (input, request) => {
    const language = requestLanguage(request);
    if (await channelNameTaken(app.entities, request.user!.id, input.name, input.id))
      throw refused('name', lookup(language, 'notificationSending.nameTaken', { name: input.name })!);
    if (input.kind === 'email') {
      const refusal = await mailRecipientRefusal(app.entities, notifications.mail, input.address!, language);
      if (refusal) throw refused('address', refusal);
    } else {
      try {
        await checkOutboundUrl(input.url!, { allowHosts: notifications.outboundAllowHosts });
      } catch (error) {
        // A name that does not resolve today may tomorrow: only what the guard refuses for good is refused.
        if (error instanceof OutboundRefused)
          throw refused('url', lookup(language, 'notificationSending.urlRefused')!);
      }
    }
    const id = await saveChannel(app.entities, notifications.secrets, request.user!.id, input, app.now());
    return { id };
  });

  registerEndpoint(app, endpoints.channelDelete, async ({ id }, request) => {
    await deleteChannel(app.entities, request.user!.id, id);
    return null;
  });

  registerEndpoint(app, endpoints.channelTest, async ({ id }, request) => {
    const channel = await ownChannel(app.entities, request.user!.id, id);
    const language = requestLanguage(request);
    const now = app.now();
    const text = (key: string) => lookup(language, key, { name: channel.name })!;
    const result = await notifications.deliver({
      // Not a stored delivery: the test's own name, unlike any delivery's.
      id: 0,
      createdTime: now,
      kind: channel.kind,
      channelId: channel.id,
      address: channel.address,
      language,
      content: {
        subject: text('notificationSending.testSubject'),
        text: text('notificationSending.testText'),
      },
      data: { kind: 'test', channelId: channel.id },
    });
    return result.sent ? { sent: true } : { sent: false, reason: failureReason(language, result) };
  });

  registerEndpoint(app, endpoints.mailStatus, async () => ({
    enabled: notifications.mail.enabled,
    allowedDomains: [...notifications.mail.allowedDomains],
  }));
}

/** What a user is told of each failure: never the mail server's or the network's own words. */
const failureKeys: Record<DeliveryFailure, string> = {
  unreachable: 'notificationSending.testFailed.unreachable',
  unresolved: 'notificationSending.testFailed.unresolved',
  refused: 'notificationSending.testFailed.refused',
  rejected: 'notificationSending.testFailed.rejected',
  mail: 'notificationSending.testFailed.mail',
  mailOff: 'notificationSending.mailOff',
};

/** Why a test was not sent, in the caller's language. */
const failureReason = (language: Language, result: { failure?: DeliveryFailure; detail?: string }) =>
  lookup(language, failureKeys[result.failure ?? 'unreachable'], { detail: result.detail ?? '' })!;
