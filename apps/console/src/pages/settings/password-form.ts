import { fieldErrors, RepeatedPassword, type TextLookup } from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n';
import { z } from 'zod';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

const ChangePasswordForm = z.object({ oldPassword: z.string().min(1) }).and(RepeatedPassword);

/**
 * Checks the change-password form before it is sent (docs/requirements.md#login-and-sessions): the old password
 * given, the new one twice by the password rule.
 */
export function checkChangePassword(
  values: ChangePasswordValues,
  language: Language,
  lookup: TextLookup,
): Partial<Record<ChangePasswordField, string>> {
  const parsed = ChangePasswordForm.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(
    fieldErrors(parsed.error, language, lookup).map(({ field, message }) => [field, message]),
  );
}
