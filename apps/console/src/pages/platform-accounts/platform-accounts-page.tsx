import { endpoints, type PlatformUser } from '@adconsole/api-client/contract';
import {
  usePlatformUserAction,
  usePlatformUsers,
  useResetPassword,
  useRoles,
  type PlatformUserAction,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, confirm, Select, TextField, toast, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { useCanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { GeneratedPasswordDialog } from './generated-password-dialog';
import { UserDialog } from './user-dialog';
import { emptyUser, userFormValues, type UserFormValues } from './user-form';
import { userListRequest, UserQuery } from './user-query';

type Editing = { id?: number; initial: UserFormValues; accountNames: ReadonlyMap<number, string> };

/** The role filter's choice of every role: no role is named so (role names start with a letter). */
const anyRole = '*';

/**
 * /accountManage/platformAccount (docs/requirements.md#users-roles-and-permissions): the console's users,
 * searched by name and filtered by role in the URL; create one with an initial password, change their roles
 * and provider accounts, freeze or unfreeze them, lift a login lock, reset a password.
 */
export function PlatformAccountsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(UserQuery);
  const list = usePlatformUsers(userListRequest(query));
  const roles = useRoles();
  const act = usePlatformUserAction();
  const reset = useResetPassword();
  const [editing, setEditing] = useState<Editing>();
  const [generated, setGenerated] = useState<{ userName: string; password: string }>();
  // Each action shows only to holders of the permission the server asks of its call.
  const may = {
    save: useCanCall(endpoints.userSave),
    freeze: useCanCall(endpoints.userFreeze),
    unfreeze: useCanCall(endpoints.userUnfreeze),
    unlock: useCanCall(endpoints.userUnlock),
    resetPassword: useCanCall(endpoints.userResetPassword),
  };

  const actionTexts = (
    name: string,
  ): Record<PlatformUserAction, { title: string; body: string; label: string; done: string }> => ({
    freeze: {
      title: t('administration.users.freezeTitle', { name }),
      body: t('administration.users.freezeBody'),
      label: t('administration.users.freeze'),
      done: t('administration.users.frozenDone'),
    },
    unfreeze: {
      title: t('administration.users.unfreezeTitle', { name }),
      body: t('administration.users.unfreezeBody'),
      label: t('administration.users.unfreeze'),
      done: t('administration.users.unfrozenDone'),
    },
    unlock: {
      title: t('administration.users.unlockTitle', { name }),
      body: t('administration.users.unlockBody'),
      label: t('administration.users.unlock'),
      done: t('administration.users.unlockedDone'),
    },
  });

  async function run(user: PlatformUser, action: PlatformUserAction) {
    const texts = actionTexts(user.userName)[action];
    const confirmed = await confirm({
      title: texts.title,
      message: texts.body,
      confirmLabel: texts.label,
      danger: action === 'freeze',
    });
    if (!confirmed) return;
    await act.mutateAsync({ action, id: user.id });
    toast.success(texts.done);
  }

  async function resetPassword(user: PlatformUser) {
    const confirmed = await confirm({
      title: t('administration.users.resetTitle', { name: user.userName }),
      message: t('administration.users.resetBody'),
      confirmLabel: t('administration.users.resetPassword'),
      danger: true,
    });
    if (!confirmed) return;
    const { password } = await reset.mutateAsync(user.id);
    if (password) setGenerated({ userName: user.userName, password });
  }

  const edit = (user: PlatformUser) =>
    setEditing({
      id: user.id,
      initial: userFormValues(user),
      accountNames: new Map(user.accounts.map((account) => [account.accountId, account.accountNo])),
    });

  const action = (user: PlatformUser, label: string, onClick: () => void) => (
    <Button variant="ghost" aria-label={`${label} ${user.userName}`} onClick={onClick}>
      {label}
    </Button>
  );

  const actionsColumn: TableColumn<PlatformUser> = {
    id: 'actions',
    header: t('administration.actions'),
    hideHeader: true,
    nowrap: true,
    align: 'end',
    cell: (user) => (
      <span className="inline-flex flex-wrap justify-end gap-1">
        {may.save && action(user, t('administration.edit'), () => edit(user))}
        {user.frozen
          ? may.unfreeze && action(user, t('administration.users.unfreeze'), () => void run(user, 'unfreeze'))
          : may.freeze && action(user, t('administration.users.freeze'), () => void run(user, 'freeze'))}
        {user.locked &&
          may.unlock &&
          action(user, t('administration.users.unlock'), () => void run(user, 'unlock'))}
        {may.resetPassword &&
          action(user, t('administration.users.resetPassword'), () => void resetPassword(user))}
      </span>
    ),
  };

  const columns: TableColumn<PlatformUser>[] = [
    {
      id: 'userName',
      header: t('administration.users.userName'),
      rowHeader: true,
      cell: (user) => <span className="wrap-anywhere">{user.userName}</span>,
    },
    { id: 'roles', header: t('administration.users.roles'), cell: (user) => user.roles.join(', ') },
    {
      id: 'email',
      header: t('administration.users.email'),
      minWidth: '10rem',
      cell: (user) => <span className="wrap-anywhere">{user.email ?? '--'}</span>,
    },
    {
      id: 'accounts',
      header: t('administration.users.accounts'),
      minWidth: '10rem',
      cell: (user) =>
        user.accounts.length === 0 ? (
          '--'
        ) : (
          <span className="wrap-anywhere">
            {user.accounts.map((account) => account.accountNo).join(', ')}
          </span>
        ),
    },
    {
      id: 'status',
      header: t('administration.users.status'),
      nowrap: true,
      cell: (user) => (
        <span className="inline-flex gap-1">
          {user.frozen ? (
            <Badge tone="danger">{t('administration.users.frozen')}</Badge>
          ) : (
            <Badge tone="success">{t('administration.users.active')}</Badge>
          )}
          {user.locked && <Badge tone="warning">{t('administration.users.locked')}</Badge>}
        </span>
      ),
    },
    {
      id: 'createdTime',
      header: t('administration.createdTime'),
      nowrap: true,
      cell: (user) => <span className="tabular-nums">{user.createdTime}</span>,
    },
    ...(Object.values(may).some(Boolean) ? [actionsColumn] : []),
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      columns={columns}
      list={list}
      rowKey={(user) => user.id}
      empty={t('administration.users.empty')}
      query={query}
      onQueryChange={update}
    >
      <div className="flex flex-wrap items-end gap-2">
        <form
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const userName = new FormData(event.currentTarget).get('userName');
            update({
              userName: typeof userName === 'string' && userName.trim() ? userName : undefined,
              page: 1,
            });
          }}
        >
          <TextField
            key={query.userName ?? ''}
            name="userName"
            type="search"
            label={t('administration.users.userName')}
            defaultValue={query.userName ?? ''}
          />
          <Button type="submit" variant="secondary">
            {t('administration.search')}
          </Button>
        </form>
        <Select
          label={t('administration.users.role')}
          value={query.role ?? anyRole}
          onValueChange={(role) => update({ role: role === anyRole ? undefined : role, page: 1 })}
          options={[
            { value: anyRole, label: t('administration.users.allRoles') },
            ...(roles.data ?? []).map((role) => ({ value: role.name, label: role.name })),
          ]}
        />
        {may.save && (
          <Button
            variant="primary"
            onClick={() => setEditing({ initial: emptyUser, accountNames: new Map() })}
          >
            {t('administration.users.new')}
          </Button>
        )}
      </div>
      {editing && <UserDialog {...editing} onClose={() => setEditing(undefined)} />}
      {generated && <GeneratedPasswordDialog {...generated} onClose={() => setGenerated(undefined)} />}
    </ListPage>
  );
}
