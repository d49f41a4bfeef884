import { useDeleteDraftItem, useSaveDraft, useSaveDraftItem, useUserInfo } from '@adconsole/api-client/react';
import { CampaignForm, DraftBaseForm, ItemProblems, problemsOf, UnitForm } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Button, toast } from '@adconsole/ui';
import { DeleteButton } from './confirm-delete';
import type { StepProps } from './step-props';

/**
 * The base style step (docs/requirements.md#ad-drafts): the draft's name and account, or the campaign or
 * unit open in the left navigation, or a new one.
 */
export function BaseStep({ draft, validation, location, navigator, readOnly }: StepProps) {
  const { t } = useTranslation();
  const accounts = useUserInfo().data?.accounts ?? [];
  const saveDraft = useSaveDraft();
  const saveCampaign = useSaveDraftItem('campaign');
  const saveUnit = useSaveDraftItem('unit');
  const deleteCampaign = useDeleteDraftItem('campaign');
  const deleteUnit = useDeleteDraftItem('unit');
  const saved = () => toast.success(t('drafts.editor.saved'));

  if (location.unit !== undefined) {
    const unit = draft.units.find((u) => u.id === location.unit);
    const campaignId =
      unit?.campaignId ?? (typeof location.campaign === 'number' ? location.campaign : undefined);
    if (location.unit !== 'new' && !unit) return <Missing />;
    return (
      <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
        <h2 id="draft-step-title" className="text-lg font-semibold">
          {unit ? t('drafts.editor.unitTitle', { name: unit.adgroupName }) : t('drafts.editor.newUnit')}
        </h2>
        {unit && <ItemProblems errors={[]} warnings={problemsOf(validation.warnings, 'unit', unit.id)} />}
        <UnitForm
          key={unit?.id ?? `new-${campaignId}`}
          unit={unit}
          campaignId={campaignId}
          draft={draft}
          readOnly={readOnly}
          onSubmit={async (values) => {
            const id = await saveUnit.mutateAsync({ ...values, draftId: draft.id, id: unit?.id });
            saved();
            if (!unit) navigator.go({ step: 'base', unit: id });
          }}
          actions={
            unit && (
              <>
                <Button onClick={() => navigator.go({ step: 'keywords', unit: unit.id })}>
                  {t('drafts.editor.toKeywords')}
                </Button>
                <DeleteButton
                  label={t('drafts.editor.deleteUnit')}
                  prompt={{
                    title: t('drafts.editor.deleteUnitTitle'),
                    message: t('drafts.editor.deleteUnitBody', { name: unit.adgroupName }),
                  }}
                  disabled={readOnly}
                  remove={() => deleteUnit.mutateAsync(unit.id)}
                  onDeleted={() => navigator.go({ step: 'base', campaign: unit.campaignId })}
                />
              </>
            )
          }
        />
      </section>
    );
  }

  if (location.campaign !== undefined) {
    const campaign = draft.campaigns.find((c) => c.id === location.campaign);
    if (location.campaign !== 'new' && !campaign) return <Missing />;
    return (
      <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
        <h2 id="draft-step-title" className="text-lg font-semibold">
          {campaign
            ? t('drafts.editor.campaignTitle', { name: campaign.campaignName })
            : t('drafts.editor.newCampaign')}
        </h2>
        <CampaignForm
          key={campaign?.id ?? 'new'}
          campaign={campaign}
          draft={draft}
          readOnly={readOnly}
          onSubmit={async (values) => {
            const id = await saveCampaign.mutateAsync({ ...values, draftId: draft.id, id: campaign?.id });
            saved();
            if (!campaign) navigator.go({ step: 'base', campaign: id });
          }}
          actions={
            campaign && (
              <>
                <Button
                  disabled={readOnly}
                  onClick={() => navigator.go({ step: 'base', unit: 'new', campaign: campaign.id })}
                >
                  {t('drafts.editor.addUnit')}
                </Button>
                <DeleteButton
                  label={t('drafts.editor.deleteCampaign')}
                  prompt={{
                    title: t('drafts.editor.deleteCampaignTitle'),
                    message: t('drafts.editor.deleteCampaignBody', { name: campaign.campaignName }),
                  }}
                  disabled={readOnly}
                  remove={() => deleteCampaign.mutateAsync(campaign.id)}
                  onDeleted={() => navigator.go({ step: 'base' })}
                />
              </>
            )
          }
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
      <h2 id="draft-step-title" className="text-lg font-semibold">
        {t('drafts.editor.draftSettings')}
      </h2>
      <DraftBaseForm
        key={draft.id}
        base={draft}
        accounts={accounts}
        readOnly={readOnly}
        submitLabel={t('drafts.editor.save')}
        onSubmit={async (base) => {
          await saveDraft.mutateAsync({ ...base, id: draft.id });
          saved();
        }}
        actions={
          <Button disabled={readOnly} onClick={() => navigator.go({ step: 'base', campaign: 'new' })}>
            {t('drafts.editor.addCampaign')}
          </Button>
        }
      />
    </section>
  );
}

/** An item of the URL that the draft does not hold (deleted, or another draft's). */
function Missing() {
  const { t } = useTranslation();
  return <p className="text-muted">{t('drafts.editor.itemMissing')}</p>;
}
