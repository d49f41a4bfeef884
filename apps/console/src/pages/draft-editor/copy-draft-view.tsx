import { endpoints } from '@adconsole/api-client/contract';
import { useCopyDraft, useDraftDetail, useSaveDraft, useUserInfo } from '@adconsole/api-client/react';
import { DraftBaseForm } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { useNavigate } from 'react-router';
import { CanCall } from '../../route-info/permission';
import { DraftUnavailable } from './draft-unavailable';
import { NoEditPermission } from './no-edit-permission';

/**
 * /adManage/draftCopy?id=: a new draft from a stored one (docs/requirements.md#ad-drafts). Nothing is copied
 * until the user confirms the copy's name and account; then it holds every item of the original, in status
 * draft, and opens in the editor. Copying needs `draft:edit`.
 */
export function CopyDraftView({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useDraftDetail(id);
  const copy = useCopyDraft();
  const save = useSaveDraft();
  const accounts = useUserInfo().data?.accounts ?? [];
  const original = source.data;

  if (source.isError) {
    return <DraftUnavailable message={t('drafts.editor.loadFailed')} back={t('drafts.editor.backToBox')} />;
  }
  if (!original) return <Skeleton lines={4} label={t('drafts.editor.loading')} />;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      <section
        aria-labelledby="draft-copy-title"
        className="flex flex-col gap-4 rounded bg-surface p-4 shadow-sm"
      >
        <h2 id="draft-copy-title" className="text-lg font-semibold wrap-anywhere">
          {t('drafts.copy.of', { name: original.name })}
        </h2>
        <p className="text-muted">
          {t('drafts.copy.holds', {
            campaigns: original.campaigns.length,
            units: original.units.length,
            keywords: original.keywords.length,
            creatives: original.creatives.length,
          })}
        </p>
        <CanCall endpoint={endpoints.draftCopy} fallback={<NoEditPermission />}>
          <DraftBaseForm
            base={{ name: t('drafts.copy.name', { name: original.name }), accountId: original.accountId }}
            accounts={accounts}
            submitLabel={t('drafts.copy.create')}
            onSubmit={async (base) => {
              const copyId = await copy.mutateAsync(original.id);
              await save.mutateAsync({ ...base, id: copyId });
              void navigate(`/adManage/draftEdit?id=${copyId}`, { replace: true });
            }}
          />
        </CanCall>
      </section>
    </div>
  );
}
