import {
  catalogueReportByPath,
  endpoints,
  fullRouteSet,
  reportListEndpoint,
  type CustomReportFields,
  type Endpoint,
  type ReportListData,
  type UserInfo,
} from '@adconsole/api-client/contract';
import { createI18n } from '@adconsole/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../lib/testing/answering-server';
import { customField, testUser } from '../lib/testing/fixtures';
import { ReportPage } from '../pages/report/report-page';
import { AccessContext } from '../route-info/access';
import { findPage, resolveRoutes } from '../route-info/route-tree';
import { createServices } from '../session/services';
import { ServicesContext } from '../session/services-context';
import { unitLists } from './negatives/testing/negative-samples';

const account = { accountId: 8, accountNo: 'adc-shared-01', provider: 'sandbox' };
const path = '/keywordSearch/searchTermReport';

const fields: CustomReportFields = {
  channel: 'search',
  section: 'searchTerm',
  customized: false,
  fieldIds: [1, 2],
  fields: [customField(1, 'showWord'), customField(2, 'conversion')],
  widths: {},
};

const row = (termId: number, showWord: string, adgroupId: number) => ({
  termId,
  showWord,
  adgroupId,
  adgroupName: `unit ${adgroupId}`,
  campaignId: 1,
  campaignName: '鲜花计划',
  conversion: 0,
});

const answer: ReportListData = {
  titleInfos: [
    { titleName: 'Search term', dataKey: 'showWord', isSort: false, valueType: 'String', domType: 'text' },
    { titleName: 'Conversions', dataKey: 'conversion', isSort: true, valueType: 'Long', domType: 'text' },
  ],
  list: [row(101, '北京鲜花速递', 11), row(102, 'free flowers shop', 11), row(103, '上海鲜花', 12)],
  summary: { conversion: 0 },
};

/** The search-term report of a user with `permissions`, its list answered with the three rows above. */
function renderSearchTerms(permissions: string[]) {
  const user: UserInfo = testUser(permissions, { accounts: [account] });
  const services = createServices(createI18n('en'), () => undefined);
  services.account.reconcile(user.accounts);
  const routes = resolveRoutes(fullRouteSet(), user.roles);
  const report = catalogueReportByPath(path)!;
  return renderAnswering(
    <MemoryRouter initialEntries={[path]}>
      <ServicesContext.Provider value={services}>
        <AccessContext.Provider value={{ user, routes }}>
          <ReportPage route={findPage(routes, path)!.route} />
        </AccessContext.Provider>
      </ServicesContext.Provider>
    </MemoryRouter>,
    endpoints.negativeWordList,
    200,
    { code: 200, msg: 'Success', data: unitLists },
    new Map<Endpoint, unknown>([
      [endpoints.customReportFields, fields],
      [reportListEndpoint(report.channel, report.section), answer],
    ]),
  );
}

// Choosing report rows to act on (docs/requirements.md#ad-changes). happy-dom draws no virtual rows: the
// header's box chooses the page's rows here; the e2e chooses single rows in Chromium.
describe('the report page’s selection', () => {
  it('offers a user who may change ads the rows of the search-term report, and what to do with them', async () => {
    const { sent } = renderSearchTerms(['report:list', 'ad:edit']);
    const all = await screen.findByRole('checkbox', { name: 'Select all rows on this page' });
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();

    await userEvent.click(all);
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByRole('status')).toHaveTextContent('3 selected');
    expect(within(bar).getByRole('button', { name: 'Add as negative keywords' })).toBeEnabled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    expect(all).not.toBeChecked();
    // The negative lists of the rows' two units are read once each, for the tags of negated terms.
    await waitFor(() =>
      expect(sent).toEqual([
        { accountId: 8, level: 'unit', targetId: 11 },
        { accountId: 8, level: 'unit', targetId: 12 },
      ]),
    );
  });

  it('opens the negatives dialog with the chosen terms grouped by their unit', async () => {
    renderSearchTerms(['report:list', 'ad:edit']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add as negative keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add as negative keywords' });
    expect(dialog).toHaveAccessibleDescription('Search terms selected: 3');
    // Named as the report names them; both units answer the sample unit's lists here.
    expect(
      (await within(dialog).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['unit 11: 1/200 phrase, 1/200 exact', 'unit 12: 1/200 phrase, 1/200 exact']);
  });

  it('offers nothing to a user who may only read reports', async () => {
    const { called, sent } = renderSearchTerms(['report:list']);
    await screen.findByRole('table', { name: 'Search term daily report' });
    await waitFor(() => expect(called.some((call) => call.endsWith('/list'))).toBe(true));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(sent).toEqual([]);
  });
});
