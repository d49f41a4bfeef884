import { inject } from 'vitest';
import type { ApiClient } from '../client';
import { endpoints, hashPassword } from '../contract';

/**
 * Logs a user in on the tests' server (testing/server-global-setup.ts), its captcha answered with the server's
 * test code, as the login page would: the session's token, for the client's `getToken`.
 */
export async function logIn(client: ApiClient, userName: string, password: string): Promise<string> {
  const { uuid } = await client.request(endpoints.captcha);
  const { token } = await client.request(endpoints.login, {
    userName,
    pwd: await hashPassword(password),
    validationCode: inject('captchaTestCode'),
    uuid,
  });
  return token;
}
