import { useTranslation, type TFunction } from '@adconsole/i18n';
import type { ReportRow } from '@adconsole/report-table';
import { Button, lazyPart, useLazyPart } from '@adconsole/ui';
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
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

type Opened = { kind: 'negatives'; terms: ChosenTerm[] } | { kind: 'bulkEdit' } | undefined;

function ActionButton({
  selection,
  t,
  onOpen,
  ref,
}: {
  selection: ReportSelection;
  t: TFunction;
  onOpen: (opened: Opened) => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const negatives = selection.report.level === undefined;
  const prepare = negatives ? prepareNegatives : prepareBulkEdit;
  return (
    <Button
      ref={ref}
      variant="primary"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() =>
        // The terms as chosen now: a successful add clears the choice while its results are still shown.
        onOpen(negatives ? { kind: 'negatives', terms: chosenTerms(selection.rows) } : { kind: 'bulkEdit' })
      }
    >
      {t(negatives ? 'negatives.bar.addNegatives' : 'negatives.bar.bulkEdit')}
    </Button>
  );
}

/** A selection checkbox of the report's table (a row's or the header's), not one of a dialog. */
const isTableBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  target.type === 'checkbox' &&
  target.closest('main [role="table"]') !== null &&
  target.closest('[role="dialog"]') === null;

/**
 * Enter on a ticked box of the table moves to the bar's action, which is otherwise dozens of Shift+Tab presses
 * back past the table's headers (docs/requirements.md#ad-changes); the bar says so. The box last used is kept:
 * focus goes back to it when a dialog closes and the bar has gone (the choice cleared by a successful add).
 */
function useBarKeys(action: RefObject<HTMLButtonElement | null>) {
  const lastBox = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (isTableBox(event.target)) lastBox.current = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!isTableBox(event.target) || !event.target.checked || !action.current) return;
      event.preventDefault();
      action.current.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [action]);
  return lastBox;
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
  // Counts the dialogs closed: each close puts focus back (below).
  const [closings, setClosings] = useState(0);
  const action = useRef<HTMLButtonElement>(null);
  const lastBox = useBarKeys(action);
  const count = selection.table.selected.size;
  const searchTerms = selection.report.level === undefined;
  const negatives = useLazyPart(negativesDialog, opened?.kind === 'negatives');
  const bulkEdit = useLazyPart(bulkEditDialog, opened?.kind === 'bulkEdit');
  const reader = useLazyPart(negatedReader, searchTerms && rows.length > 0);
  const close = () => {
    setOpened(undefined);
    setClosings((n) => n + 1);
  };
  useEffect(() => {
    if (closings === 0) return;
    // After the dialog's own return of focus, which finds nothing when what opened it is gone (the bulk edit's
    // results swapped for its undo, the bar cleared by an add): the action, else the box last used.
    const timer = setTimeout(() => {
      const target = [action.current, lastBox.current].find((element) => element?.isConnected);
      if (target && !target.contains(document.activeElement)) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [closings, lastBox]);
  return (
    <>
      {count > 0 && (
        <div
          role="region"
          aria-label={t('negatives.bar.label')}
          className="flex flex-wrap items-center gap-2 rounded border border-border bg-surface px-3 py-2"
        >
          <p role="status" className="text-control">
            {t('negatives.bar.selected', { count })}{' '}
            <span className="text-control-sm text-muted">{t('negatives.bar.keyHint')}</span>
          </p>
          <Button variant="secondary" onClick={selection.clear}>
            {t('negatives.bar.clear')}
          </Button>
          <ActionButton ref={action} selection={selection} t={t} onOpen={setOpened} />
        </div>
      )}
      {opened?.kind === 'negatives' && negatives && (
        <negatives.NegativesDialog terms={opened.terms} onAdded={selection.clear} onClose={close} />
      )}
      {selection.report.level && bulkEdit && (
        <bulkEdit.BulkEditDialog
          open={opened?.kind === 'bulkEdit'}
          onClose={close}
          level={selection.report.level}
          rows={chosenObjects(selection)}
        />
      )}
      {searchTerms && reader && <reader.NegatedReader rows={rows} onChange={selection.setNegated} />}
    </>
  );
}
