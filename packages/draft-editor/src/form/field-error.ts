/**
 * The first error under a field's errors: its own, or one of its parts' (a region of `regions`, a factor of
 * `regionBidFactors`): its message (a rule's i18n key, or the server's words) and type.
 */
export function firstError(error: unknown): { message: string; type?: unknown } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return { message: error.message, type: 'type' in error ? error.type : undefined };
  }
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const first = firstError(part);
    if (first) return first;
  }
  return undefined;
}
