import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { costReportRoutes } from './cost-report-routes';
import { customerRoutes } from './customer-routes';
import { providerAccountRoutes } from './provider-account-routes';
import { roleRoutes } from './role-routes';
import { userAdminRoutes } from './user-admin-routes';

/**
 * Administration (docs/requirements.md#administration): customers, companies and provider accounts, users and
 * roles, the cost report and the audit log.
 */
export function administrationFeature(app: FastifyInstance) {
  customerRoutes(app);
  providerAccountRoutes(app);
  costReportRoutes(app);
  userAdminRoutes(app);
  roleRoutes(app);
  auditRoutes(app);
}
