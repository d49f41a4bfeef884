import * as z from 'zod/mini';

export * from './password-hash';

/**
 * A new password (docs/requirements.md#login-and-sessions): letters and digits, case-sensitive, 6 to 20. The
 * minimum of 6 is our choice, so a one-letter password cannot be chosen.
 */
export const passwordRule = /^[A-Za-z0-9]{6,20}$/;

export const NewPassword = z.string().check(z.regex(passwordRule, { message: 'validation.passwordRule' }));

/** A new password typed twice (an initial one, a change): the password rule, and the same both times. */
export const RepeatedPassword = z.object({ password: NewPassword, confirmPassword: z.string() }).check(
  z.refine((input) => input.password === input.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  }),
);
