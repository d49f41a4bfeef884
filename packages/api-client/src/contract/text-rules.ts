import * as z from 'zod/mini';

// In zod/mini, since the login call uses them (docs/architecture.md#lean-login); the classic schemas take
// them as they are.

/** What shows nothing on a page: spaces, control and format characters (zero-width spaces, joiners, BOM). */
const showsNothing = /^[\s\p{Z}\p{Cc}\p{Cf}]*$/u;

/** Control characters no typed text holds (NUL and the like); tabs and line breaks are text. */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

/**
 * The required texts of the contract, so a test can find every one of them in every request
 * (docs/requirements.md#administration).
 */
export const requiredTexts = z.registry<{ max: number }>();

/**
 * A trimmed, required text of at most `max` characters (user names, codes, names, notices): one of nothing
 * but spaces, zero-width or control characters is empty ("This field is required"), and NUL or another
 * control character in it is not valid (docs/requirements.md#administration).
 */
export const trimmedText = (max: number) => {
  const text = z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => value === '' || !showsNothing.test(value), { message: 'validation.required' }),
    // One message a field: a text of nothing but controls is empty, not invalid.
    z.refine((value) => showsNothing.test(value) || !controlCharacter.test(value), {
      message: 'validation.invalid',
    }),
  );
  requiredTexts.add(text, { max });
  return text;
};

/** The answer of a call that only succeeds or fails. */
export const NoData = z.null();
