import { useNegativeWordLists } from '@adconsole/api-client/react';
import type { ReportRow } from '@adconsole/report-table';
import { useEffect, useMemo } from 'react';
import { isNegated } from './term-checks';

/**
 * Reads the negative lists of the units of the search-term rows shown (a unit's answer holds its campaign's
 * too) and tells which rows' terms are negated there (docs/requirements.md#ad-changes); draws nothing. Added
 * negatives read the lists again (`useNegativeJob`), so the tags follow.
 */
export function NegatedReader({
  rows,
  onChange,
}: {
  rows: readonly ReportRow[];
  onChange: (termIds: ReadonlySet<string>) => void;
}) {
  const units = useMemo(
    () => [...new Set(rows.map((row) => Number(row.adgroupId)))].filter((id) => id > 0),
    [rows],
  );
  const answers = useNegativeWordLists(units.map((targetId) => ({ level: 'unit' as const, targetId })));
  const lists = new Map(answers.map((answer, index) => [units[index]!, answer.data]));
  const negated = rows
    .filter((row) => {
      const list = lists.get(Number(row.adgroupId));
      return list && isNegated(String(row.showWord ?? ''), list.campaign ? [list, list.campaign] : [list]);
    })
    .map((row) => String(row.termId));
  const key = [...new Set(negated)].sort().join(',');
  useEffect(() => onChange(new Set(key ? key.split(',') : [])), [key, onChange]);
  return null;
}
