import { apiBasePath } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

describe('GET /base-api/openapi.json', () => {
  it('describes every endpoint the server registered, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = app.registeredEndpoints.map((e) => `${e.method} ${apiBasePath}${e.path}`);
    expect(registered.length).toBeGreaterThan(10);
    expect(operations.sort()).toEqual([...new Set(registered)].sort());
    expect(operations).toContain('POST /base-api/marketing/api/v1/user/login');
  });
});
