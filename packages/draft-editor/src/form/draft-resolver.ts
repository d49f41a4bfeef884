/**
 * The resolver of the draft forms: the item's schema of `@adconsole/draft-editor/rules` first, then, once the
 * item keeps its own rules, the rules across items that `validateDraft` checks (a name another campaign has,
 * a business or brand keywords only, an app for an app promotion…). So the form refuses what the draft's
 * check would flag, with the same messages (docs/requirements.md#ad-drafts).
 */
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { DraftProblem } from '../rules';

export function draftItemResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  problemsAcrossItems: (item: Output) => readonly Pick<DraftProblem, 'field' | 'message'>[],
): Resolver<Input, unknown, Output> {
  const ownRules = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await ownRules(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const problems = problemsAcrossItems(result.values as Output);
    if (problems.length === 0) return result;
    const errors: Record<string, FieldError> = {};
    for (const { field, message } of problems) errors[field || 'root'] ??= { type: 'draft', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
