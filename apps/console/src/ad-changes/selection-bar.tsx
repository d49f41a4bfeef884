import { useTranslation, type TFunction } from '@adconsole/i18n';
import type { ReportRow } from '@adconsole/report-table';
import { Button, lazyPart, useLazyPart } from '@adconsole/ui';
import { useState } from 'react';
import type { ChosenTerm } from './negatives/term-checks';
import type { ReportSelection } from './report-selection';

/**
 * The dialogs and the reader of negative lists load when first needed, not with the report page
 * (docs/architecture.md#bundle-budgets); hover or focus of a button fetches its dialog ahead.
 */
const negativesDialog = lazyPart(() => import('./negatives/negatives-dialog'));
const negatedReader = lazyPart(() => import('./negatives/negated-reader'));
const bulkEditDialog = lazyPart(() => import('./bulk-edit/bulk-edit-dialog'));
const prepareNegatives = () => void negativesDialog.load().catch(() => undefined);
const prepareBulkEdit = () => void bulkEditDialog.load().catch(() => undefined);

const idOf = (value: unknown) => Number(value);

/** The chosen search-term rows as terms, once per term id, their conversions summed over the days shown. */
export function chosenTerms(rows: readonly ReportRow[]): ChosenTerm[] {
  const terms = new Map<string, ChosenTerm>();
  for (const row of rows) {
    const conversions = typeof row.conversion === 'number' ? row.conversion : null;
    const held = terms.get(String(row.termId));
    if (held) {
      if (conversions !== null) held.conversions = (held.conversions ?? 0) + conversions;
      continue;
    }
    terms.set(String(row.termId), {
      term: String(row.showWord ?? ''),
      unit: { id: idOf(row.adgroupId), name: String(row.adgroupName ?? row.adgroupId) },
      campaign: { id: idOf(row.campaignId), name: String(row.campaignName ?? row.campaignId) },
      conversions,
    });
  }
  return [...terms.values()];
}

/** The chosen rows as the bulk edit takes them: each object once, with its name. */
function chosenObjects(selection: ReportSelection) {
  const { idKey, nameKey } = selection.report;
  const objects = new Map<number, { id: number; name: string }>();
  for (const row of selection.rows) {
    const id = idOf(row[idKey]);
    if (!objects.has(id)) objects.set(id, { id, name: String(row[nameKey] ?? id) });
  }
  return [...objects.values()];
}

type Opened = 'negatives' | 'bulkEdit' | undefined;

function ActionButton({
  selection,
  t,
  onOpen,
}: {
  selection: ReportSelection;
  t: TFunction;
  onOpen: (opened: Opened) => void;
}) {
  const negatives = selection.report.level === undefined;
  const prepare = negatives ? prepareNegatives : prepareBulkEdit;
  return (
    <Button
      variant="primary"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => onOpen(negatives ? 'negatives' : 'bulkEdit')}
    >
      {t(negatives ? 'negatives.bar.addNegatives' : 'negatives.bar.bulkEdit')}
    </Button>
  );
}

/**
 * Above the report table while rows are chosen (docs/requirements.md#ad-changes): how many, Clear, and what
 * can be done with them: search terms added as negative keywords, keywords, units or campaigns edited in bulk.
 * On the search-term report it also reads the negative lists of the rows shown, to tag the terms negated.
 */
export function SelectionBar({
  selection,
  rows,
}: {
  selection: ReportSelection;
  rows: readonly ReportRow[];
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>();
  const count = selection.table.selected.size;
  const searchTerms = selection.report.level === undefined;
  const negatives = useLazyPart(negativesDialog, opened === 'negatives');
  const bulkEdit = useLazyPart(bulkEditDialog, opened === 'bulkEdit');
  const reader = useLazyPart(negatedReader, searchTerms && rows.length > 0);
  const close = () => setOpened(undefined);
  return (
    <>
      {count > 0 && (
        <div
          role="region"
          aria-label={t('negatives.bar.label')}
          className="flex flex-wrap items-center gap-2 rounded border border-border bg-surface px-3 py-2"
        >
          <p role="status" className="text-control">
            {t('negatives.bar.selected', { count })}
          </p>
          <Button variant="secondary" onClick={selection.clear}>
            {t('negatives.bar.clear')}
          </Button>
          <ActionButton selection={selection} t={t} onOpen={setOpened} />
        </div>
      )}
      {opened === 'negatives' && negatives && (
        <negatives.NegativesDialog terms={chosenTerms(selection.rows)} onClose={close} />
      )}
      {selection.report.level && bulkEdit && (
        <bulkEdit.BulkEditDialog
          open={opened === 'bulkEdit'}
          onClose={close}
          level={selection.report.level}
          rows={chosenObjects(selection)}
        />
      )}
      {searchTerms && reader && <reader.NegatedReader rows={rows} onChange={selection.setNegated} />}
    </>
  );
}
