import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health-routes';
import type { createMetrics } from './metrics';
import { metricsRoutes } from './metrics-routes';
import { operationsRoutes } from './operations-routes';

/**
 * What an operator calls (docs/operations.md#health-checks): health, metrics, and on embedded stores
 * the copy `npm run backup` asks the server holding them for (docs/operations.md#backup-and-restore).
 */
export function operationsFeature(
  app: FastifyInstance,
  options: { metrics: ReturnType<typeof createMetrics>; metricsToken?: string; embeddedStores: boolean },
) {
  healthRoutes(app);
  metricsRoutes(app, options.metrics, { token: options.metricsToken });
  if (options.embeddedStores) operationsRoutes(app);
}
