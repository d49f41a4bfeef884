import { endpoints, permissionCatalogue, type Role } from '@adconsole/api-client/contract';
import { useDeleteRole, useRoles } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, confirm, Table, toast, type TableColumn } from '@adconsole/ui';
import { useId, useMemo, useState } from 'react';
import { useCanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { RoleDialog, type RoleDialogProps } from './role-dialog';
import { emptyRole, roleFormValues } from './role-form';
import { assignableRoutes, isReadOnlyRole } from '../../administration/role-routes';
import { pagesOf } from '../../administration/route-choice';

type Editing = Omit<RoleDialogProps, 'onClose' | 'catalogue'>;

/**
 * /permission/role (docs/requirements.md#users-roles-and-permissions): every role with its number of users;
 * create or change one (its menu routes and permissions); delete one no user holds. Built-in roles cannot be
 * deleted, and the admin role is shown but not changed.
 */
export function RolesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const roles = useRoles();
  const remove = useDeleteRole();
  const catalogue = useMemo(() => permissionCatalogue(), []);
  const [editing, setEditing] = useState<Editing>();
  // Without the permission its calls need, every role opens read-only and nothing is offered to change.
  const canSave = useCanCall(endpoints.roleSave);
  const canDelete = useCanCall(endpoints.roleDelete);

  const viewOnly = (role: Role) => !canSave || isReadOnlyRole(role);

  const open = (role: Role) => {
    const nodes = assignableRoutes();
    const readOnly = viewOnly(role);
    const initial = roleFormValues(role, nodes);
    setEditing({
      existing: true,
      readOnly,
      nodes,
      initial: isReadOnlyRole(role) ? { ...initial, pages: new Set(nodes.flatMap(pagesOf)) } : initial,
    });
  };

  async function drop(role: Role) {
    const confirmed = await confirm({
      title: t('administration.roles.deleteTitle', { name: role.name }),
      message: t('administration.roles.deleteBody'),
      confirmLabel: t('administration.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync(role.name);
    toast.success(t('administration.roles.deleted'));
  }

  const columns: TableColumn<Role>[] = [
    { id: 'name', header: t('administration.roles.name'), rowHeader: true, cell: (role) => role.name },
    {
      id: 'kind',
      header: t('administration.roles.kind'),
      nowrap: true,
      cell: (role) =>
        role.builtIn ? (
          <Badge tone="primary">{t('administration.roles.builtIn')}</Badge>
        ) : (
          <Badge tone="neutral">{t('administration.roles.custom')}</Badge>
        ),
    },
    {
      id: 'users',
      header: t('administration.roles.userCount'),
      align: 'end',
      cell: (role) => role.userCount,
    },
    {
      id: 'permissions',
      header: t('administration.roles.permissions'),
      minWidth: '12rem',
      cell: (role) => <span className="wrap-anywhere">{role.permissions.join(', ') || '--'}</span>,
    },
    {
      id: 'createdTime',
      header: t('administration.createdTime'),
      nowrap: true,
      cell: (role) => <span className="tabular-nums">{role.createdTime}</span>,
    },
    {
      id: 'actions',
      header: t('administration.actions'),
      hideHeader: true,
      nowrap: true,
      align: 'end',
      cell: (role) => (
        <span className="inline-flex gap-1">
          <Button
            variant="ghost"
            aria-label={`${viewOnly(role) ? t('administration.view') : t('administration.edit')} ${role.name}`}
            onClick={() => open(role)}
          >
            {viewOnly(role) ? t('administration.view') : t('administration.edit')}
          </Button>
          {canDelete && !role.builtIn && (
            <Button
              variant="ghost"
              aria-label={`${t('administration.delete')} ${role.name}`}
              onClick={() => void drop(role)}
            >
              {t('administration.delete')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold">
          {routeTitle(t, route.meta)}
        </h1>
        {canSave && (
          <Button
            variant="primary"
            onClick={() => {
              setEditing({
                existing: false,
                readOnly: false,
                nodes: assignableRoutes(),
                initial: emptyRole(),
              });
            }}
          >
            {t('administration.roles.new')}
          </Button>
        )}
      </div>
      <p className="text-control text-muted">{t('administration.roles.nextLogin')}</p>
      <Table
        labelledBy={titleId}
        columns={columns}
        rows={roles.data ?? []}
        rowKey={(role) => role.name}
        loading={!roles.data}
        error={roles.isError}
        onRetry={() => void roles.refetch()}
        empty={t('administration.roles.empty')}
        className="rounded bg-surface shadow-sm"
      />
      {editing && <RoleDialog {...editing} catalogue={catalogue} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
