import { titleInfos } from '@adconsole/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCalculatedValue, type TitleInfo } from '@adconsole/report-table-rules';
import type { CalculatedColumn } from './calculated-columns';
import { columnTexts, headerTitles, summaryTexts as summaryOf } from '../stories/table-queries';
import { ReportTable } from './report-table';
import { loadCalculatedColumns } from './use-calculated-columns';

const infos: TitleInfo[] = [
  { titleName: 'Keyword', dataKey: 'keyword', isSort: false, valueType: 'String', domType: 'text' },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', unit: '￥' },
  {
    titleName: 'Conversions',
    dataKey: 'conversion',
    isSort: true,
    valueType: 'Long',
    domType: 'text',
    unit: 't',
  },
];
// Cost per conversion by row: 25, 50 and none (no conversion). The mean of the rows' values is 37.50; the
// total is Σcost ÷ Σconversions = 180 ÷ 5 = 36.
const rows = [
  { id: 'a', keyword: 'running shoes', cost: 100, conversion: 4 },
  { id: 'b', keyword: 'trail shoes', cost: 50, conversion: 1 },
  { id: 'c', keyword: 'shoe laces', cost: 30, conversion: 0 },
];
const costPerConversion: CalculatedColumn = {
  key: 'calc_1',
  title: 'Cost per conversion',
  formula: 'cost ÷ conversion',
  format: 'money',
  decimals: 2,
};

const bodyTexts = (title: string) => columnTexts(screen.getByRole('table'), title);
const summaryTexts = () => summaryOf(screen.getByRole('table'));

