import { useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, Input, Select } from '@adconsole/ui';
import type { ReactNode } from 'react';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { ChoiceField } from '../form/choice-field';
import { DraftField } from '../form/draft-field';
import { draftItemResolver } from '../form/draft-resolver';
import { useCheckStoredItem, useItemFormText } from '../form/use-item-form-text';
import { useLatest } from '../form/use-latest';
import { useRefusedSave } from '../form/use-refused-save';
import { RegionPicker } from '../regions/region-picker';
import {
  bidMode,
  bidModeOptions,
  budgetType,
  budgetTypeOptions,
  Campaign,
  device,
  deviceOptions,
  draftLimits,
  ecommercePlatformOptions,
  emptySchedule,
  fieldByteLength,
  marketingTarget,
  marketingTargetOptions,
  problemsOf,
  regionType,
  regionTypeOptions,
  scheduleType,
  scheduleTypeOptions,
  syncState,
  validateDraft,
  type CampaignInput,
  type CampaignRecord,
  type DraftContents,
} from '@adconsole/draft-rules';
import { ScheduleGrid } from '../schedule/schedule-grid';

export interface CampaignFormProps {
  /** The stored campaign; none for a new one. */
  campaign?: CampaignRecord;
  /** The draft's items as stored, for the rules across items (a name another campaign has). */
  draft: DraftContents;
  /** An uploaded or uploading draft: every field and Save are disabled. */
  readOnly?: boolean;
  /** Saves the campaign; a refusal shows on the fields it names, the rest in a toast (docs/requirements.md#error-codes). */
  onSubmit: (campaign: Campaign) => Promise<unknown>;
  /** The page's other actions on the campaign (delete it, add a unit), beside Save. */
  actions?: ReactNode;
}

function formValues(campaign: CampaignRecord | undefined): CampaignInput {
  if (!campaign) {
    return {
      campaignName: '',
      marketingTarget: marketingTarget.website,
      business: '',
      brandKeywordsOnly: false,
      device: device.unlimited,
      budgetType: budgetType.unlimited,
      regionType: regionType.custom,
      regions: [],
      regionBidFactors: {},
      scheduleType: scheduleType.unlimited,
      schedule: emptySchedule(),
      bidMode: bidMode.click,
    };
  }
  const { id: _id, draftId: _draftId, syncState: _syncState, ...fields } = campaign;
  return { ...fields, business: fields.business ?? '', schedule: fields.schedule ?? emptySchedule() };
}

/** The fields the form shows, each with its errors: a refusal naming one shows there. */
const campaignFields = [
  'campaignName',
  'marketingTarget',
  'business',
  'ecommercePlatform',
  'device',
  'bidMode',
  'budget',
  'regions',
  'regionBidFactors',
  'schedule',
];

/** What is saved: the fields that count for the choices made, so a budget typed and then set unlimited goes. */
function savedFields(campaign: Campaign): Campaign {
  const customRegions = campaign.regionType === regionType.custom;
  return {
    ...campaign,
    business: campaign.brandKeywordsOnly ? undefined : campaign.business,
    budget: campaign.budgetType === budgetType.customDaily ? campaign.budget : undefined,
    regions: customRegions ? campaign.regions : [],
    regionBidFactors: customRegions ? campaign.regionBidFactors : {},
    schedule: campaign.scheduleType === scheduleType.custom ? campaign.schedule : undefined,
    ecommercePlatform:
      campaign.marketingTarget === marketingTarget.onlineStore ? campaign.ecommercePlatform : undefined,
  };
}

/**
 * A campaign of a draft (docs/requirements.md#ad-drafts): its name, marketing target, business, device, bid
 * mode, budget, regions and promotion time, checked by the rules as the user types.
 *
 * **When to use:** the editor's campaign step, for a new campaign (no `campaign`) or a stored one.
 *
 * **States:** new (empty), stored (a stored campaign that breaks a rule shows its messages at once), with
 * messages under their fields, saving (Save busy), refused by the server (messages on the fields it names),
 * read-only (an uploaded draft: every field and Save disabled). Two columns from `md`, one on a phone.
 *
 * - Do pass the whole `draft`: names must differ across its campaigns.
 * - Don't hide a message until the field is fixed; a draft with errors cannot be uploaded.
 */
