import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { accountSummaryRoutes } from './account-summary-routes';

/** The user's provider accounts and their summaries (docs/requirements.md#accounts-and-account-switch). */
export function accountsFeature(app: FastifyInstance) {
  accountRoutes(app);
  accountSummaryRoutes(app);
}
