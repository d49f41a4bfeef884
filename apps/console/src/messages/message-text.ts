import type { Message } from '@adconsole/api-client/contract';
import { isLanguage, type Language } from '@adconsole/i18n';

/** A message's text in a language (spec §3: introducecn, introducetw, introduceen), English by default. */
export function messageText(message: Message, language: Language | string): string {
  const code = isLanguage(language) ? language : 'en';
  return message[`introduce${code}`] || message.introduceen;
}
