/**
 * The resolver of the draft forms: the item's schema of `@adconsole/draft-rules`, and beside it the
 * rules across items that `validateDraft` checks (a name another campaign has, a business or brand keywords
 * only, an app for an app promotion…) on the item as typed, for the fields the schema finds no fault with. So
 * the form refuses what the draft's check would flag, with the same messages, as the user types
 * (docs/requirements.md#ad-drafts).
 */
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { DraftProblem } from '@adconsole/draft-rules';

/** The field errors of a resolver's answer, flat by dotted path. */
function flatErrors(errors: FieldErrors, prefix = ''): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, error]) => {
      if (!error || typeof error !== 'object') return [];
      const path = `${prefix}${key}`;
      return 'message' in error && 'type' in error
        ? [[path, error as FieldError]]
        : Object.entries(flatErrors(error as FieldErrors, `${path}.`));
    }),
  );
}

export function draftItemResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  problemsAcrossItems: (item: Input) => readonly Pick<DraftProblem, 'field' | 'message'>[],
): Resolver<Input, unknown, Output> {
  const ownRules = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await ownRules(values, context, options);
    const problems = problemsAcrossItems(values);
    if (problems.length === 0) return result;
    const errors = flatErrors(result.errors);
    const faulted = (field: string) =>
      Object.keys(errors).some((path) => path === field || path.startsWith(`${field}.`));
    for (const { field, message } of problems) {
      const path = field || 'root';
      if (!faulted(path)) errors[path] = { type: 'draft', message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
