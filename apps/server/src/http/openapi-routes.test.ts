import { apiBasePath, endpoints } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

type Operation = {
  summary: string;
  security: object[];
  'x-account-scoped': boolean;
  'x-permission'?: string;
  'x-write': boolean;
  requestBody?: object;
};

describe('GET /base-api/openapi.json', () => {
  it('describes every endpoint the server routes, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path })),
    );
    // Every operation is a route the server answers, and every call of the contract it routes is there.
    for (const operation of operations) expect(app.hasRoute(operation), operation.url).toBe(true);
    const routed = Object.values(endpoints)
      .map((e) => ({ method: e.method, url: `${apiBasePath}${e.path}` }))
      .filter((operation) => app.hasRoute(operation));
    expect(operations).toHaveLength(routed.length);

    const login = document.paths['/base-api/marketing/api/v1/user/login']!.post!;
    expect(login).toMatchObject({ security: [], 'x-account-scoped': false });
    expect(login.requestBody).toBeDefined();
    const captcha = document.paths['/base-api/marketing/api/v1/system/admin/getPictureValidationCode']!.get!;
    expect(captcha.requestBody).toBeUndefined();
    const download = document.paths['/base-api/marketing/api/v1/downloadExcelRecord/download']!.post!;
    expect(download.security).toEqual([{ token: [] }, { bearer: [] }]);
    expect(
      document.paths['/base-api/marketing/api/v1/seachReport/account/overview/createExport'],
    ).toHaveProperty('post');
  });

  it('names the permission of every write and export as x-permission', async () => {
    const response = await app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const operation = (path: string) => paths[`/base-api/marketing/api/v1${path}`]!.post!;
    expect(operation('/seachReport/keyword/createExport')).toMatchObject({
      'x-permission': 'report:export',
      'x-write': true,
    });
    expect(operation('/downloadExcelRecord/delete')).toMatchObject({
      'x-permission': 'user:self:edit',
      'x-write': true,
    });
    expect(operation('/adDraft/save')).toMatchObject({ 'x-permission': 'draft:edit', 'x-write': true });
    expect(operation('/seachReport/keyword/list')).toMatchObject({
      'x-permission': 'report:list',
      'x-write': false,
    });
    expect(operation('/user/message/list')['x-permission']).toBeUndefined();
    const unnamed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.values(methods)
        .filter((o) => o['x-write'] && !o['x-permission'])
        .map(() => path),
    );
    expect(unnamed).toEqual([]);
  });
});
