import { allPermissions } from '@adconsole/api-client/contract';

/**
 * The roles every store starts with (docs/requirements.md#users-roles-and-permissions). The admin role gets
 * the full route set whatever is stored; another role gets the routes stored for it. The edit role has no
 * administration pages (customers, companies, accounts, permissions): their URLs land on 404.
 */
export const builtInRoles = [
  { name: 'admin', permissions: [allPermissions], routes: [] },
  {
    name: 'edit',
    permissions: ['report:list', 'report:export', 'draft:edit', 'draft:upload', 'message:read'],
    routes: [
      '/home',
      '/keywordSearch',
      '/feeds',
      '/reportCenter',
      '/downloadCenter',
      '/messageCenter',
      '/adManage',
      '/systemSet',
    ],
  },
] as const satisfies readonly { name: string; permissions: readonly string[]; routes: readonly string[] }[];

/** The role a user without one has (docs/requirements.md#users-roles-and-permissions). */
export const defaultRole = 'edit';
