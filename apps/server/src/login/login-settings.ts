import { perMinute, setting, text } from '../settings/setting';
import { defaultRateLimits } from './auth-routes';

/** The limits on logins, captchas and writes (docs/hardening.md#login-abuse). */
export const rateLimitSettings = {
  LOGIN_RATE_LIMIT: setting({
    description: 'logins a minute per client address; more answer 429',
    default: String(defaultRateLimits.login.max),
    parse: perMinute,
  }),
  CAPTCHA_RATE_LIMIT: setting({
    description: 'captchas a minute per client address; more answer 429',
    default: String(defaultRateLimits.captcha.max),
    parse: perMinute,
  }),
  WRITE_RATE_LIMIT_USER: setting({
    description: 'write calls a minute per user; more answer 429 (docs/hardening.md#login-abuse)',
    default: String(defaultRateLimits.writesPerUser.max),
    parse: perMinute,
  }),
  WRITE_RATE_LIMIT_ADDRESS: setting({
    description: 'write calls a minute per client address; more answer 429 (docs/hardening.md#login-abuse)',
    default: String(defaultRateLimits.writesPerAddress.max),
    parse: perMinute,
  }),
};

/** The captcha's fixed answer for automated tests, which production refuses. */
export const captchaTestSettings = {
  NODE_ENV: setting({
    description: '`production` refuses `CAPTCHA_TEST_CODE`',
    default: 'unset',
    parse: text,
  }),
  CAPTCHA_TEST_CODE: setting({
    description: "fixes every captcha's answer, for automated tests only; refused with `NODE_ENV=production`",
    default: 'unset',
    parse: text,
  }),
};
