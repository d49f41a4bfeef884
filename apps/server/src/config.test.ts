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
    // Not a URL at all (a port that is no number, a password with an unencoded #): refused naming neither
    // the URL nor its password.
    for (const unreadable of [
      'postgres://adconsole:s3cret@db:five/adconsole',
      'postgres://adconsole:s3#cret@db/x',
    ]) {
      expect(() => configFromEnv({ DATABASE_URL: unreadable })).toThrow(
        'DATABASE_URL cannot be read as a URL: write a postgres:// URL, encoding what is not a letter or digit',
      );
      expect(() => configFromEnv({ DATABASE_URL: unreadable })).not.toThrow(/s3/);
    }
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
    expect(() => configFromEnv({ BAIDU_API_BASE: 'api.baidu' })).toThrow(
      'BAIDU_API_BASE must be an http(s):// URL, not "api.baidu"',
    );
    expect(() => configFromEnv({ BAIDU_OAUTH_BASE: 'ftp://u.baidu' })).toThrow(
      'BAIDU_OAUTH_BASE must be an http(s):// URL, not "ftp://u.baidu"',
    );
    expect(configFromEnv({})).toMatchObject({
      baiduApiBase: 'https://api.baidu.com',
      baiduOAuthBase: 'https://u.baidu.com',
    });
  });

  it('listens on PORT, refusing what is not a port number', () => {
    expect(configFromEnv({})).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(configFromEnv({ PORT: '0', HOST: '127.0.0.1' })).toMatchObject({ port: 0, host: '127.0.0.1' });
    expect(() => configFromEnv({ PORT: 'abc' })).toThrow(
      'PORT must be a port number (0 to 65535), not "abc"',
    );
    expect(() => configFromEnv({ PORT: '65536' })).toThrow(
      'PORT must be a port number (0 to 65535), not "65536"',
    );
  });

  it('takes the sandbox profile SANDBOX_PROFILE names, listing the known ones for another name', () => {
    expect(configFromEnv({}).sandboxProfile).toBe('demo');
    expect(configFromEnv({ SANDBOX_PROFILE: 'bench' }).sandboxProfile).toBe('bench');
    expect(() => configFromEnv({ SANDBOX_PROFILE: 'huge' })).toThrow(
      'SANDBOX_PROFILE must be one of demo, test, bench, agency, not "huge"',
    );
  });

  it('lets outbound calls reach the internal host:port entries of OUTBOUND_ALLOW_HOSTS', () => {
    expect(configFromEnv({}).outboundAllowHosts).toEqual([]);
    expect(
      configFromEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1:9100, Fake.Baidu.Local:443,,[::1]:8080' })
        .outboundAllowHosts,
    ).toEqual(['127.0.0.1:9100', 'fake.baidu.local:443', '[::1]:8080']);
    for (const wrong of ['fake.local', 'fake.local:0', 'fake.local:65536', 'http://fake.local:80', ':80']) {
      expect(() => configFromEnv({ OUTBOUND_ALLOW_HOSTS: `127.0.0.1:9100,${wrong}` })).toThrow(
        `OUTBOUND_ALLOW_HOSTS must be host:port entries separated by commas, not "${wrong}"`,
      );
    }
  });

  it('mails notifications through SMTP_URL from MAIL_FROM, to the users and the MAIL_ALLOWED_DOMAINS', () => {
    expect(configFromEnv({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: undefined,
      mailAllowedDomains: [],
    });
    const env = {
      SMTP_URL: 'smtps://alerts:pa%24s@mail.example.com:465',
      MAIL_FROM: 'Ad console <alerts@example.com>',
      MAIL_ALLOWED_DOMAINS: 'Example.com, partner.example.cn,',
    };
    expect(configFromEnv(env)).toMatchObject({
      smtpUrl: 'smtps://alerts:pa%24s@mail.example.com:465',
      mailFrom: 'Ad console <alerts@example.com>',
      mailAllowedDomains: ['example.com', 'partner.example.cn'],
    });
    // The URL may hold a password: the refusal does not repeat it.
    expect(() => configFromEnv({ ...env, SMTP_URL: 'https://alerts:secret@mail.example.com' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL \(unset: no e-mail\)$/,
    );
    expect(() => configFromEnv({ SMTP_URL: env.SMTP_URL })).toThrow(
      'MAIL_FROM must be set with SMTP_URL: the sender of the mails',
    );
    expect(() => configFromEnv({ ...env, MAIL_FROM: 'alerts' })).toThrow(
      'MAIL_FROM must be an e-mail address, alone or as "Name <address>", not "alerts"',
    );
    expect(() => configFromEnv({ ...env, MAIL_ALLOWED_DOMAINS: 'example.com,@partner' })).toThrow(
      'MAIL_ALLOWED_DOMAINS must be domain names separated by commas, not "@partner"',
    );
  });

  it('keeps METRICS_TOKEN for /metrics scrapes from other hosts, refusing a short one without repeating it', () => {
    expect(configFromEnv({}).metricsToken).toBeUndefined();
    expect(configFromEnv({ METRICS_TOKEN: 'scrape-me-please-1234' }).metricsToken).toBe(
      'scrape-me-please-1234',
    );
    expect(() => configFromEnv({ METRICS_TOKEN: 'scrape-me' })).toThrow(
      /^METRICS_TOKEN must have at least 16 characters$/,
    );
  });

  it('waits SHUTDOWN_TIMEOUT_MS (10 seconds unless set) for the requests in flight on SIGTERM', () => {
    expect(configFromEnv({}).shutdownTimeoutMs).toBe(10_000);
    expect(configFromEnv({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => configFromEnv({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not "-1"',
    );
  });
});
