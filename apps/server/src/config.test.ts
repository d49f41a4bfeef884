import { describe, expect, it } from 'vitest';
import { clusterWorkersFromEnv, configFromEnv } from './config';

describe('configFromEnv', () => {
  it('refuses CAPTCHA_TEST_CODE in production and passes it on otherwise', () => {
    expect(() => configFromEnv({ CAPTCHA_TEST_CODE: 'x', NODE_ENV: 'production' })).toThrow(/refused/);
    expect(configFromEnv({ CAPTCHA_TEST_CODE: 'x', NODE_ENV: 'test' }).captchaTestCode).toBe('x');
    expect(configFromEnv({ CAPTCHA_TEST_CODE: '' }).captchaTestCode).toBeUndefined();
  });

  it('keeps export files and pictures in the data folder unless FILES_DIR names a shared one', () => {
    expect(configFromEnv({ DATA_DIR: '/srv/adconsole' })).toMatchObject({
      dataDir: '/srv/adconsole',
      filesDir: '/srv/adconsole',
    });
    expect(configFromEnv({ DATA_DIR: '/srv/adconsole', FILES_DIR: '/mnt/shared/' })).toMatchObject({
      dataDir: '/srv/adconsole',
      filesDir: '/mnt/shared',
    });
  });

  it('starts WORKERS server processes in a cluster (one per core), only on PostgreSQL and a ClickHouse server', () => {
    const shared = { DATABASE_URL: 'postgres://db/adconsole', CLICKHOUSE_URL: 'http://facts:8123/adconsole' };
    expect(clusterWorkersFromEnv(shared, 8)).toBe(8);
    expect(clusterWorkersFromEnv({ ...shared, WORKERS: '3' }, 8)).toBe(3);
    expect(() => clusterWorkersFromEnv({ ...shared, WORKERS: 'all' }, 8)).toThrow(
      'WORKERS must be a whole number',
    );
    const refused =
      'npm run start:cluster needs DATABASE_URL (PostgreSQL) and CLICKHOUSE_URL (a ClickHouse server)';
    expect(() => clusterWorkersFromEnv({}, 8)).toThrow(refused);
    expect(() => clusterWorkersFromEnv({ DATABASE_URL: shared.DATABASE_URL }, 8)).toThrow(refused);
    expect(() => clusterWorkersFromEnv({ CLICKHOUSE_URL: shared.CLICKHOUSE_URL }, 8)).toThrow(refused);
  });

  it('keeps the entities in PostgreSQL when DATABASE_URL names a database, with a pool of DATABASE_POOL_SIZE', () => {
    expect(configFromEnv({})).toMatchObject({ databaseUrl: undefined, databasePoolSize: undefined });
    expect(
      configFromEnv({
        DATABASE_URL: 'postgresql://adconsole:pw@db:5432/adconsole',
        DATABASE_POOL_SIZE: '25',
      }),
    ).toMatchObject({ databaseUrl: 'postgresql://adconsole:pw@db:5432/adconsole', databasePoolSize: 25 });
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://adconsole:pw@db/adconsole' })).toThrow(
      'DATABASE_URL must be a postgres:// URL (unset keeps the entities in DATA_DIR)',
    );
    expect(() => configFromEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be');
  });

  it('keeps the facts on a ClickHouse server when CLICKHOUSE_URL names one', () => {
    expect(configFromEnv({}).clickhouseUrl).toBeUndefined();
    expect(configFromEnv({ CLICKHOUSE_URL: 'https://reader:pw@facts:8443/adconsole' }).clickhouseUrl).toBe(
      'https://reader:pw@facts:8443/adconsole',
    );
    expect(() => configFromEnv({ CLICKHOUSE_URL: 'tcp://facts:9000/adconsole' })).toThrow(
      'CLICKHOUSE_URL must be an http(s):// URL (unset keeps the facts in DATA_DIR)',
    );
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
        BAIDU_OAUTH_BASE: 'http://127.0.0.1:9101//',
        SECRET_KEY: 'sixteen-chars-ok',
        BAIDU_SYNC_DAYS: '90',
      }),
    ).toMatchObject({
      baiduApiBase: 'http://127.0.0.1:9100',
      baiduOAuthBase: 'http://127.0.0.1:9101',
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
    expect(() => configFromEnv({ BAIDU_OAUTH_BASE: 'u.baidu' })).toThrow('BAIDU_OAUTH_BASE must be a URL');
    expect(configFromEnv({})).toMatchObject({
      baiduApiBase: 'https://api.baidu.com',
      baiduOAuthBase: 'https://u.baidu.com',
    });
  });
});
