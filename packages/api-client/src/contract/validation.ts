import { selectTimeKey } from '@adconsole/date-range-rules';
import type { Language } from '@adconsole/i18n/resources';
import type { z } from 'zod';
import type { FieldErrors } from './envelope';

/**
 * A schema's own message is an i18n key of the `validation` section, of the draft rules
 * (`@adconsole/draft-rules`) or of the date-range rules (`dateRange`), so every language can say it.
 */
const ownMessage = /^(validation|drafts\.rule|dateRange)\.\w+$/;

/**
 * A text by its dotted key in a language, with `{{name}}` values filled in; undefined when absent. The caller
 * gives it: the server and tools `lookup` of `@adconsole/i18n/resources` (every text), the console its
 * translation runtime, so the console's pages need not carry every text (docs/architecture.md#lean-login).
 */
export type TextLookup = (
  language: Language,
  key: string,
  values?: Record<string, string>,
) => string | undefined;

function messageOf(issue: z.core.$ZodIssue, language: Language, lookup: TextLookup): string {
  const text = (key: string, values?: Record<string, string>) =>
    lookup(language, `validation.${key}`, values)!;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  // A picked range's missing date asks to select a time, as the picker does (docs/requirements.md#range-checks).
  if (missing && issue.message !== selectTimeKey) return text('required');
  if (ownMessage.test(issue.message)) return lookup(language, issue.message) ?? text('invalid');
  switch (issue.code) {
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return min === '1' ? text('required') : text('tooShort', { min });
      return issue.origin === 'array' ? text('tooFew', { min }) : text('tooSmall', { min });
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return text('tooLong', { max });
      return issue.origin === 'array' ? text('tooMany', { max }) : text('tooBig', { max });
    }
    default:
      return text('invalid');
  }
}

/**
 * The failing fields of a request, each with a message in the caller's language (a 400's `data`). Parse
 * with `{ reportInput: true }` so a missing field reads as "required" rather than "invalid".
 */
export function fieldErrors(error: z.core.$ZodError, language: Language, lookup: TextLookup): FieldErrors {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: messageOf(issue, language, lookup),
  }));
}

const rangeMessage = /^dateRange\.\w+$/;

/**
 * The date picker's message when a picked range is all that is wrong with a request ("please select time", a
 * range that is not one week), in the caller's language; the server answers it as `msg` too, as it does for a
 * range the date rules refuse (docs/requirements.md#range-checks). Undefined when anything else failed.
 */
export function rangeRefusal(error: z.core.$ZodError, language: Language, lookup: TextLookup) {
  const [first] = error.issues;
  if (!first || !error.issues.every((issue) => rangeMessage.test(issue.message))) return undefined;
  return lookup(language, first.message);
}
