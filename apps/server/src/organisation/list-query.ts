import { responseCode } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { sql } from 'kysely';
import { ResponseError } from '../http/response-error';

/**
 * "Contains" on a text column (docs/requirements.md#lists-and-paging): case aside, `%` and `_` taken
 * literally. lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
 */
export function contains(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** The same text, case aside: names and account numbers are unique without regard to case. */
export const sameText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;

/** A refused write: `code` with one field's message in the caller's language, also as the answer's `msg`. */
export function refusal(code: number, language: Language, field: string, key: string): ResponseError {
  const message = lookup(language, key)!;
  return new ResponseError(code, [{ field, message }], message);
}

/** A write refused while its record still has children: 400 naming `id` (nothing is changed). */
export const hasChildren = (language: Language, key: string) =>
  refusal(responseCode.badRequest, language, 'id', key);
