import { useShowRefusal, type FormFields } from '@adconsole/ui';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The type of a field error that is the server's refusal: its message is in the user's words already. */
export const serverErrorType = 'server';

/**
 * The save of a draft form's valid values: a refused save shows each failing field the form shows on that
 * field, the first focused, and toasts the rest (docs/requirements.md#error-codes); the form stays as it is.
 * The save answers whether it went through.
 */
export function useRefusedSave<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: FormFields,
) {
  const showRefusal = useShowRefusal();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      return true;
    } catch (error) {
      Object.entries(showRefusal(error, fields)).forEach(([field, message], index) =>
        setError(
          field as FieldPath<Values>,
          { type: serverErrorType, message },
          { shouldFocus: index === 0 },
        ),
      );
      return false;
    }
  };
}
