import type { TextLookup } from '@adconsole/api-client/contract';
import type { i18n } from '@adconsole/i18n';

/**
 * The console's words for the client's errors and the contract's field errors: its i18n instance, which holds only
 * the groups of texts loaded so far (docs/architecture.md#texts-by-language-and-group).
 */
export function textLookup(i18n: i18n): TextLookup {
  return (language, key, values) =>
    i18n.exists(key, { lng: language }) ? i18n.t(key, { lng: language, ...values }) : undefined;
}
