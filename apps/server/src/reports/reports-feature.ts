import type { FastifyInstance } from 'fastify';
import { fieldRoutes } from './field-routes';
import { reportRoutes } from './report-routes';
import { viewRoutes } from './view-routes';

/** The reports, their chosen columns and saved views (docs/requirements.md#reports). */
export function reportsFeature(app: FastifyInstance) {
  reportRoutes(app);
  fieldRoutes(app);
  viewRoutes(app);
}
