import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('refuses CAPTCHA_TEST_CODE in production and passes it on otherwise', () => {
    expect(() => configFromEnv({ CAPTCHA_TEST_CODE: 'x', NODE_ENV: 'production' })).toThrow(/refused/);
    expect(configFromEnv({ CAPTCHA_TEST_CODE: 'x', NODE_ENV: 'test' }).captchaTestCode).toBe('x');
    expect(configFromEnv({ CAPTCHA_TEST_CODE: '' }).captchaTestCode).toBeUndefined();
  });

  it('reads the login and captcha rate limits as requests a minute', () => {
    expect(configFromEnv({ LOGIN_RATE_LIMIT: '5' }).rateLimits).toEqual({
      login: { max: 5, timeWindowMs: 60_000 },
      captcha: undefined,
    });
    expect(() => configFromEnv({ CAPTCHA_RATE_LIMIT: 'lots' })).toThrow('CAPTCHA_RATE_LIMIT must be');
    expect(() => configFromEnv({ LOGIN_RATE_LIMIT: '0' })).toThrow('LOGIN_RATE_LIMIT must be');
  });
});
