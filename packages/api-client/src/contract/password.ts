import { z } from 'zod';

/**
 * How a password travels (docs/requirements.md#login-and-sessions): `pwd` is the lowercase hex SHA-256 of its
 * UTF-8 bytes, so the plain password never leaves the browser. The server stores a slow salted hash of this
 * value.
 */
export async function hashPassword(password: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The shape of a hashed password on the wire. */
export const passwordHashPattern = /^[0-9a-f]{64}$/;

export const PasswordHash = z.string().regex(passwordHashPattern, { message: 'validation.passwordHash' });

/**
 * A new password (docs/requirements.md#login-and-sessions): letters and digits, case-sensitive, 6 to 20. The
 * minimum of 6 is our choice, so a one-letter password cannot be chosen.
 */
export const passwordRule = /^[A-Za-z0-9]{6,20}$/;

export const NewPassword = z.string().regex(passwordRule, { message: 'validation.passwordRule' });

/** A new password typed twice (an initial one, a change): the password rule, and the same both times. */
export const RepeatedPassword = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
