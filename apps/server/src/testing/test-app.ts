import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBasePath, apiPrefix } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { clientPasswordHash } from '../auth/passwords';
import { buildApp, type AppOptions } from '../app';

/** A fresh data folder under the system's temp dir. */
export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'adconsole-test-'));
}

/** The real server on a fresh embedded store, for in-process API tests (`app.inject`). */
export async function startTestApp(options: Partial<AppOptions> = {}) {
  const dataDir = options.dataDir ?? freshDataDir();
  const app = await buildApp({ ...options, dataDir });
  return {
    app,
    dataDir,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const api = (path: string) => `${apiBasePath}${apiPrefix}${path}`;

/** Logs a demo user in and answers the session token. */
export async function loginToken(app: FastifyInstance, userName: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: api('/user/login'),
    payload: { userName, pwd: clientPasswordHash(password) },
  });
  const token = response.json<{ data?: { token?: string } }>().data?.token;
  if (!token) throw new Error(`login of ${userName} failed: ${response.body}`);
  return token;
}
