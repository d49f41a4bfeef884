import type { FieldErrors } from '@adconsole/api-client/contract';

/**
 * A call that ends with a code of the catalogue other than 200. The message is the catalogue's for the code
 * in the caller's language, unless the thrower already has a more precise translated one (a refused date
 * range says why); `data` carries the failing fields of a 400.
 */
export class ResponseError extends Error {
  constructor(
    readonly code: number,
    readonly data?: FieldErrors,
    readonly translatedMessage?: string,
  ) {
    super(`response code ${code}`);
    this.name = 'ResponseError';
  }
}
