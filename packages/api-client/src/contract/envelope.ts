import { z } from 'zod';

/** Paging as the spec words it: page { number, size, sortCol }, the total in totalCount. */
export const PageRequest = z.object({
  number: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(10000).default(20),
  sortCol: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type PageRequest = z.infer<typeof PageRequest>;

/** Paging as answered; an unpaged answer (all rows) reports its own size, which may exceed a page's limit. */
export const PageResponse = PageRequest.extend({
  size: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type PageResponse = z.infer<typeof PageResponse>;

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
