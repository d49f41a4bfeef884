import type { Message } from '@adconsole/api-client/contract';
import { isLanguage, type Language } from '@adconsole/i18n';

/**
 * A message's text in a language (introducecn, introducetw, introduceen), English by default
 * (docs/requirements.md#messages).
 */
export function messageText(message: Message, language: Language | string): string {
  const code = isLanguage(language) ? language : 'en';
  return message[`introduce${code}`] || message.introduceen;
}
