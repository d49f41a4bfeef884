import * as z from 'zod/mini';
import { defineEndpoint, selfServiceWrite } from './endpoint';

// In zod/mini: the login page makes these calls and carries no more of zod than they need
// (docs/architecture.md#lean-login).
import { PasswordHash } from './password-hash';
import { NoData, trimmedText } from './text-rules';

/**
 * The cookie the console keeps its session token in, for one day (docs/requirements.md#login-and-sessions). The
 * server reads only whether a page's request carries it, to send the console's page rather than the login's
 * (docs/architecture.md#console-page).
 */
export const sessionCookie = 'yunShang-Token';

/** How long a picture captcha can be answered (docs/requirements.md#login-and-sessions). */
export const captchaLifetimeMs = 2 * 60 * 1000;

export const Captcha = z.object({
  /** Names the captcha in the login call; single use. */
  uuid: z.uuid(),
  /** The picture as a data URL of an SVG image, ready for `<img src>`. */
  img: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
});
export type Captcha = z.infer<typeof Captcha>;

/**
 * Login (docs/requirements.md#login-and-sessions): user name, password and code are required; user name and
 * code are trimmed.
 */
export const LoginRequest = z.object({
  userName: trimmedText(64),
  pwd: PasswordHash,
  validationCode: trimmedText(16),
  uuid: z.uuid({ message: 'validation.captchaId' }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginData = z.object({ token: z.string().check(z.minLength(1)) });
export type LoginData = z.infer<typeof LoginData>;

const Empty = z.object({});

export const authEndpoints = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/system/admin/getPictureValidationCode',
    request: Empty,
    response: Captcha,
    auth: false,
    accountScoped: false,
    summary: 'A new picture captcha: its uuid and an SVG picture; single use, answerable for 2 minutes.',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    request: LoginRequest,
    response: LoginData,
    auth: false,
    accountScoped: false,
    summary:
      'Log in with user name, hashed password and the captcha answer; answers a session token valid for one day.',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    ...selfServiceWrite,
    request: Empty,
    response: NoData,
    accountScoped: false,
    summary: 'Ends the session of the token the call carries.',
  }),
};