export function CampaignForm({ campaign, draft, readOnly, onSubmit, actions }: CampaignFormProps) {
  const { t } = useTranslation();
  const latestDraft = useLatest(draft);
  const id = campaign?.id ?? 0;
  const { control, register, handleSubmit, formState, trigger, setError } = useForm<
    CampaignInput,
    unknown,
    Campaign
  >({
    mode: 'onChange',
    defaultValues: formValues(campaign),
    resolver: draftItemResolver(Campaign, (values) => {
      const { campaigns } = latestDraft.current;
      // The form's values hold every field: its default values give them all.
      const candidate = { ...values, id, draftId: 0, syncState: syncState.notSynchronized } as CampaignRecord;
      const checked = { campaigns: [...campaigns.filter((c) => c.id !== id), candidate] };
      const { errors } = validateDraft({ ...checked, units: [], keywords: [], creatives: [] });
      return problemsOf(errors, 'campaign', id);
    }),
  });
  useCheckStoredItem(campaign, trigger);
  const values = useWatch({ control });
  const { errors, isSubmitting } = formState;
  const { label, message } = useItemFormText();
  const options = <V,>(list: readonly { value: V; label: string }[]) =>
    list.map((option) => ({ value: option.value, label: t(option.label) }));
  const refusedSave = useRefusedSave(setError, campaignFields);
  const submit = handleSubmit((valid) => refusedSave(() => onSubmit(savedFields(valid))));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset disabled={readOnly} className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
        <DraftField
          label={label('campaignName')}
          error={message(errors.campaignName)}
          counter={{
            count: fieldByteLength(values.campaignName ?? ''),
            max: draftLimits.campaignName,
          }}
        >
          {(field) => <Input {...field} {...register('campaignName')} autoComplete="off" />}
        </DraftField>
        <Controller
          control={control}
          name="marketingTarget"
          render={({ field, fieldState }) => (
            <ChoiceField
              legend={label('marketingTarget')}
              options={options(marketingTargetOptions)}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
            />
          )}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <DraftField
            label={label('business')}
            error={message(errors.business)}
            counter={{ count: fieldByteLength(values.business ?? ''), max: draftLimits.business }}
          >
            {(field) => (
              <Input
                {...field}
                {...register('business')}
                disabled={values.brandKeywordsOnly}
                autoComplete="off"
              />
            )}
          </DraftField>
          <Controller
            control={control}
            name="brandKeywordsOnly"
            rules={{ deps: ['business'] }}
            render={({ field }) => (
              <Checkbox
                label={label('brandKeywordsOnly')}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </div>
        {values.marketingTarget === marketingTarget.onlineStore && (
          <Controller
            control={control}
            name="ecommercePlatform"
            render={({ field, fieldState }) => (
              <div className="flex min-w-0 flex-col gap-1">
                <Select
                  label={label('ecommercePlatform')}
                  options={options(ecommercePlatformOptions).map((o) => ({ ...o, value: String(o.value) }))}
                  value={field.value === undefined ? undefined : String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                />
                {fieldState.error && (
                  <p className="text-control-sm text-danger">{message(fieldState.error)}</p>
                )}
              </div>
            )}
          />
        )}
        <Controller
          control={control}
          name="device"
          render={({ field, fieldState }) => (
            <ChoiceField
              legend={label('device')}
              options={options(deviceOptions)}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="bidMode"
          render={({ field, fieldState }) => (
            <ChoiceField
              legend={label('bidMode')}
              options={options(bidModeOptions)}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
            />
          )}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <Controller
            control={control}
            name="budgetType"
            render={({ field }) => (
              <ChoiceField
                legend={label('budgetType')}
                options={options(budgetTypeOptions)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {values.budgetType === budgetType.customDaily && (
            <DraftField
              label={label('budget')}
              error={message(errors.budget)}
              hint={t('drafts.editor.budgetRange', {
                min: draftLimits.budgetMin,
                max: draftLimits.budgetMax.toLocaleString('en'),
              })}
            >
              {(field) => (
                <Input
                  {...field}
                  {...register('budget', {
                    setValueAs: (value: string | number | undefined) =>
                      value === '' || value === undefined ? undefined : Number(value),
                  })}
                  type="number"
                  inputMode="decimal"
                  min={draftLimits.budgetMin}
                  step={0.01}
                  className="w-48"
                />
              )}
            </DraftField>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 md:col-span-2">
          <Controller
            control={control}
            name="regionType"
            render={({ field }) => (
              <ChoiceField
                legend={label('regionType')}
                options={options(regionTypeOptions)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {values.regionType === regionType.custom && (
            <CampaignRegions control={control} label={label('regions')} translate={message} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 md:col-span-2">
          <Controller
            control={control}
            name="scheduleType"
            render={({ field }) => (
              <ChoiceField
                legend={label('scheduleType')}
                options={options(scheduleTypeOptions)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {values.scheduleType === scheduleType.custom && (
            <Controller
              control={control}
              name="schedule"
              render={({ field, fieldState }) => (
                <ScheduleGrid
                  label={label('schedule')}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(fieldState.error)}
                />
              )}
            />
          )}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={readOnly} loading={isSubmitting}>
          {t('drafts.editor.saveCampaign')}
        </Button>
        {actions}
      </div>
    </form>
  );
}

/** The regions and their bidding factors: two fields of the campaign, one picker. */
function CampaignRegions({
  control,
  label,
  translate,
}: {
  control: Control<CampaignInput, unknown, Campaign>;
  label: string;
  translate: (error: unknown) => string | undefined;
}) {
  const regions = useController({ control, name: 'regions' });
  const factors = useController({ control, name: 'regionBidFactors' });
  const factorErrors = factors.fieldState.error as Record<string, unknown> | undefined;
  const chosenFactors = factors.field.value ?? {};
  return (
    <RegionPicker
      label={label}
      regions={regions.field.value ?? []}
      factors={chosenFactors}
      error={translate(regions.fieldState.error)}
      factorErrors={Object.fromEntries(
        Object.keys(chosenFactors).map((region) => [region, translate(factorErrors?.[region])]),
      )}
      onChange={(choice) => {
        regions.field.onChange(choice.regions);
        factors.field.onChange(choice.factors);
      }}
    />
  );
}
