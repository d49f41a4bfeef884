/**
 * Administration (docs/requirements.md#administration): the console's users (platform accounts), roles with
 * their routes and permissions, customers, companies, provider accounts, the cost report and the audit log.
 */
import { auditEndpoints } from './audit';
import { costReportEndpoints } from './cost-report';
import { customerEndpoints } from './customers';
import { providerAccountEndpoints } from './provider-accounts';
import { roleEndpoints } from './roles';
import { userAdministrationEndpoints } from './users';

export { administrationPermissions } from './common';
export * from './audit';
export * from './cost-report';
export * from './customers';
export * from './provider-accounts';
export * from './roles';
export * from './users';

export const administrationEndpoints = {
  ...userAdministrationEndpoints,
  ...roleEndpoints,
  ...customerEndpoints,
  ...providerAccountEndpoints,
  ...costReportEndpoints,
  ...auditEndpoints,
};
