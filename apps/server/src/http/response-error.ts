import type { FieldErrors } from '@adconsole/api-client/contract';

/**
 * A call that ends with a code of the catalogue other than 200. The message is chosen by the error handler
 * in the caller's language; `data` carries the failing fields of a 400.
 */
export class ResponseError extends Error {
  constructor(
    readonly code: number,
    readonly data?: FieldErrors,
  ) {
    super(`response code ${code}`);
    this.name = 'ResponseError';
  }
}
