import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@adconsole/report-table-rules';
import { keywordRows, keywordSummary, keywordTitleInfos } from '../fixtures/keyword-report';
import { ReportTable } from './report-table';
import type { RowSelection } from './types';

const rows = keywordRows(25);

/** A client-mode table (pages of 20) whose chosen keys the test reads back. */
function Selectable({ initial, onChange }: { initial: string[]; onChange: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  const selection: RowSelection = {
    rowKey: (row: ReportRow) => String(row.id),
    rowLabel: (row: ReportRow) => String(row.keyword),
    selected,
    onChange: (next) => {
      setSelected(next);
      onChange([...next]);
    },
  };
  return (
    <ReportTable
      label="Keywords"
      titleInfos={keywordTitleInfos}
      rows={rows}
      summary={keywordSummary}
      selection={selection}
    />
  );
}

// happy-dom draws no virtual rows: the header's box and the summary row are checked here, the rows' boxes by
// the selection stories in Chromium (report-table-selection.stories.tsx).
describe('ReportTable selection', () => {
  it('has no select column without a selection', () => {
    render(
      <ReportTable label="Keywords" titleInfos={keywordTitleInfos} rows={rows} summary={keywordSummary} />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('关键词');
  });

  it('chooses the rows of the page shown from the header, mixed while some are, and clears them', async () => {
    let chosen: string[] = [];
    render(<Selectable initial={['kw-3', 'kw-22']} onChange={(keys) => (chosen = keys)} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toBePartiallyChecked();
    const [selectHeader, keywordHeader] = screen.getAllByRole('columnheader');
    expect(selectHeader).toContainElement(all);
    expect(keywordHeader).toHaveAccessibleName('关键词');

    await userEvent.click(all);
    expect(chosen).toEqual([
      'kw-3',
      'kw-22',
      ...rows
        .slice(0, 20)
        .map((row) => row.id)
        .filter((id) => id !== 'kw-3'),
    ]);
    expect(all).toBeChecked();

    await userEvent.click(all);
    // The other page's row stays chosen.
    expect(chosen).toEqual(['kw-22']);
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
  });

  it('leaves the summary row without a box, its first cell empty', () => {
    render(<Selectable initial={[]} onChange={() => undefined} />);
    const foot = document.querySelector('.rt-foot')!;
    expect(foot.querySelector('input')).toBeNull();
    expect([...foot.querySelectorAll('[role=cell]')].slice(0, 2).map((cell) => cell.textContent)).toEqual([
      '',
      'Total',
    ]);
  });
});
