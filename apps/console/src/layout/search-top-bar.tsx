import { overviewExportEndpoint } from '@adconsole/api-client/contract';
import { useCreateOverviewExport } from '@adconsole/api-client/react';
import { DateRangePicker, presetOf, useDateRangeValidation, type DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, toast } from '@adconsole/ui';
import { useState } from 'react';
import { useRangeParams } from '../lib/range-params';
import { CanCall } from '../route-info/permission';

/**
 * The report centre reports one Monday–Sunday week (picker type 3), last week by default
 * (docs/requirements.md#report-centre).
 */
export const weekPicker = 3;

/**
 * The top date search bar of routes flagged addSearchTop (docs/requirements.md#layout-and-navigation): a
 * week kept in the URL for the page below, and the export flow (docs/requirements.md#exports): confirm,
 * create the record; the download centre has it.
 */
export function SearchTopBar({ channel }: { channel: 'search' | 'feed' }) {
  const { t } = useTranslation();
  const [range, setRange] = useRangeParams(weekPicker);
  const [draft, setDraft] = useState<DateRange | null>(range);
  const [error, setError] = useState<string>();
  // Another week in the URL (a link, the sub-menu, back and forward) is the one the picker shows.
  const [shown, setShown] = useState(range);
  if (shown !== range) {
    setShown(range);
    setDraft(range);
    setError(undefined);
  }
  const validate = useDateRangeValidation();
  // The week's shortcut, shown pressed (docs/requirements.md#date-pickers), as of when the bar first showed.
  const [now] = useState(Date.now);
  const exportOverview = useCreateOverviewExport(channel);

  /** A failed check blocks the search (and the export) and says why (docs/requirements.md#range-checks). */
  function checked(): DateRange | undefined {
    const message = validate(weekPicker, draft);
    setError(message);
    return message || !draft ? undefined : draft;
  }

  async function startExport() {
    const query = checked();
    if (!query) return;
    const ok = await confirm({
      title: t('layout.searchTop.exportTitle'),
      message: t('layout.searchTop.exportConfirm', { ...query }),
    });
    if (ok)
      exportOverview.mutate(query, {
        onSuccess: () => void toast.success(t('layout.searchTop.exportCreated')),
      });
  }

  return (
    <div
      role="search"
      aria-label={t('layout.searchTop.label')}
      className="flex flex-wrap items-end gap-2 border-b border-border bg-surface px-4 py-2"
    >
      <DateRangePicker
        type={weekPicker}
        value={draft}
        preset={draft && presetOf(weekPicker, draft, now)}
        onChange={(next) => {
          setDraft(next?.range ?? null);
          setError(undefined);
        }}
        label={t('layout.searchTop.range')}
        error={error}
      />
      <Button
        variant="primary"
        onClick={() => {
          const query = checked();
          if (query) setRange(query);
        }}
      >
        {t('layout.searchTop.search')}
      </Button>
      <CanCall endpoint={overviewExportEndpoint(channel)}>
        <Button loading={exportOverview.isPending} onClick={() => void startExport()}>
          {t('layout.searchTop.export')}
        </Button>
      </CanCall>
    </div>
  );
}
