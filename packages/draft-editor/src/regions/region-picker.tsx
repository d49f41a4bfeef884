import { useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, IconButton, Input } from '@adconsole/ui';
import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { useId, useState } from 'react';
import { draftLimits, overseasRegion, provinceOf } from '@adconsole/draft-rules';
import { factorsOf, provinceChoice, searchProvinces, toggleProvince, toggleRegion } from './region-selection';

export interface RegionChoice {
  regions: string[];
  /** A chosen region's bidding factor; a region without one bids at 1. */
  factors: Record<string, number>;
}

export interface RegionPickerProps {
  /** The picker's name, e.g. "Regions". */
  label: string;
  /** The chosen regions, by the provider's names. */
  regions: readonly string[];
  /** The chosen regions' bidding factors, by region. */
  factors: Readonly<Record<string, number>>;
  /** Called with the regions and factors after each change. */
  onChange: (choice: RegionChoice) => void;
  /** The message of the regions as a whole (none chosen, …), translated. */
  error?: string;
  /** A chosen region's factor message, translated, by region. */
  factorErrors?: Readonly<Record<string, string | undefined>>;
  /** Read-only: nothing can be chosen or changed. */
  disabled?: boolean;
}

/**
 * A campaign's promotion regions (docs/requirements.md#ad-drafts): the provinces of China, whole or by city,
 * and overseas, found by a search; beside them the chosen regions, each with its bidding factor (0.1–10).
 * Region names are the provider's own (Chinese) names.
 *
 * **When to use:** inside the campaign form, for custom regions; alone only where regions are chosen the
 * same way.
 *
 * **States:** nothing chosen, provinces whole or in part (a mixed checkbox), search results, chosen regions
 * with factors, a factor out of range (its message beside it), a message for the regions as a whole,
 * disabled.
 *
 * - Do keep the Chinese region names in every language: they are the provider's data.
 * - Don't leave out `label`: it names the group for assistive tech.
 */
export function RegionPicker({
  label,
  regions,
  factors,
  onChange,
  error,
  factorErrors = {},
  disabled,
}: RegionPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const listed = searchProvinces(search);
  const showOverseas = !search.trim() || overseasRegion.includes(search.trim());

  const choose = (next: string[]) => onChange({ regions: next, factors: factorsOf(factors, next) });
  const setFactor = (region: string, factor: number | undefined) => {
    const { [region]: _, ...rest } = factors;
    onChange({ regions: [...regions], factors: factor === undefined ? rest : { ...rest, [region]: factor } });
  };
  const flip = (province: string) =>
    setOpened((open) => {
      const next = new Set(open);
      if (!next.delete(province)) next.add(province);
      return next;
    });
  const regionName = (region: string) => {
    if (region === overseasRegion) return t('drafts.regions.overseas');
    const province = provinceOf(region);
    return province ? `${region} (${province})` : region;
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-control text-muted">{label}</legend>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Input
            type="search"
            aria-label={t('drafts.regions.search')}
            placeholder={t('drafts.regions.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul
            aria-label={t('drafts.regions.available')}
            className="max-h-80 overflow-y-auto rounded border border-border bg-surface p-2"
          >
            {listed.map(({ province, cities, citiesMatched }) => {
              const choice = provinceChoice(regions, province);
              const open = citiesMatched || opened.has(province.name);
              const citiesId = `${id}-${province.name}`;
              return (
                <li key={province.name} className="py-0.5">
                  <div className="flex items-center gap-1">
                    <Checkbox
                      label={province.name}
                      checked={choice === 'whole' ? true : choice === 'some' ? 'indeterminate' : false}
                      onCheckedChange={() => choose(toggleProvince(regions, province))}
                    />
                    {cities.length > 0 && (
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={open ? citiesId : undefined}
                        className="ms-auto inline-flex items-center gap-1 rounded px-1 text-control-sm text-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary"
                        onClick={() => flip(province.name)}
                      >
                        <span className="sr-only">
                          {`${t('drafts.regions.cities', { province: province.name })} `}
                        </span>
                        {`${province.cities.filter((city) => choice === 'whole' || regions.includes(city)).length}/${province.cities.length}`}
                        {open ? (
                          <ChevronDown aria-hidden size={14} />
                        ) : (
                          <ChevronRight aria-hidden size={14} />
                        )}
                      </button>
                    )}
                  </div>
                  {open && cities.length > 0 && (
                    <ul
                      id={citiesId}
                      aria-label={t('drafts.regions.cities', { province: province.name })}
                      className="grid grid-cols-2 gap-x-2 py-1 ps-6 sm:grid-cols-3"
                    >
                      {cities.map((city) => (
                        <li key={city}>
                          <Checkbox
                            label={city}
                            checked={choice === 'whole' || regions.includes(city)}
                            onCheckedChange={() => choose(toggleRegion(regions, city))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
            {showOverseas && (
              <li className="py-0.5">
                <Checkbox
                  label={t('drafts.regions.overseas')}
                  checked={regions.includes(overseasRegion)}
                  onCheckedChange={() => choose(toggleRegion(regions, overseasRegion))}
                />
              </li>
            )}
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <p id={`${id}-chosen`} className="text-control font-medium">
              {t('drafts.regions.chosen', { count: regions.length })}
            </p>
            <Button disabled={disabled || regions.length === 0} onClick={() => choose([])}>
              {t('drafts.regions.clear')}
            </Button>
          </div>
          {regions.length === 0 ? (
            <p className="text-control-sm text-muted">{t('drafts.regions.none')}</p>
          ) : (
            <ul aria-labelledby={`${id}-chosen`} className="flex max-h-80 flex-col gap-1 overflow-y-auto">
              {regions.map((region) => (
                <li key={region} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-24 flex-1">{regionName(region)}</span>
                  <FactorInput
                    label={t('drafts.regions.factorOf', { region: regionName(region) })}
                    factor={factors[region]}
                    error={factorErrors[region]}
                    onChange={(factor) => setFactor(region, factor)}
                  />
                  <IconButton
                    variant="subtle"
                    label={t('drafts.regions.remove', { region: regionName(region) })}
                    onClick={() => choose(regions.filter((r) => r !== region))}
                  >
                    <X aria-hidden size={16} />
                  </IconButton>
                  {factorErrors[region] && (
                    <p className="w-full text-control-sm text-danger">{factorErrors[region]}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-control-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A region's bidding factor; empty means the default, 1. */
function FactorInput({
  label,
  factor,
  error,
  onChange,
}: {
  label: string;
  factor: number | undefined;
  error?: string;
  onChange: (factor: number | undefined) => void;
}) {
  const [text, setText] = useState(factor === undefined ? '' : String(factor));
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={0.1}
      min={draftLimits.regionFactorMin}
      max={draftLimits.regionFactorMax}
      placeholder="1"
      aria-label={label}
      invalid={Boolean(error)}
      className="w-24"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value === '' ? undefined : event.target.valueAsNumber);
      }}
    />
  );
}
