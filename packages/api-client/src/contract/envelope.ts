import { z } from 'zod';
import type { Schema } from './endpoint';
import { PageResponse } from './page-response';

/** The answer of every call: `{ code, msg, data, page? }`; code 200 is success. */
export function envelope<T extends Schema>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z.optional(data),
    page: z.optional(PageResponse),
  });
}

export const ErrorEnvelope = envelope(z.unknown());
export type Envelope<T> = { code: number; msg: string; data?: T; page?: PageResponse };

export { FieldErrors } from './field-errors';
