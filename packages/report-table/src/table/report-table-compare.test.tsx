import { titleInfos } from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildColumns, computeSummary } from '@adconsole/report-table-rules';
import { ReportTable } from './report-table';
import { useRenderCell } from './report-cell';

// The change columns of a period comparison (docs/requirements.md#period-comparison), as the server
// describes them: the table knows them by their renderer, not by the metric.
const infos = titleInfos(['reportDates', 'cost', 'click'], 'day', 'en', true);
const rows = [
  {
    id: 1,
    reportDates: '2026-11-02',
    cost: 112.34,
    costPrevious: 100,
    costChange: 0.1234,
    click: 4,
    clickPrevious: 0,
    clickChange: null,
  },
  {
    id: 2,
    reportDates: '2026-11-01',
    cost: 48,
    costPrevious: 50,
    costChange: -0.04,
    click: 5,
    clickPrevious: 5,
    clickChange: 0,
  },
];
const inEnglish = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createI18n('en')}>{children}</I18nextProvider>
);

describe('change columns', () => {
  it('come after their metric, titled in the language, the previous value drawn as the metric', () => {
    expect(buildColumns(infos).map((column) => [column.title, column.unit, column.sortable])).toEqual([
      ['Date', null, true],
      ['Cost', '￥', true],
      ['Cost (previous period)', '￥', true],
      ['Cost Δ%', '%*100', true],
      ['Clicks', 't', true],
      ['Clicks (previous period)', 't', true],
      ['Clicks Δ%', '%*100', true],
    ]);
  });

  it('draw a change signed with one decimal, its direction as a class and an arrow, — without one', () => {
    const columns = buildColumns(infos);
    const [costChange, clickChange] = ['costChange', 'clickChange'].map((id) =>
      columns.find((c) => c.id === id)!,
    );
    const { result } = renderHook(() => useRenderCell(undefined), { wrapper: inEnglish });
    const cell = (column: typeof costChange, row: (typeof rows)[number]) => {
      const { container, unmount } = render(<div>{result.current(column!, row)}</div>);
      const change = container.querySelector('.rt-change')!;
      const drawn = { text: change.textContent, className: change.className };
      unmount();
      return drawn;
    };
    expect(cell(costChange, rows[0]!)).toEqual({ text: '▲+12.3%', className: 'rt-change rt-change-up' });
    expect(cell(costChange, rows[1]!)).toEqual({ text: '▼−4.0%', className: 'rt-change rt-change-down' });
    expect(cell(clickChange, rows[1]!)).toEqual({ text: '0.0%', className: 'rt-change rt-change-flat' });
    expect(cell(clickChange, rows[0]!)).toEqual({ text: '—', className: 'rt-change' });
  });

  it('are not totalled from the rows: a change of the sums is not the sum of the changes', () => {
    const summary = computeSummary(rows, buildColumns(infos));
    expect(summary).toEqual({
      reportDates: null,
      cost: 160.34,
      costPrevious: 150,
      costChange: null,
      click: 9,
      clickPrevious: 5,
      clickChange: null,
    });
  });

  it("show the server's summary changes, — where it has none", () => {
    render(
      <ReportTable
        titleInfos={infos}
        rows={rows}
        summaryRow={{
          cost: 160.34,
          costPrevious: 150,
          costChange: 0.0689,
          click: 9,
          clickPrevious: 0,
          clickChange: null,
        }}
      />,
      { wrapper: inEnglish },
    );
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '￥160.34', '￥150.00', '▲+6.9%', '9', '0', '—']);
  });
});
