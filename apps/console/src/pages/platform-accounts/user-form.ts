import {
  fieldErrors,
  type TextLookup,
  RepeatedPassword,
  UserSaveRequest,
  type PlatformUser,
} from '@adconsole/api-client/contract';
import type { PlatformUserInput } from '@adconsole/api-client/react';
import type { Language } from '@adconsole/i18n';
import { formFieldOf } from '@adconsole/ui';

export interface UserFormValues {
  userName: string;
  /** The initial password of a new user, typed twice; a user's password later changes by a reset. */
  password: string;
  confirmPassword: string;
  roles: string[];
  accountIds: number[];
  /** Where the user's alerts and scheduled reports are mailed; empty for none. */
  email: string;
}

export const emptyUser: UserFormValues = {
  userName: '',
  password: '',
  confirmPassword: '',
  roles: [],
  accountIds: [],
  email: '',
};

/** The form holding a user, to change them. */
export function userFormValues(user: PlatformUser): UserFormValues {
  return {
    userName: user.userName,
    password: '',
    confirmPassword: '',
    roles: user.roles,
    accountIds: user.accounts.map((account) => account.accountId),
    email: user.email ?? '',
  };
}

export type UserFormField = keyof UserFormValues;

/**
 * The form field a refused save's field shows on (docs/requirements.md#error-codes): the save's own names, but
 * the initial password travels as `pwd`.
 */
export function userFieldOf(path: string): UserFormField | undefined {
  const field = formFieldOf(path, ['userName', 'pwd', 'roles', 'email'] as const);
  return field === 'pwd' ? 'password' : field;
}

export type UserFormCheck =
  { ok: true; user: PlatformUserInput } | { ok: false; errors: Partial<Record<UserFormField, string>> };

/**
 * Checks the form with the save call's schema (docs/requirements.md#users-roles-and-permissions); a new user
 * (no `id`) also needs an initial password that keeps the password rule, typed the same twice.
 */
export function checkUserForm(
  values: UserFormValues,
  language: Language,
  lookup: TextLookup,
  id?: number,
): UserFormCheck {
  const user = UserSaveRequest.omit({ pwd: true }).safeParse({
    ...(id === undefined ? {} : { id }),
    userName: values.userName,
    roles: values.roles,
    accountIds: values.accountIds,
    // Always sent: an emptied field removes the address (docs/requirements.md#notification-channels).
    email: values.email.trim(),
  });
  const password =
    id === undefined
      ? RepeatedPassword.safeParse({ password: values.password, confirmPassword: values.confirmPassword })
      : undefined;
  if (user.success && (password === undefined || password.success))
    return { ok: true, user: { ...user.data, ...(password ? { password: password.data.password } : {}) } };
  const issues = [
    ...(user.success ? [] : fieldErrors(user.error, language, lookup)),
    ...(password && !password.success ? fieldErrors(password.error, language, lookup) : []),
  ];
  return {
    ok: false,
    errors: Object.fromEntries(issues.map(({ field, message }) => [field.split('.')[0], message])),
  };
}
