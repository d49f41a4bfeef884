import {
  adEditPermission,
  hasPermission,
  type CatalogueReport,
  type EditLevel,
} from '@adconsole/api-client/contract';
import { withTexts } from '@adconsole/i18n';
import type { ReportRow, RowSelection } from '@adconsole/report-table';
import { lazyPart, useLazyPart } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useAccess } from '../route-info/access';

/** What a row of a report the user may act on is: its id and name fields, and what acting on it is. */
export interface SelectableReport {
  idKey: string;
  nameKey: string;
  /** The level a bulk edit changes; none: the search-term report, whose terms become negative keywords. */
  level?: EditLevel;
}

/** The daily search-ads reports whose rows can be chosen (docs/requirements.md#ad-changes). */
const selectableSections: Partial<Record<CatalogueReport['section'], SelectableReport>> = {
  searchTerm: { idKey: 'termId', nameKey: 'showWord' },
  keyword: { idKey: 'keywordId', nameKey: 'keyword', level: 'keyword' },
  unit: { idKey: 'adgroupId', nameKey: 'adgroupName', level: 'unit' },
  campaign: { idKey: 'campaignId', nameKey: 'campaignName', level: 'campaign' },
};

const noKeys: ReadonlySet<string> = new Set();

export interface ReportSelection {
  report: SelectableReport;
  /** The table's checkboxes. */
  table: RowSelection;
  /** The rows shown whose object is chosen (a term on several days: each of its rows). */
  rows: readonly ReportRow[];
  clear: () => void;
  /** The ids of the rows whose search term is a negative keyword of its unit or campaign (search terms). */
  negated: ReadonlySet<string>;
  setNegated: (ids: ReadonlySet<string>) => void;
}

/**
 * The rows chosen on a report page, for a user who may change ads (`ad:edit`) on a daily search-ads report of
 * terms, keywords, units or campaigns; undefined elsewhere. A row is chosen by its object's id, so a term
 * shown on several days is one choice. The choice is of the rows shown: another range, filter, sort or page
 * (`query`) starts with none.
 */
export function useReportSelection(
  report: CatalogueReport,
  rows: readonly ReportRow[],
  query: string,
): ReportSelection | undefined {
  const { user } = useAccess();
  const spec =
    report.channel === 'search' && report.granularity === 'day'
      ? selectableSections[report.section]
      : undefined;
  const allowed = spec !== undefined && hasPermission(user.permissions, [adEditPermission]);
  const [chosen, setChosen] = useState({ query, keys: noKeys });
  const [negated, setNegated] = useState(noKeys);
  const keys = chosen.query === query ? chosen.keys : noKeys;
  const table = useMemo(
    (): RowSelection | undefined =>
      spec && {
        rowKey: (row) => String(row[spec.idKey]),
        rowLabel: (row) => String(row[spec.nameKey] ?? row[spec.idKey]),
        selected: keys,
        onChange: (next) => setChosen({ query, keys: next }),
      },
    [spec, keys, query],
  );
  const chosenRows = useMemo(
    () => (spec ? rows.filter((row) => keys.has(String(row[spec.idKey]))) : []),
    [spec, rows, keys],
  );
  if (!allowed || !table) return undefined;
  return {
    report: spec,
    table,
    rows: chosenRows,
    clear: () => setChosen({ query, keys: noKeys }),
    negated,
    setNegated,
  };
}

/**
 * The selection bar and its texts load with the first report that offers a choice to a user who may change ads,
 * not with every report page (docs/architecture.md#bundle-budgets).
 */
const selectionBar = lazyPart(() => withTexts('adChanges', () => import('./selection-bar')));

/**
 * The selection bar of a report page, once its code and words are here: fetched with the first row chosen, or at
 * once on the search-term report, whose bar also reads the lists that tag negated terms.
 */
export function ReportSelectionBar(props: { selection: ReportSelection; rows: readonly ReportRow[] }) {
  const { selection } = props;
  const part = useLazyPart(
    selectionBar,
    selection.table.selected.size > 0 || selection.report.level === undefined,
  );
  return part ? <part.SelectionBar {...props} /> : null;
}
