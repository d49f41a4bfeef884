import { endpoints } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { issueCaptcha } from '../auth/captcha';
import { attemptLogin } from './login';
import { endSession } from '../auth/sessions';
import { registerEndpoint, type EndpointOptions } from '../http/endpoint-route';

export interface AuthSettings {
  /** CAPTCHA_TEST_CODE: fixes every captcha's answer, for automated tests; configFromEnv refuses it in production. */
  captchaTestCode?: string;
  /**
   * Per client address: logins and captchas within a window (docs/requirements.md#login-and-sessions); write
   * calls per address and per user (docs/hardening.md#login-abuse).
   */
  rateLimits: Record<'login' | 'captcha' | 'writesPerUser' | 'writesPerAddress', RateLimitSetting>;
}

type RateLimitSetting = NonNullable<EndpointOptions['rateLimit']>;

/** Generous for writes: people and the e2e suite stay far below them, a script writing in a loop does not. */
export const defaultRateLimits: AuthSettings['rateLimits'] = {
  login: { max: 20, timeWindowMs: 60_000 },
  captcha: { max: 60, timeWindowMs: 60_000 },
  writesPerUser: { max: 300, timeWindowMs: 60_000 },
  writesPerAddress: { max: 600, timeWindowMs: 60_000 },
};

/** Captcha, login and logout (docs/requirements.md#login-and-sessions). */
export function authRoutes(app: FastifyInstance, settings: AuthSettings) {
  registerEndpoint(
    app,
    endpoints.captcha,
    () => issueCaptcha(app.entities, app.now(), settings.captchaTestCode),
    {
      rateLimit: settings.rateLimits.captcha,
    },
  );

  registerEndpoint(
    app,
    endpoints.login,
    async (input, request) => ({ token: await attemptLogin(app.entities, input, app.now(), request.ip) }),
    { rateLimit: settings.rateLimits.login },
  );

  // The session check before the handler guarantees a live token.
  registerEndpoint(app, endpoints.logout, async (_input, request) => {
    await endSession(app.entities, request.sessionToken!);
    return null;
  });
}
