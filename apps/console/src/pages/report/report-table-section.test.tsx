import {
  catalogueReportByPath,
  endpoints,
  type CustomReportFields,
  type Endpoint,
  type ReportListData,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { AccessContext } from '../../route-info/access';
import { parseReportParams } from '../../lib/report-params';
import { ReportTableSection } from './report-table-section';
import { customField, testMetric, testUser } from '../../lib/testing/fixtures';

const report = catalogueReportByPath('/keywordSearch/keywordReport')!;
const state = parseReportParams(report, new URLSearchParams(), Date.parse('2026-11-21T08:00:00Z'));

const user = testUser();

/** The keyword report's columns as the fields call offers them: the user's metric 7 among them (field -7). */
const fields: CustomReportFields = {
  channel: 'search',
  section: 'keyword',
  customized: true,
  fieldIds: [1, 33, 38, -7],
  fields: [
    customField(1, 'keyword', 'Keyword'),
    customField(33, 'cost', 'Cost'),
    customField(38, 'conversion', 'Conversions'),
    customField(2, 'matchType', 'Match type'),
    customField(-7, 'calc_7', 'Cost per lead'),
  ],
  widths: {},
};

const metric = (id: number, name: string, mine: boolean) =>
  testMetric(id, name, { decimals: 1, shared: !mine, mine });

const info = (dataKey: string, titleName: string): TitleInfo => ({
  titleName,
  dataKey,
  isSort: dataKey !== 'keyword',
  valueType: dataKey === 'keyword' ? 'String' : 'Double',
  domType: 'text',
});
const answer: { data: ReportListData } = {
  data: {
    titleInfos: [
      info('keyword', 'Keyword'),
      info('cost', 'Cost'),
      info('conversion', 'Conversions'),
      // The server answers the metric with its unit's two decimals; the metric asks for one.
      { ...info('calc_7', 'Cost per lead'), unit: '￥' },
    ],
    list: [{ id: 1, keyword: 'running shoes', cost: 123.45, conversion: 10, calc_7: 12.345 }],
    summary: { cost: 123.45, conversion: 10, calc_7: 12.345 },
  },
};

/** Where the test changes the fields the section is given, as the page's query would on a new answer. */
const fieldsChange: { show?: (next: CustomReportFields) => void } = {};

/** The section as the report page holds it. */
function Section() {
  const [shown, setShown] = useState(fields);
  useEffect(() => {
    fieldsChange.show = setShown;
  }, []);
  return (
    <AccessContext.Provider value={{ user, routes: [] }}>
      <ReportTableSection
        report={report}
        title="Keyword report"
        state={state}
        fields={shown}
        answer={answer}
        loading={false}
        error={false}
        onChange={() => undefined}
      />
    </AccessContext.Provider>
  );
}

const made = metric(8, 'Conversions per yuan', true);

/** The section over a server answering the user's metrics, a save of a metric, and a save of the columns. */
const renderSection = () =>
  renderAnswering(
    <Section />,
    endpoints.saveCustomReportFields,
    200,
    { code: 200, msg: 'Success', data: fields },
    new Map<Endpoint, unknown>([
      [endpoints.calculatedColumnList, [metric(7, 'Cost per lead', true), metric(9, 'Shared CPA', false)]],
      [endpoints.calculatedColumnSave, made],
    ]),
  );

const table = () => screen.getByRole('table', { name: 'Keyword report' });
const cellsOf = (title: string) => {
  const index = within(table())
    .getAllByRole('columnheader')
    .findIndex((header) => header.getAttribute('aria-label') === title);
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
};

// Calculated columns on a report page (docs/requirements.md#calculated-columns).
describe('ReportTableSection with calculated columns', () => {
  it("shows a metric's column in its own decimals, and edits one's own from its column menu", async () => {
    renderSection();
    await waitFor(() => expect(cellsOf('Cost per lead')).toEqual(['￥12.3', '￥12.3']));
    await userEvent.click(screen.getByRole('button', { name: 'Column options for Cost per lead' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit calculated column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calculated column' });
    expect(within(dialog).getByRole('combobox', { name: 'Formula' })).toHaveValue('Cost / Conversions');
    // A report's own column has nothing to edit.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Column options for Cost' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit calculated column' })).toBeNull();
  });

  it('makes a metric from the column chooser and shows its column once the report offers it', async () => {
    const { sent } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    // The chooser lists a metric's column like the report's own.
    expect(screen.getByRole('checkbox', { name: 'Cost per lead' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Match type' })).not.toBeChecked();
    const action = screen.getByRole('button', { name: 'New calculated column' });
    action.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New calculated column' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), made.name);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Formula' }), 'conversion / cost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    // The fields call answers again with the new metric: it joins the chosen columns, last.
    act(() =>
      fieldsChange.show!({
        ...fields,
        fields: [...fields.fields, customField(-8, 'calc_8', 'Conversions per yuan')],
      }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { channel: 'search', section: 'keyword', fieldIds: [1, 33, 38, -7, -8], widths: {} },
      ]),
    );
  });

  it('shows the new column also when the report offers it before the dialog says it is saved', async () => {
    const { sent } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    await userEvent.click(screen.getByRole('button', { name: 'New calculated column' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calculated column' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), made.name);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Formula' }), 'conversion / cost');
    // The save refreshes the report's fields before the dialog hears of it.
    act(() =>
      fieldsChange.show!({
        ...fields,
        fields: [...fields.fields, customField(-8, 'calc_8', 'Conversions per yuan')],
      }),
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { channel: 'search', section: 'keyword', fieldIds: [1, 33, 38, -7, -8], widths: {} },
      ]),
    );
  });
});
