import * as z from 'zod/mini';

// In zod/mini, since the login call uses them (docs/architecture.md#lean-login); the classic schemas take
// them as they are.

/** What shows nothing on a page: spaces, control and format characters (zero-width spaces, joiners, BOM). */
const showsNothing = /^[\s\p{Z}\p{Cc}\p{Cf}]*$/u;

/**
 * What no typed text holds, and what would make a text read other than it is: control characters (NUL and
 * the like; tabs and line breaks are text), the bidirectional controls that reorder what follows them
 * (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and halves of a UTF-16 pair without their
 * other half.
 */
const unreadable = /(?![\t\n\r])\p{Cc}|\p{Bidi_Control}|\p{Cs}/u;

const readable = (value: string) => !unreadable.test(value);

/**
 * Refuses, as not valid, a text holding what `unreadable` names: for the optional texts a user types that are
 * stored or sent to the provider (docs/requirements.md#administration); `trimmedText` checks it too.
 */
export const readableText = () => z.refine<string>(readable, { message: 'validation.invalid' });

/**
 * The required texts of the contract, so a test can find every one of them in every request
 * (docs/requirements.md#administration).
 */
export const requiredTexts = z.registry<{ max: number }>();

/**
 * A trimmed, required text of at most `max` characters (user names, codes, names, notices): one of nothing
 * but spaces, zero-width or control characters is empty ("This field is required"), and one with NUL,
 * another control character, a bidirectional control or a lone surrogate is not valid
 * (docs/requirements.md#administration).
 */
export const trimmedText = (max: number) => {
  const text = z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => value === '' || !showsNothing.test(value), { message: 'validation.required' }),
    // One message a field: a text of nothing but controls is empty, not invalid.
    z.refine((value) => showsNothing.test(value) || readable(value), { message: 'validation.invalid' }),
  );
  requiredTexts.add(text, { max });
  return text;
};

/** The answer of a call that only succeeds or fails. */
export const NoData = z.null();
