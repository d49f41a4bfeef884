import type { Role } from '@adconsole/api-client/contract';
import { useRoles } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Select, Skeleton } from '@adconsole/ui';
import { useSearchParams } from 'react-router';

/**
 * The role a permission page shows, chosen from every role and kept in the URL's `role` (the first role when
 * none is named), so a link opens on the same role.
 */
export function useRoleChoice() {
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const named = params.get('role');
  const role = roles.data?.find((r) => r.name === named) ?? roles.data?.[0];
  const choose = (name: string) => setParams({ role: name });
  return { roles, role, choose };
}

export interface RolePickerProps {
  roles: readonly Role[] | undefined;
  role: Role | undefined;
  onChoose: (name: string) => void;
}

/** The role select of the permission pages. */
export function RolePicker({ roles, role, onChoose }: RolePickerProps) {
  const { t } = useTranslation();
  if (!roles) return <Skeleton lines={1} label={t('app.loading')} />;
  return (
    <Select
      label={t('administration.roles.role')}
      value={role?.name}
      onValueChange={onChoose}
      options={roles.map((r) => ({ value: r.name, label: r.name }))}
    />
  );
}
