import { useDeleteDraftItem, useSaveDraftItem } from '@adconsole/api-client/react';
import { CreativeForm, CreativeTable } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Button, toast } from '@adconsole/ui';
import { useConfirmDelete } from './confirm-delete';
import { stepUnitId } from './editor-location';
import { ItemImport } from './item-import';
import { NoUnits } from './no-units';
import type { StepProps } from './step-props';
import { UnitPicker } from './unit-picker';

/**
 * The import creatives step (docs/requirements.md#ad-drafts): a unit's creatives imported from a template, the
 * creatives it holds with their problems, and the form of the one open or a new one.
 */
export function CreativesStep({ draft, validation, location, navigator, readOnly }: StepProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const saveCreative = useSaveDraftItem('creative');
  const deleteCreative = useDeleteDraftItem('creative');
  const unit = draft.units.find((u) => u.id === stepUnitId(location, draft));
  if (!unit) return <NoUnits navigator={navigator} readOnly={readOnly} />;
  const creatives = draft.creatives.filter((creative) => creative.unitId === unit.id);
  const open = creatives.find((creative) => creative.id === location.creative);
  // A unit without creatives opens a new one's form; otherwise the form opens on demand.
  const editing = open ?? (location.creative === 'new' || creatives.length === 0 ? 'new' : undefined);

  return (
    <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
      <h2 id="draft-step-title" className="text-lg font-semibold">
        {t('drafts.creatives.title', { unit: unit.adgroupName })}
      </h2>
      <UnitPicker draft={draft} step="creatives" unitId={unit.id} navigator={navigator} />
      <ItemImport kind="creative" draftId={draft.id} unitId={unit.id} readOnly={readOnly} />
      <CreativeTable
        caption={t('drafts.creatives.stored', { unit: unit.adgroupName })}
        creatives={creatives}
        validation={validation}
        current={open?.id}
        navigator={navigator}
        readOnly={readOnly}
        onDelete={async (creative) => {
          const deleted = await confirmDelete(
            {
              title: t('drafts.creatives.deleteTitle'),
              message: t('drafts.creatives.deleteBody', { title: creative.title }),
            },
            () => deleteCreative.mutateAsync(creative.id),
          );
          if (deleted && creative.id === open?.id) navigator.go({ step: 'creatives', unit: unit.id });
        }}
      />
      {editing === undefined ? (
        <Button
          className="self-start"
          disabled={readOnly}
          onClick={() => navigator.go({ step: 'creatives', unit: unit.id, creative: 'new' })}
        >
          {t('drafts.creatives.add')}
        </Button>
      ) : (
        <section
          aria-labelledby="draft-creative-title"
          className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm"
        >
          <h3 id="draft-creative-title" className="font-semibold">
            {editing === 'new'
              ? t('drafts.creatives.new')
              : t('drafts.creatives.edit', { title: editing.title })}
          </h3>
          <CreativeForm
            key={editing === 'new' ? `new-${unit.id}` : editing.id}
            creative={editing === 'new' ? undefined : editing}
            unitId={unit.id}
            draft={draft}
            readOnly={readOnly}
            onSubmit={async (values) => {
              const id = await saveCreative.mutateAsync({
                ...values,
                draftId: draft.id,
                id: editing === 'new' ? undefined : editing.id,
              });
              toast.success(t('drafts.editor.saved'));
              navigator.go({ step: 'creatives', unit: unit.id, creative: id });
            }}
            actions={
              editing !== 'new' && (
                <Button
                  disabled={readOnly}
                  onClick={() => navigator.go({ step: 'creatives', unit: unit.id, creative: 'new' })}
                >
                  {t('drafts.creatives.add')}
                </Button>
              )
            }
          />
        </section>
      )}
    </section>
  );
}
