import type { DraftContents, DraftNavigator, DraftStep } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Select } from '@adconsole/ui';

/** The unit whose keywords or creatives are open: any unit of the draft, by campaign and name. */
export function UnitPicker({
  draft,
  step,
  unitId,
  navigator,
}: {
  draft: DraftContents;
  step: DraftStep;
  unitId: number;
  navigator: DraftNavigator;
}) {
  const { t } = useTranslation();
  const campaignName = (id: number) => draft.campaigns.find((c) => c.id === id)?.campaignName ?? '--';
  return (
    <Select
      label={t('drafts.field.unit')}
      value={String(unitId)}
      onValueChange={(value) => navigator.go({ step, unit: Number(value) })}
      options={draft.units.map((unit) => ({
        value: String(unit.id),
        label: `${campaignName(unit.campaignId)} / ${unit.adgroupName}`,
      }))}
      triggerClassName="w-full sm:w-80"
    />
  );
}
