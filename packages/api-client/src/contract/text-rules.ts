import * as z from 'zod/mini';

// In zod/mini, since the login call uses them (docs/architecture.md#lean-login); the classic schemas take
// them as they are.

/** A trimmed, required text of at most `max` characters (user names, codes, names). */
export const trimmedText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The answer of a call that only succeeds or fails. */
export const NoData = z.null();
