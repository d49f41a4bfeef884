import * as z from 'zod/mini';

// In zod/mini: the login call sends a hashed password (docs/architecture.md#lean-login).

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

export const PasswordHash = z
  .string()
  .check(z.regex(passwordHashPattern, { message: 'validation.passwordHash' }));
