import * as z from 'zod/mini';

/**
 * An e-mail address as a user's own, a channel or a recipient: one mailbox, no display name
 * (docs/requirements.md#notification-channels). In zod/mini: the user info the shell reads carries it, so the
 * shell's chunk takes no more of zod than it needs (docs/architecture.md#bundle-budgets).
 */
export const EmailAddress = z
  .string()
  .check(z.trim(), z.maxLength(254), z.email({ message: 'validation.email' }));
