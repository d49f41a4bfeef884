import { fieldErrors, RepeatedPassword, type TextLookup } from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n';
import { formFieldOf } from '@adconsole/ui';
import { z } from 'zod';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

/**
 * The form field a refused change's field shows on (docs/requirements.md#error-codes): the call's own names, but
 * the new password travels as `newPassword` (and the old one, hashed, as `oldPwd`).
 */
export function changePasswordFieldOf(path: string): ChangePasswordField | undefined {
  const fieldOf = {
    oldPwd: 'oldPassword',
    newPassword: 'password',
    confirmPassword: 'confirmPassword',
  } as const;
  const field = formFieldOf(path, Object.keys(fieldOf) as (keyof typeof fieldOf)[]);
  return field && fieldOf[field];
}

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
