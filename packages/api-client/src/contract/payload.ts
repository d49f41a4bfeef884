/**
 * Fields the server owns (docs/requirements.md#api-conventions): the client strips them from payloads and the
 * server ignores them.
 */
export const serverOwnedFields: readonly string[] = ['createdTime', 'createdBy', 'updatedTime', 'updatedBy'];

/** Plain objects, including the prototype-less ones query-string parsers make. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A copy of a payload without the server-owned fields, at any depth (drafts nest units, keywords…). */
export function stripServerOwnedFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripServerOwnedFields) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !serverOwnedFields.includes(key))
      .map(([key, item]) => [key, stripServerOwnedFields(item)]),
  ) as T;
}

/**
 * Where a body carries its account (docs/requirements.md#api-conventions): `query.accountId` when the body
 * has a `query` object (report lists: `{ page, query }`), else `accountId` at the top.
 */
export function accountIdOf(body: unknown): unknown {
  if (!isPlainObject(body)) return undefined;
  if (body.accountId !== undefined) return body.accountId;
  return isPlainObject(body.query) ? body.query.accountId : undefined;
}

/** The body with the current account merged in where `accountIdOf` reads it, unless it names one already. */
export function withAccountId(body: Record<string, unknown>, accountId: number): Record<string, unknown> {
  if (accountIdOf(body) !== undefined) return body;
  if (isPlainObject(body.query)) return { ...body, query: { ...body.query, accountId } };
  return { ...body, accountId };
}
