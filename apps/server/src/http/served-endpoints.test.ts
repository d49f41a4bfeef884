import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiBasePath,
  endpoints,
  noticeEndpoints,
  reportCentreEndpoints,
  reportExportEndpoints,
  reportFieldEndpoints,
  reportListEndpoints,
  type Endpoint,
  type EndpointName,
} from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The source files of the console and of the api-client's calls and hooks: every .ts/.tsx file but tests,
 * stories and the contract (which defines endpoints rather than calling them).
 */
function callerSources(): string[] {
  const folders = ['apps/console/src', 'packages/api-client/src'];
  return folders.flatMap((folder) =>
    readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => !(folder === 'packages/api-client/src' && file.startsWith(`contract${path.sep}`)))
      .map((file) => path.join(repository, folder, file)),
  );
}

/**
 * Every `endpoints.<name>` (or an area's map, e.g. `authEndpoints.<name>`, which the login page's hooks use)
 * the console and the api-client's hooks mention, read from their source text.
 */
function calledEndpointNames(): string[] {
  const names = new Set<string>();
  for (const file of callerSources()) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\b(?:endpoints|[a-z]\w*Endpoints)\.([A-Za-z_]\w*)/g,
    ))
      names.add(match[1]!);
  }
  return [...names].sort();
}

const called = calledEndpointNames();
const catalogueCalls = [
  ...Object.values(reportListEndpoints),
  ...Object.values(reportExportEndpoints),
  ...Object.values(reportFieldEndpoints),
];

/** A call as the router sees it, without a session: an unserved one falls through to the 404 handler. */
const anonymousCall = (endpoint: Endpoint) =>
  app.inject({
    method: endpoint.method,
    url: `${apiBasePath}${endpoint.path}`,
    ...(endpoint.method === 'POST' ? { payload: {} } : {}),
  });

describe('every endpoint the console calls is served', () => {
  it('finds the calls in the source text, each an endpoint of the contract', () => {
    // The scan works: calls the console is known to make are found.
    expect(called).toEqual(
      expect.arrayContaining(['getUserInfo', 'login', 'downloadList', 'weeklyOverviewSearch']),
    );
    expect(called.filter((name) => !(name in endpoints))).toEqual([]);
  });

  it.each(called)('serves endpoints.%s', async (name) => {
    const endpoint = endpoints[name as EndpointName];
    const response = await anonymousCall(endpoint);
    if (endpoint.auth) expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    else expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).not.toBe(404);
  });

  it.each(
    [...Object.values(reportCentreEndpoints), ...Object.values(noticeEndpoints)].map(
      (endpoint) => [endpoint.path, endpoint] as const,
    ),
  )('serves the report centre and publishing call %s', async (_path, endpoint) => {
    expect((await anonymousCall(endpoint)).statusCode).toBe(401);
  });

  it.each(catalogueCalls.map((endpoint) => [endpoint.path, endpoint] as const))(
    'serves the catalogue call %s',
    async (_path, endpoint) => {
      expect((await anonymousCall(endpoint)).statusCode).toBe(401);
    },
  );
});
