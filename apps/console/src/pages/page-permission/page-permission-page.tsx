import { useTranslation } from '@adconsole/i18n';
import { useId, useMemo } from 'react';
import { SidebarMenu } from '../../layout/sidebar/sidebar-menu';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { menuOf, pagesOf, resolveRoutes } from '../../route-info/route-tree';
import { routesOfRole } from '../../administration/role-routes';
import { RolePicker, useRoleChoice } from '../../administration/role-picker';

/**
 * /permission/page (docs/requirements.md#users-roles-and-permissions): what a role sees: the menu its users get
 * at their next login, drawn as the sidebar draws it, and how many pages they can reach.
 */
export function PagePermissionPage({ route }: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const menuId = useId();
  const { roles, role, choose } = useRoleChoice();
  const routes = useMemo(() => (role ? resolveRoutes(routesOfRole(role), [role.name]) : []), [role]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <p className="text-control text-muted">{t('administration.roles.nextLogin')}</p>
      <RolePicker roles={roles.data} role={role} onChoose={choose} />
      {role && (
        <div className="flex flex-col gap-2">
          <h2 id={menuId} className="font-medium">
            {t('administration.pages.menuOf', { role: role.name, count: String(pagesOf(routes).length) })}
          </h2>
          <nav aria-labelledby={menuId} className="max-w-72 rounded bg-sidebar p-2">
            <SidebarMenu entries={menuOf(routes)} active="" />
          </nav>
        </div>
      )}
    </section>
  );
}
