import type { Message } from '@adconsole/api-client/contract';

/**
 * The i18n key of a message's type: msgType 1 is a system announcement, anything else a notice
 * (docs/requirements.md#messages).
 */
export function messageTypeKey(message: Pick<Message, 'msgType'>): string {
  return message.msgType === 1 ? 'messages.announcement' : 'messages.notice';
}
