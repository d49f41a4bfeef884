import { describe, expect, it } from 'vitest';
import { endpoints, hashPassword, httpStatusOf, LoginRequest, responseCode } from './index';

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', async () => {
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await hashPassword('密码')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('httpStatusOf', () => {
  it('sends HTTP-like codes as themselves and business codes as 200', () => {
    expect(httpStatusOf(responseCode.unauthorized)).toBe(401);
    expect(httpStatusOf(responseCode.badRequest)).toBe(400);
    expect(httpStatusOf(responseCode.wrongCredentials)).toBe(200);
    expect(httpStatusOf(responseCode.dataDuplication)).toBe(200);
  });
});

describe('endpoints', () => {
  it('live under /marketing/api/v1 with unique method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(GET|POST) \/marketing\/api\/v1\//);
  });

  it('trims the user name and refuses a plain password', () => {
    expect(LoginRequest.parse({ userName: ' demo ', pwd: 'a'.repeat(64) }).userName).toBe('demo');
    expect(LoginRequest.safeParse({ userName: 'demo', pwd: 'demo123' }).success).toBe(false);
  });
});
