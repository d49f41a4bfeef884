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

  it('reads the Baidu provider settings: API base, SECRET_KEY and days of history', () => {
    expect(configFromEnv({})).toMatchObject({ baiduApiBase: 'https://api.baidu.com', secretKey: undefined });
    expect(configFromEnv({}).baiduSyncDays).toBeUndefined();
    expect(
      configFromEnv({
        BAIDU_API_BASE: 'http://127.0.0.1:9100/',
        SECRET_KEY: 'sixteen-chars-ok',
        BAIDU_SYNC_DAYS: '90',
      }),
    ).toMatchObject({
      baiduApiBase: 'http://127.0.0.1:9100',
      secretKey: 'sixteen-chars-ok',
      baiduSyncDays: 90,
    });
    expect(() => configFromEnv({ SECRET_KEY: 'short' })).toThrow(
      'SECRET_KEY must have at least 16 characters',
    );
    expect(() => configFromEnv({ BAIDU_SYNC_DAYS: '800' })).toThrow(
      'BAIDU_SYNC_DAYS must be at most 731 days',
    );
    expect(() => configFromEnv({ BAIDU_API_BASE: 'api.baidu' })).toThrow('BAIDU_API_BASE must be a URL');
  });
});
