import { hasPermission, type PermissionArea } from '@adconsole/api-client/contract';
import { useSaveRole } from '@adconsole/api-client/react';
import { isLanguage, useTranslation } from '@adconsole/i18n';
import { Checkbox, TextField, toast, useShowRefusal } from '@adconsole/ui';
import { useState } from 'react';
import { RouteCheckboxTree } from './route-checkbox-tree';
import type { RouteNode } from '../../administration/route-choice';
import { checkRoleForm, type RoleFormCheck, type RoleFormValues } from './role-form';
import { FormDialog } from '../../lib/form-dialog';
import { textLookup } from '../../lib/text-lookup';

export interface RoleDialogProps {
  /** Whether the role exists: its name then stays as it is. */
  existing: boolean;
  /** The admin role is shown, not changed: it holds everything whatever is stored. */
  readOnly: boolean;
  initial: RoleFormValues;
  nodes: readonly RouteNode[];
  catalogue: readonly PermissionArea[];
  onClose: () => void;
}

/**
 * Creates or changes a role (docs/requirements.md#users-roles-and-permissions): its name, the routes of its
 * menu as a tree with checkboxes, and its permissions grouped by area. Its users get them at their next login.
 */
export function RoleDialog({ existing, readOnly, initial, nodes, catalogue, onClose }: RoleDialogProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [check, setCheck] = useState<Extract<RoleFormCheck, { ok: false }>>();
  const save = useSaveRole();
  const showRefusal = useShowRefusal();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const change = (next: Partial<RoleFormValues>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    if (check) {
      const again = checkRoleForm(changed, nodes, language, textLookup(i18n));
      setCheck(again.ok ? undefined : again);
    }
  };

  async function submit() {
    if (readOnly) return;
    const result = checkRoleForm(values, nodes, language, textLookup(i18n));
    if (!result.ok) {
      setCheck(result);
      return;
    }
    try {
      await save.mutateAsync(result.request);
    } catch (error) {
      // A refusal shows on the name; what names the routes or permissions, in a toast.
      const refused = showRefusal(error, ['name']);
      if (Object.keys(refused).length > 0) setCheck({ ok: false, errors: refused });
      return;
    }
    toast.success(t('administration.roles.saved'));
    onClose();
  }

  const choosePermission = (permission: string, on: boolean) =>
    change({
      permissions: on
        ? [...values.permissions, permission]
        : values.permissions.filter((held) => held !== permission),
    });

  return (
    <FormDialog
      title={
        readOnly ? values.name : existing ? t('administration.roles.edit') : t('administration.roles.new')
      }
      cancelLabel={t('administration.cancel')}
      submitLabel={t('administration.save')}
      doneLabel={readOnly ? t('administration.done') : undefined}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      {readOnly && <p className="text-control text-muted">{t('administration.roles.adminReadOnly')}</p>}
      <TextField
        label={t('administration.roles.name')}
        value={values.name}
        required
        readOnly={existing}
        autoComplete="off"
        onChange={(event) => change({ name: event.target.value })}
        error={check?.errors.name}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-control text-muted">{t('administration.roles.routes')}</legend>
          <div className="max-h-96 overflow-y-auto rounded border border-border p-2">
            <RouteCheckboxTree
              nodes={nodes}
              chosen={values.pages}
              onChange={(pages) => change({ pages })}
              disabled={readOnly}
            />
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-control text-muted">{t('administration.roles.permissions')}</legend>
          <div className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded border border-border p-2">
            {catalogue.map(({ area, permissions }) => (
              <fieldset key={area} className="flex flex-col gap-1">
                <legend className="font-medium text-control text-ink">{area}</legend>
                {permissions.map(({ permission }) => (
                  <Checkbox
                    key={permission}
                    label={permission}
                    className="wrap-anywhere"
                    checked={hasPermission(values.permissions, [permission])}
                    disabled={readOnly}
                    onCheckedChange={(on) => choosePermission(permission, on === true)}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
      </div>
    </FormDialog>
  );
}
