import type { Message } from '@adconsole/api-client/contract';

/** The i18n key of a message's type: msgType 1 is a system announcement (spec §3), anything else a notice. */
export function messageTypeKey(message: Pick<Message, 'msgType'>): string {
  return message.msgType === 1 ? 'messages.announcement' : 'messages.notice';
}
