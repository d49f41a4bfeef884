/** Roles with their routes and permissions (docs/requirements.md#users-roles-and-permissions). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { NoData } from '../text-rules';
import { administrationPermissions as p, administrationRead, administrationWrite } from './common';

/** A permission string: `area:entity:action`, or `*:*:*` for all. */
export const PermissionString = z
  .string()
  .regex(/^(\*:\*:\*|[a-z][A-Za-z]*(:[a-z][A-Za-z]*){1,3})$/, { message: 'validation.permission' });

/** A role's name: its key in the store and in a user's `roles`. */
export const RoleName = z
  .string()
  .trim()
  .regex(/^[a-z][A-Za-z0-9_-]{1,31}$/, { message: 'validation.roleName' });

/**
 * The role of a user saved with none (docs/requirements.md#users-roles-and-permissions): such a user holds
 * `edit`, which the save stores, the list shows and the session enforces.
 */
export const defaultRole = 'edit';

export const Role = z.object({
  name: z.string(),
  /** Built-in roles (admin, edit, viewer) cannot be deleted; admin cannot be changed. */
  builtIn: z.boolean(),
  permissions: z.array(z.string()),
  /** Full route paths granted (a path grants everything under it); admin sees every route whatever is here. */
  routes: z.array(z.string()),
  userCount: z.number().int(),
  createdTime: z.string(),
});
export type Role = z.infer<typeof Role>;

export const RoleSaveRequest = z.object({
  name: RoleName,
  permissions: z.array(PermissionString).max(200),
  routes: z.array(z.string().regex(/^\/[A-Za-z0-9/_-]*$/, { message: 'validation.invalid' })).max(500),
});
export type RoleSaveRequest = z.infer<typeof RoleSaveRequest>;

export const roleEndpoints = {
  roleList: defineEndpoint({
    method: 'POST',
    path: '/system/role/list',
    request: z.object({}),
    response: z.array(Role),
    ...administrationRead(p.roleList),
    summary: 'Every role with its permissions, routes and number of users.',
  }),
  roleSave: defineEndpoint({
    method: 'POST',
    path: '/system/role/save',
    request: RoleSaveRequest,
    response: NoData,
    ...administrationWrite(p.roleEdit),
    summary: 'Creates or changes a role; its users get the new menu and permissions at their next login.',
  }),
  roleDelete: defineEndpoint({
    method: 'POST',
    path: '/system/role/delete',
    request: z.object({ name: RoleName }),
    response: NoData,
    ...administrationWrite(p.roleEdit),
    summary: 'Deletes a role no user holds; built-in roles cannot be deleted.',
  }),
};
