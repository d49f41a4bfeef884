import { useTranslation } from '@adconsole/i18n';
import { toast } from '../toast/toast';

/** A failing field of a refused save, by its path in the request: `campaignName`, `query.beginDate`. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The fields of a form a refusal can name: their names, or how a request path lands on one (a form whose
 * fields are named otherwise than the request's).
 */
export type FormFields<Field extends string = string> =
  readonly Field[] | ((path: string) => Field | undefined);

/** What a refused save rejects with: the API client's error carries the fields its refusal names. */
export interface FieldRefusal {
  readonly fields: readonly FieldMessage[];
}

/** The fields a rejection names (an error carrying `fields`, as the API client's does); none otherwise. */
export function refusedFieldsOf(error: unknown): readonly FieldMessage[] {
  const fields = typeof error === 'object' && error !== null ? (error as Partial<FieldRefusal>).fields : [];
  return Array.isArray(fields) ? fields : [];
}

/**
 * The form field a request path lands on: the longest run of its parts that is a form field, the earliest
 * first, so a request's wrapping (`query.`, `items.0.`) and an item's index (`regions.3`) fall away:
 * `query.beginDate` → `beginDate`, `items.0.keyword` → `keyword`, `regions.3` → `regions`.
 */
export function formFieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  const parts = path.split('.');
  for (let start = 0; start < parts.length; start += 1) {
    for (let end = parts.length; end > start; end -= 1) {
      const candidate = parts.slice(start, end).join('.');
      if ((fields as readonly string[]).includes(candidate)) return candidate as Field;
    }
  }
  return undefined;
}

export interface RefusalOnForm<Field extends string = string> {
  /** Each message the form shows, by its field, in the refusal's order (the first errored field first). */
  shown: Partial<Record<Field, string>>;
  /** The failing fields the form does not show. */
  unshown: FieldMessage[];
}

/** Splits a refused save between the fields a form shows and the rest (docs/requirements.md#error-codes). */
export function refusalOnForm<Field extends string>(
  error: unknown,
  formFields: FormFields<Field>,
): RefusalOnForm<Field> {
  const fieldOf =
    typeof formFields === 'function' ? formFields : (path: string) => formFieldOf(path, formFields);
  const shown: Partial<Record<Field, string>> = {};
  const unshown: FieldMessage[] = [];
  for (const failing of refusedFieldsOf(error)) {
    const field = failing.field ? fieldOf(failing.field) : undefined;
    if (field === undefined) unshown.push(failing);
    else shown[field] ??= failing.message;
  }
  return { shown, unshown };
}

/**
 * Shows a refused save on its form (docs/requirements.md#error-codes): answers the message of each field the
 * form shows, to show beside it; toasts each failing field it does not show, named. A failure naming no
 * field answers none: the API client has toasted it.
 */
export function useShowRefusal() {
  const { t } = useTranslation();
  return <Field extends string>(error: unknown, formFields: FormFields<Field>) => {
    const { shown, unshown } = refusalOnForm(error, formFields);
    for (const { field, message } of unshown) {
      toast.error(field ? t('ui.refusedField', { field, message }) : message);
    }
    return shown;
  };
}
