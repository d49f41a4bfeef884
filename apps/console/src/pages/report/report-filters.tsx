import { useReportList } from '@adconsole/api-client/react';
import { devices, reportSection, type CatalogueReport, type ReportRow } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, Select, TextField } from '@adconsole/ui';
import { useState, type FormEvent } from 'react';
import { rangeOf, type ReportParams } from '../../lib/report-params';

export type ReportFilterValues = Pick<ReportParams, 'campaignId' | 'adgroupId' | 'device' | 'name'>;

const all = 'all';

/** The options of a select of entities from a report's rows: unique ids with their names. */
function entityOptions(rows: readonly ReportRow[] | undefined, idKey: string, nameKey: string) {
  const seen = new Map<string, string>();
  for (const row of rows ?? []) seen.set(String(row[idKey]), String(row[nameKey] ?? row[idKey]));
  return [...seen].map(([value, label]) => ({ value, label }));
}

export interface ReportFiltersProps {
  report: CatalogueReport;
  state: ReportParams;
  enabled: boolean;
  onSearch: (filters: ReportFilterValues) => void;
}

/**
 * The filters a report's section takes (campaign, unit, device, name contains); Search applies them. The
 * campaigns and units offered are those with data in the report's range. On a phone they sit two a row,
 * each half the width, Search beside the last one or, after an even number, on a row of its own
 * (docs/requirements.md#reports); from 640 px they line up at their own widths.
 */
export function ReportFilters({ report, state, enabled, onSearch }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { filters } = reportSection(report.channel, report.section);
  const [draft, setDraft] = useState<ReportFilterValues>(() => ({
    campaignId: state.campaignId,
    adgroupId: state.adgroupId,
    device: state.device,
    name: state.name,
  }));
  const has = (filter: keyof ReportFilterValues) => (filters as readonly string[]).includes(filter);
  const range = { ...rangeOf(state), timeUnit: 'summary' as const };
  const campaigns = useReportList(report.channel, 'campaign', { query: range }, enabled && has('campaignId'));
  const units = useReportList(
    report.channel,
    'unit',
    { query: { ...range, campaignId: draft.campaignId } },
    enabled && has('adgroupId') && draft.campaignId !== undefined,
  );
  const idOf = (value: string) => (value === all ? undefined : Number(value));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...draft, name: draft.name?.trim() || undefined });
  }

  if (filters.length === 0) return null;
  return (
    <form
      aria-label={t('reportPage.filters')}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-2 rounded bg-surface p-3 shadow-sm sm:flex sm:flex-wrap"
    >
      {has('campaignId') && (
        <Select
          label={t('reportPage.campaign')}
          value={draft.campaignId === undefined ? all : String(draft.campaignId)}
          onValueChange={(value) => setDraft({ ...draft, campaignId: idOf(value), adgroupId: undefined })}
          options={[
            { value: all, label: t('reportPage.all') },
            ...entityOptions(campaigns.data?.data.list, 'campaignId', 'campaignName'),
          ]}
          className="min-w-0"
          triggerClassName="w-full sm:w-44"
        />
      )}
      {has('adgroupId') && (
        <Select
          label={t('reportPage.unit')}
          value={draft.adgroupId === undefined ? all : String(draft.adgroupId)}
          onValueChange={(value) => setDraft({ ...draft, adgroupId: idOf(value) })}
          disabled={draft.campaignId === undefined}
          options={[
            { value: all, label: t('reportPage.all') },
            ...entityOptions(units.data?.data.list, 'adgroupId', 'adgroupName'),
          ]}
          className="min-w-0"
          triggerClassName="w-full sm:w-44"
        />
      )}
      {has('device') && (
        <Select
          label={t('reportPage.device')}
          value={draft.device === undefined ? all : String(draft.device)}
          onValueChange={(value) => setDraft({ ...draft, device: idOf(value) as 1 | 2 | undefined })}
          options={[
            { value: all, label: t('reportPage.all') },
            { value: String(devices.computer), label: t('reports.device.computer') },
            { value: String(devices.mobile), label: t('reports.device.mobile') },
          ]}
          className="min-w-0"
          triggerClassName="w-full sm:w-32"
        />
      )}
      {has('name') && (
        <TextField
          label={t('reportPage.name')}
          value={draft.name ?? ''}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          className="min-w-0"
        />
      )}
      <Button type="submit" variant="primary" className={filters.length % 2 === 0 ? 'col-span-2' : undefined}>
        {t('reportPage.search')}
      </Button>
    </form>
  );
}
