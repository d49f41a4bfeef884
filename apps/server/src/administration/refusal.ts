import { responseCode } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ResponseError } from '../http/response-error';

/** A refused write: `code` with one field's message in the caller's language, also as the answer's `msg`. */
export function refusal(code: number, language: Language, field: string, key: string): ResponseError {
  const message = lookup(language, key)!;
  return new ResponseError(code, [{ field, message }], message);
}

/** A write refused while its record still has children: 400 naming `id` (nothing is changed). */
export const hasChildren = (language: Language, key: string) =>
  refusal(responseCode.badRequest, language, 'id', key);
