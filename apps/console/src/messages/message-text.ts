import type { Message } from '@adconsole/api-client/contract';
import { isLanguage, type Language } from '@adconsole/i18n';

/**
 * A message's or a notice's text in a language (introducecn, introducetw, introduceen), English by default
 * (docs/requirements.md#messages).
 */
export function messageText(
  message: Pick<Message, 'introducecn' | 'introducetw' | 'introduceen'>,
  language: Language | string,
): string {
  const code = isLanguage(language) ? language : 'en';
  return message[`introduce${code}`] || message.introduceen;
}
