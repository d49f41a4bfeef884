import {
  hasPermission,
  permissionCatalogue,
  type CataloguedPermission,
} from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Table, type TableColumn } from '@adconsole/ui';
import { useId, useMemo } from 'react';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { RolePicker, useRoleChoice } from '../../administration/role-picker';

/**
 * /permission/directive (docs/requirements.md#users-roles-and-permissions): per role, every permission the
 * product checks, whether the role holds it, and what it governs: the pages it shows and the calls behind
 * the buttons it shows (the server refuses those calls, 403, to a role without it).
 */
export function DirectivePermissionPage({ route }: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { roles, role, choose } = useRoleChoice();
  const rows = useMemo(() => permissionCatalogue().flatMap((area) => area.permissions), []);
  const held = role?.permissions ?? [];

  const columns: TableColumn<CataloguedPermission>[] = [
    {
      id: 'permission',
      header: t('administration.directives.permission'),
      rowHeader: true,
      nowrap: true,
      cell: (row) => <code>{row.permission}</code>,
    },
    {
      id: 'held',
      header: t('administration.directives.held'),
      nowrap: true,
      cell: (row) =>
        hasPermission(held, [row.permission]) ? (
          <Badge tone="success">{t('administration.directives.shown')}</Badge>
        ) : (
          <Badge tone="neutral">{t('administration.directives.hidden')}</Badge>
        ),
    },
    {
      id: 'pages',
      header: t('administration.directives.pages'),
      cell: (row) => row.routes.map((meta) => (meta ? routeTitle(t, meta) : '')).join(', ') || '--',
    },
    {
      id: 'calls',
      header: t('administration.directives.calls'),
      minWidth: '14rem',
      cell: (row) => (
        <ul className="flex flex-col">
          {row.calls.map((call) => (
            <li key={call} className="wrap-anywhere font-mono text-control-sm">
              {call}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <p className="text-control text-muted">{t('administration.directives.intro')}</p>
      <RolePicker roles={roles.data} role={role} onChoose={choose} />
      <Table
        labelledBy={titleId}
        columns={columns}
        rows={role ? rows : []}
        rowKey={(row) => row.permission}
        loading={!roles.data}
        error={roles.isError}
        onRetry={() => void roles.refetch()}
        empty={t('administration.roles.empty')}
        className="rounded bg-surface shadow-sm"
      />
    </section>
  );
}
