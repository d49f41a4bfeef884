import { useTranslation } from '@adconsole/i18n';

/**
 * In place of the form that creates or copies a draft, for a user without `draft:edit`
 * (docs/requirements.md#users-roles-and-permissions): the server would refuse the call.
 */
export function NoEditPermission() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted">
      {t('drafts.editor.noEditPermission')}
    </p>
  );
}
