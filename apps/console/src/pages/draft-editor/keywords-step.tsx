import { useDeleteDraftItem, useSaveDraftItems } from '@adconsole/api-client/react';
import { KeywordEntry, KeywordTable } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { toast } from '@adconsole/ui';
import { useConfirmDelete } from './confirm-delete';
import { stepUnitId } from './editor-location';
import { ItemImport } from './item-import';
import { NoUnits } from './no-units';
import type { StepProps } from './step-props';
import { UnitPicker } from './unit-picker';

/**
 * The import keywords step (docs/requirements.md#ad-drafts): a unit's keywords imported from a template or
 * entered one per line, and the keywords it holds with their problems.
 */
export function KeywordsStep({ draft, validation, location, navigator, readOnly }: StepProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const saveKeywords = useSaveDraftItems('keyword');
  const deleteKeyword = useDeleteDraftItem('keyword');
  const unit = draft.units.find((u) => u.id === stepUnitId(location, draft));
  if (!unit) return <NoUnits navigator={navigator} readOnly={readOnly} />;
  const stored = draft.keywords.filter((keyword) => keyword.unitId === unit.id);

  return (
    <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
      <h2 id="draft-step-title" className="text-lg font-semibold">
        {t('drafts.keywords.title', { unit: unit.adgroupName })}
      </h2>
      <UnitPicker draft={draft} step="keywords" unitId={unit.id} navigator={navigator} />
      <ItemImport kind="keyword" draftId={draft.id} unitId={unit.id} readOnly={readOnly} />
      <KeywordEntry
        key={unit.id}
        unit={unit}
        stored={stored}
        readOnly={readOnly}
        onSubmit={async (keywords) => {
          await saveKeywords.mutateAsync(keywords.map((keyword) => ({ ...keyword, draftId: draft.id })));
          toast.success(t('drafts.keywords.added', { count: keywords.length }));
        }}
      />
      <KeywordTable
        caption={t('drafts.keywords.stored', { unit: unit.adgroupName })}
        keywords={stored}
        validation={validation}
        readOnly={readOnly}
        onDelete={(keyword) =>
          void confirmDelete(
            {
              title: t('drafts.keywords.deleteTitle'),
              message: t('drafts.keywords.deleteBody', { keyword: keyword.keyword }),
            },
            () => deleteKeyword.mutateAsync(keyword.id),
          )
        }
      />
    </section>
  );
}
