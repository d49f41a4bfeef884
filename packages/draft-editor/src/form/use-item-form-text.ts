import { useTranslation } from '@adconsole/i18n';
import { useEffect } from 'react';
import { draftFieldLabels } from './field-labels';
import { firstMessage } from './field-error';

/**
 * What every item form of a draft shows beside its fields: a field's label and the translated first message
 * of its errors (docs/requirements.md#ad-drafts).
 */
export function useItemFormText() {
  const { t } = useTranslation();
  return {
    label: (field: string) => t(draftFieldLabels[field]!),
    message: (error: unknown) => {
      const key = firstMessage(error);
      return key && t(key);
    },
  };
}

/** A stored item shows what the rules find in it at once, as the left navigation marks it. */
export function useCheckStoredItem(stored: object | undefined, trigger: () => Promise<boolean>) {
  useEffect(() => {
    if (stored) void trigger();
  }, [stored, trigger]);
}
