import { useTranslation } from '@adconsole/i18n';
import { useEffect } from 'react';
import { draftFieldLabels } from './field-labels';
import { firstError } from './field-error';
import { serverErrorType } from './use-refused-save';

/**
 * What every item form of a draft shows beside its fields: a field's label and the translated first message
 * of its errors (docs/requirements.md#ad-drafts), or the server's words of a refused save.
 */
export function useItemFormText() {
  const { t } = useTranslation();
  return {
    label: (field: string) => t(draftFieldLabels[field]!),
    message: (error: unknown) => {
      const first = firstError(error);
      // A rule's message is an i18n key; a refusal's is the server's, in the user's language already.
      return first && (first.type === serverErrorType ? first.message : t(first.message));
    },
  };
}

/** A stored item shows what the rules find in it at once, as the left navigation marks it. */
export function useCheckStoredItem(stored: object | undefined, trigger: () => Promise<boolean>) {
  useEffect(() => {
    if (stored) void trigger();
  }, [stored, trigger]);
}