describe('calculated columns', () => {
  // Their rules load when a table first computes some: fetched ahead, as a host may, so each table shows them at
  // once (the last test shows a table waiting for them).
  beforeAll(() => loadCalculatedColumns());

  it("work out each row's value, -- where it divides by zero, and total over the sums", () => {
    render(<ReportTable titleInfos={infos} rows={rows} summary calculatedColumns={[costPerConversion]} />);
    expect(bodyTexts('Cost per conversion')).toEqual(['￥25.00', '￥50.00', '--']);
    expect(summaryTexts()).toEqual(['Total', '￥180.00', '5', '￥36.00']);
  });

  it('total over the sums however the other columns are totalled (an average would give ￥37.50)', () => {
    render(
      <ReportTable
        titleInfos={infos}
        rows={rows}
        summary={{ mode: 'average' }}
        calculatedColumns={[costPerConversion]}
      />,
    );
    expect(summaryTexts()).toEqual(['Total', '￥60.00', '1.67', '￥36.00']);
  });

  it("total a server's summary row over its sums, -- when its denominator is 0", () => {
    const { unmount } = render(
      <ReportTable
        titleInfos={infos}
        rows={rows}
        summaryRow={{ cost: 180, conversion: 5 }}
        calculatedColumns={[costPerConversion]}
      />,
    );
    expect(summaryTexts()).toEqual(['Total', '￥180.00', '5', '￥36.00']);
    unmount();
    render(
      <ReportTable
        titleInfos={infos}
        rows={rows.slice(2)}
        summaryRow={{ cost: 30, conversion: 0 }}
        calculatedColumns={[costPerConversion]}
      />,
    );
    expect(summaryTexts()).toEqual(['Total', '￥30.00', '0', '--']);
  });

  it('sort by their values, empty values last both ways', async () => {
    render(<ReportTable titleInfos={infos} rows={rows} calculatedColumns={[costPerConversion]} />);
    const header = screen.getByRole('button', { name: 'Cost per conversion' });
    await userEvent.click(header);
    expect(header.closest('[role=columnheader]')).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts('Keyword')).toEqual(['running shoes', 'trail shoes', 'shoe laces']);
    await userEvent.click(header);
    expect(bodyTexts('Keyword')).toEqual(['trail shoes', 'running shoes', 'shoe laces']);
    expect(bodyTexts('Cost per conversion')).toEqual(['￥50.00', '￥25.00', '--']);
  });

  it('follow a compared report: the previous value over the previous inputs and its change', () => {
    const compared = titleInfos(['reportDates', 'cost', 'click'], 'day', 'en', true);
    const cpc: CalculatedColumn = {
      key: 'calc_2',
      title: 'My CPC',
      formula: 'cost / click',
      format: 'number',
      decimals: 3,
    };
    render(
      <ReportTable
        titleInfos={compared}
        rows={[
          { id: 1, reportDates: '2026-11-02', cost: 12, costPrevious: 10, click: 4, clickPrevious: 5 },
          { id: 2, reportDates: '2026-11-01', cost: 9, costPrevious: 0, click: 3, clickPrevious: 0 },
        ]}
        summaryRow={{ cost: 21, costPrevious: 10, click: 7, clickPrevious: 5 }}
        calculatedColumns={[cpc]}
      />,
    );
    expect(bodyTexts('My CPC')).toEqual(['3.000', '3.000']);
    expect(bodyTexts('My CPC (previous period)')).toEqual(['2.000', '--']);
    expect(bodyTexts('My CPC Δ%')).toEqual(['▲+50.0%', '—']);
    // 21 ÷ 7 = 3 against 10 ÷ 5 = 2: +50 %, where the mean of the rows' changes would say nothing.
    expect(summaryTexts().slice(-3)).toEqual(['3.000', '2.000', '▲+50.0%']);
  });

  it('colour a change the other way round for a metric whose higher value is better, arrows and signs kept', () => {
    const compared = titleInfos(['reportDates', 'cost', 'click'], 'day', 'en', true);
    const clicksPerYuan: CalculatedColumn = {
      key: 'calc_3',
      title: 'Clicks per yuan',
      formula: 'click / cost',
      format: 'number',
      decimals: 2,
      better: 'higher',
    };
    const cpc: CalculatedColumn = {
      ...clicksPerYuan,
      key: 'calc_4',
      title: 'My CPC',
      formula: 'cost / click',
      better: 'lower',
    };
    render(
      <ReportTable
        titleInfos={compared}
        rows={[
          {
            id: 1,
            reportDates: '2026-11-02',
            cost: 10,
            costPrevious: 10,
            click: 5,
            clickPrevious: 4,
            clickChange: 0.25,
          },
          {
            id: 2,
            reportDates: '2026-11-01',
            cost: 10,
            costPrevious: 10,
            click: 2,
            clickPrevious: 4,
            clickChange: -0.5,
          },
        ]}
        calculatedColumns={[clicksPerYuan, cpc]}
      />,
    );
    const changes = (title: string) => {
      const index = headerTitles(screen.getByRole('table')).indexOf(title);
      return screen
        .getAllByRole('row')
        .filter((row) => row.closest('.rt-body'))
        .map((row) => row.querySelectorAll('[role="cell"]')[index]!.firstElementChild!.className);
    };
    expect(bodyTexts('Clicks per yuan Δ%')).toEqual(['▲+25.0%', '▼−50.0%']);
    expect(changes('Clicks per yuan Δ%')).toEqual([
      'rt-change rt-change-up rt-change-higher',
      'rt-change rt-change-down rt-change-higher',
    ]);
    expect(bodyTexts('My CPC Δ%')).toEqual(['▼−20.0%', '▲+100.0%']);
    expect(changes('My CPC Δ%')).toEqual(['rt-change rt-change-down', 'rt-change rt-change-up']);
    // The report's own change columns keep their colours.
    expect(changes('Clicks Δ%')).toEqual(['rt-change rt-change-up', 'rt-change rt-change-down']);
  });

  it('stand where a titleInfo of their key places them, their comparison columns after them', () => {
    render(
      <ReportTable
        titleInfos={[
          { titleName: 'CPA', dataKey: 'calc_1', isSort: true, valueType: 'Double', domType: 'text' },
          ...titleInfos(['cost', 'conversion'], 'day', 'en', true),
        ]}
        rows={[{ id: 1, cost: 12, costPrevious: 10, conversion: 4, conversionPrevious: 5 }]}
        calculatedColumns={[costPerConversion]}
      />,
    );
    expect(headerTitles(screen.getByRole('table')).slice(0, 4)).toEqual([
      'CPA',
      'CPA (previous period)',
      'CPA Δ%',
      'Cost',
    ]);
    expect(bodyTexts('CPA Δ%')).toEqual(['▲+50.0%']);
  });

  it("on the server side, draw the server's values and totals in their format, computing none", () => {
    render(
      <ReportTable
        mode="server"
        titleInfos={[
          ...infos,
          { titleName: 'CPA', dataKey: 'calc_1', isSort: true, valueType: 'Double', domType: 'text' },
        ]}
        rows={[{ id: 'a', keyword: 'running shoes', cost: 100, conversion: 4, calc_1: 24.5 }]}
        summaryRow={{ cost: 180, conversion: 5, calc_1: 35.5 }}
        calculatedColumns={[{ ...costPerConversion, decimals: 1 }]}
        sort={null}
        onSortChange={() => {}}
        page={1}
        size={20}
        totalCount={1}
        onPageChange={() => {}}
      />,
    );
    expect(bodyTexts('CPA')).toEqual(['￥24.5']);
    expect(summaryTexts()).toEqual(['Total', '￥180.00', '5', '￥35.5']);
  });

  it('are ordered, hidden and shown by their key, as the column settings (and views) keep columns', async () => {
    const onChange = vi.fn();
    render(
      <ReportTable
        titleInfos={infos}
        rows={rows}
        calculatedColumns={[costPerConversion]}
        columnSettings={{
          settings: { order: ['keyword', 'calc_1', 'cost', 'conversion'], hidden: ['conversion'] },
          onChange,
          reset: () => {},
        }}
      />,
    );
    expect(headerTitles(screen.getByRole('table'))).toEqual(['Keyword', 'Cost per conversion', 'Cost']);
    expect(bodyTexts('Cost per conversion')).toEqual(['￥25.00', '￥50.00', '--']);
    await userEvent.click(screen.getByRole('button', { name: 'Column options for Cost per conversion' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
    expect(onChange).toHaveBeenLastCalledWith({
      order: ['keyword', 'calc_1', 'cost', 'conversion'],
      hidden: ['conversion', 'calc_1'],
    });
  });

  it('show a formula that does not fit the report as --', () => {
    render(
      <ReportTable
        titleInfos={infos}
        rows={rows}
        summary
        calculatedColumns={[{ ...costPerConversion, formula: 'cost / impression' }]}
      />,
    );
    expect(bodyTexts('Cost per conversion')).toEqual(['--', '--', '--']);
    expect(summaryTexts().at(-1)).toBe('--');
  });

  it('write numbers, percentages (of a ratio) and money with the decimals asked for', () => {
    expect(formatCalculatedValue(1234.5678, 'number', 0)).toBe('1,235');
    expect(formatCalculatedValue(0.012345, 'percent', 2)).toBe('1.23%');
    expect(formatCalculatedValue(-12.3456, 'money', 4)).toBe('-￥12.3456');
    expect(formatCalculatedValue(null, 'money', 2)).toBe('--');
  });

  it('show the table loading until their rules are here, its rows as given, then their values', async () => {
    // A fresh copy of the table, whose rules have not been fetched yet.
    vi.resetModules();
    const fresh = await import('./report-table');
    render(
      <fresh.ReportTable titleInfos={infos} rows={rows} summary calculatedColumns={[costPerConversion]} />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(headerTitles(table)).toEqual(['Keyword', 'Cost', 'Conversions']);
    await waitFor(() => expect(bodyTexts('Cost per conversion')).toEqual(['￥25.00', '￥50.00', '--']));
    expect(table).not.toHaveAttribute('aria-busy');
    expect(summaryTexts()).toEqual(['Total', '￥180.00', '5', '￥36.00']);
  });
});
