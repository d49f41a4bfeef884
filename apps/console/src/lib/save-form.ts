import { fieldErrors, type TextLookup } from '@adconsole/api-client/contract';
import { defaultLanguage, isLanguage, useTranslation } from '@adconsole/i18n';
import { toast, useShowRefusal } from '@adconsole/ui';
import { useState } from 'react';
import { textLookup } from './text-lookup';
import { z } from 'zod';

export type FormCheck<Request> =
  | { ok: true; request: Request }
  // Each failing field's message in the form's language, by the field's path (`credentials.userName`).
  | { ok: false; errors: Record<string, string> };

/**
 * Checks a form with its save call's own schema
 * (docs/requirements.md#customers-companies-and-provider-accounts), so the dialog refuses what the server
 * would, in the same words: the request to send, or the message of each failing field.
 */
export function checkForm<Schema extends z.core.$ZodType>(
  schema: Schema,
  body: unknown,
  /** The console's language (its i18n instance's); English for any other. */
  language: string,
  /** Where the messages' words come from (`textLookup` of the console's i18n instance). */
  lookup: TextLookup,
): FormCheck<z.output<Schema>> {
  const messagesIn = isLanguage(language) ? language : defaultLanguage;
  // The top-level parse takes the contract's schemas of either zod flavour (classic or mini).
  const parsed = z.safeParse(schema, body, { reportInput: true });
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    errors: Object.fromEntries(
      fieldErrors(parsed.error, messagesIn, lookup).map(({ field, message }) => [field, message]),
    ),
  };
}

export interface SaveFormOptions<Request> {
  check: FormCheck<Request>;
  /** The form's fields: a refusal naming one of them is shown on it. */
  fields: readonly string[];
  save: (request: Request) => Promise<unknown>;
  /** The messages shown on the fields, none once they pass. */
  setErrors: (errors: Partial<Record<string, string>>) => void;
  /** The messages of a refused save for the form's fields; toasts the rest (`useShowRefusal`). */
  showRefusal: (error: unknown, fields: readonly string[]) => Partial<Record<string, string>>;
}

/**
 * Saves a checked form: a form that fails its check is not sent; a refused save is shown on the fields it
 * names, the rest in a toast (docs/requirements.md#error-codes). True once saved.
 */
export async function saveForm<Request>({
  check,
  fields,
  save,
  setErrors,
  showRefusal,
}: SaveFormOptions<Request>) {
  if (!check.ok) {
    setErrors(check.errors);
    return false;
  }
  setErrors({});
  try {
    await save(check.request);
    return true;
  } catch (error) {
    setErrors(showRefusal(error, fields));
    return false;
  }
}

export interface SaveDialogOptions<Schema extends z.core.$ZodType, Saved = unknown> {
  /** The save call's request schema, which the dialog checks the form with. */
  schema: Schema;
  /** The form's fields: a refusal naming one of them is shown on it. */
  fields: readonly string[];
  /** The save call (its mutation): what it sends, and whether it is under way. */
  save: { mutateAsync: (request: z.output<Schema>) => Promise<Saved>; isPending: boolean };
  onClose: () => void;
  /** Told what the save answered, before the dialog closes (a report adds the metric it just made). */
  onSaved?: (saved: Saved) => void;
}

/**
 * The save of a form dialog (docs/requirements.md#customers-companies-and-provider-accounts): checks the form,
 * saves it, says so and closes; the messages of the failing fields stay shown on them. Administration, alert
 * rules, scheduled reports and channels save this way.
 */
export function useSaveDialog<Schema extends z.core.$ZodType, Saved = unknown>({
  schema,
  fields,
  save,
  onClose,
  onSaved,
}: SaveDialogOptions<Schema, Saved>) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const showRefusal = useShowRefusal();

  async function submit(body: unknown) {
    let answer: Saved | undefined;
    const saved = await saveForm({
      check: checkForm(schema, body, i18n.language, textLookup(i18n)),
      fields,
      save: async (request: z.output<Schema>) => (answer = await save.mutateAsync(request)),
      setErrors,
      showRefusal,
    });
    if (!saved) return;
    toast.success(t('administration.saved'));
    onSaved?.(answer as Saved);
    onClose();
  }

  return {
    errors,
    /** Checks and saves the form's values (the body of the save call). */
    submit: (body: unknown) => void submit(body),
    /** The dialog's buttons and closing, the same in every such dialog. */
    dialogProps: {
      cancelLabel: t('administration.cancel'),
      submitLabel: t('administration.save'),
      saving: save.isPending,
      onClose,
    },
  };
}
