import { apiBasePath, responseCode } from '@adconsole/api-client/contract';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPagePath } from '../http/console-pages';
import { requestLanguage } from '../http/language';
import type { Metrics } from './metrics';
import { mayScrape } from './operator-access';
import { storeGauges } from './store-gauges';

/**
 * A request's `route` label: its route's template, never the path asked for, so the series stay as many as
 * the routes. The console's files are a route each (@fastify/static without its wildcard) and count as one,
 * `console`; a path no route serves (an unknown one, or a console page answered with index.html) as
 * `unmatched`.
 */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route.startsWith(apiBasePath) || isPagePath(route) ? route : 'console';
}

/**
 * Counts and times every answer, and serves the metrics at `GET /metrics` in Prometheus's text format
 * (docs/operations.md#metrics): outside the API, without a session, not logged per scrape. With
 * `METRICS_TOKEN` set every caller needs `Authorization: Bearer <METRICS_TOKEN>`; without it only a caller on
 * this machine that no proxy forwarded reads them (401 otherwise).
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, { token }: { token?: string }) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const readStores = storeGauges(metrics.registry, {
    jobs: app.jobs,
    entities: app.entities,
    facts: app.facts,
    now: app.now,
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayScrape(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          code: responseCode.unauthorized,
          msg: lookup(requestLanguage(request), 'validation.metricsTokenNeeded'),
        });
    }
    try {
      await readStores();
    } catch (error) {
      // The rest still answers; the store's own failure shows in /readyz and the log.
      request.log.error({ err: error }, 'metrics: the stores could not be read');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
