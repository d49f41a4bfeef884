import { fieldErrors, RoleSaveRequest, type Role, type TextLookup } from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n';
import { chosenPages, storedPaths, type RouteNode } from '../../administration/route-choice';

export interface RoleFormValues {
  name: string;
  permissions: string[];
  /** The pages chosen in the route tree. */
  pages: Set<string>;
}

/** The form of a new role: nothing granted. */
export const emptyRole = (): RoleFormValues => ({ name: '', permissions: [], pages: new Set() });

/** The form holding a role, its stored paths opened into the pages they grant. */
export function roleFormValues(role: Role, nodes: readonly RouteNode[]): RoleFormValues {
  return { name: role.name, permissions: role.permissions, pages: chosenPages(nodes, role.routes) };
}

export type RoleFormCheck =
  { ok: true; request: RoleSaveRequest } | { ok: false; errors: Partial<Record<'name', string>> };

/** Checks the form with the save call's schema (docs/requirements.md#users-roles-and-permissions). */
export function checkRoleForm(
  values: RoleFormValues,
  nodes: readonly RouteNode[],
  language: Language,
  lookup: TextLookup,
): RoleFormCheck {
  const parsed = RoleSaveRequest.safeParse({
    name: values.name,
    permissions: values.permissions,
    routes: storedPaths(nodes, values.pages),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    errors: Object.fromEntries(
      fieldErrors(parsed.error, language, lookup).map(({ field, message }) => [field.split('.')[0], message]),
    ),
  };
}
