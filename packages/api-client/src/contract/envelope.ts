import { z } from 'zod';
import { PageResponse } from './pagination';

/** The answer of every call: `{ code, msg, data, page? }`; code 200 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.optional(),
    page: PageResponse.optional(),
  });
}

export const ErrorEnvelope = envelope(z.unknown());
export type Envelope<T> = { code: number; msg: string; data?: T; page?: PageResponse };

/** What a 400 carries in `data`: the failing fields, each with a message. */
export const FieldErrors = z.array(z.object({ field: z.string(), message: z.string() }));
export type FieldErrors = z.infer<typeof FieldErrors>;
