import { adEditPermission, allPermissions, selfServicePermission } from '@adconsole/api-client/contract';

/**
 * The roles every store starts with (docs/requirements.md#users-roles-and-permissions). The admin role gets
 * the full route set whatever is stored; another role gets the routes stored for it. Edit has everything but
 * administration (customers, companies, accounts, permissions: their URLs land on 404), and makes changes at the
 * provider (negatives, bulk edits); viewer has the reports and the download centre, without exports, drafts or
 * changes. Both keep their own alerts and scheduled reports. Every role
 * holds the self-service permission.
 */
export const builtInRoles = [
  { name: 'admin', permissions: [allPermissions], routes: [] },
  {
    name: 'edit',
    permissions: [
      selfServicePermission,
      'report:list',
      'report:export',
      'draft:edit',
      'draft:upload',
      'message:read',
      adEditPermission,
    ],
    routes: [
      '/home',
      '/keywordSearch',
      '/feeds',
      '/reportCenter',
      '/downloadCenter',
      '/messageCenter',
      '/adManage',
      '/systemSet',
      '/notification',
    ],
  },
  {
    name: 'viewer',
    permissions: [selfServicePermission, 'report:list'],
    routes: ['/home', '/keywordSearch', '/feeds', '/reportCenter', '/downloadCenter', '/notification'],
  },
] as const satisfies readonly { name: string; permissions: readonly string[]; routes: readonly string[] }[];

/** The names of the built-in roles: they cannot be deleted, and admin cannot be changed. */
export const builtInRoleNames: readonly string[] = builtInRoles.map((role) => role.name);
