/**
 * The response codes of the error catalogue (docs/requirements.md#error-codes). HTTP-like codes travel with
 * the same HTTP status; business codes travel with HTTP 200. Their messages live in `@adconsole/i18n`.
 */
export const responseCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  requestTimeout: 408,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  headersTooLarge: 431,
  serverError: 500,
  oldPasswordIncorrect: 910001,
  wrongCredentials: 910002,
  accountFrozen: 910003,
  passwordAttemptsExceeded: 910004,
  captchaExpired: 910005,
  captchaWrong: 910006,
  unitPictureUploadError: 920001,
  campaignHasUnits: 921001,
  unitHasKeywordsOrCreatives: 921002,
  dataDuplication: 1400,
} as const;

export type ResponseCode = (typeof responseCode)[keyof typeof responseCode];

/** The HTTP status a code travels with: HTTP-like codes as themselves, business codes as 200. */
export function httpStatusOf(code: number): number {
  return code >= 100 && code < 600 ? code : 200;
}
