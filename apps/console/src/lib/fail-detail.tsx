import { useTranslation } from '@adconsole/i18n';

/**
 * The provider's own words with its code (`901234 关键词重复`) under the translated reason of an upload item
 * it refused, when it gave them (docs/requirements.md#draft-upload); nothing otherwise.
 */
export function FailDetail({ detail }: { detail?: string | null }) {
  const { t } = useTranslation();
  if (!detail) return null;
  return (
    <span className="block text-control-sm wrap-anywhere">{t('draftUpload.failDetail', { detail })}</span>
  );
}
