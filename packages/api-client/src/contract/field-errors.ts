import * as z from 'zod/mini';

/**
 * What a 400 (or a 1400) carries in `data`: the failing fields, each with a message. In zod/mini: the client
 * reads it from every refusal, so the login page carries it too (docs/architecture.md#lean-login).
 */
export const FieldErrors = z.array(z.object({ field: z.string(), message: z.string() }));
export type FieldErrors = z.infer<typeof FieldErrors>;
