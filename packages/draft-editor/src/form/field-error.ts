/**
 * The first message under a field's errors: its own, or one of its parts' (a region of `regions`, a factor
 * of `regionBidFactors`), as an i18n key.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const message = firstMessage(part);
    if (message) return message;
  }
  return undefined;
}
