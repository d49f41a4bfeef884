import type { FastifyInstance } from 'fastify';
import { draftItemRoutes } from './draft-item-routes';
import { draftRoutes } from './draft-routes';
import { importRoutes } from './import/import-routes';
import { draftUploadRoutes } from './upload/upload-routes';

/** The ad-draft box: drafts, their items, spreadsheet imports and uploads (docs/requirements.md#ad-drafts). */
export function draftsFeature(app: FastifyInstance) {
  draftRoutes(app);
  draftItemRoutes(app);
  importRoutes(app);
  draftUploadRoutes(app);
}
