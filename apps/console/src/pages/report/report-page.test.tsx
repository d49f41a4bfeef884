import {
  catalogueReportByPath,
  endpoints,
  fullRouteSet,
  type Endpoint,
  type CustomReportFields,
  type ReportView,
  type UserInfo,
} from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { createServices } from '../../session/services';
import { ServicesContext } from '../../session/services-context';
import { AccessContext } from '../../route-info/access';
import { findPage, resolveRoutes } from '../../route-info/route-tree';
import { providerWithoutReport } from './report-offered';
import { ReportPage } from './report-page';
import { customField } from '../../lib/testing/fixtures';

const baiduFeed = { accountId: 7, accountNo: 'acme-feed-01', provider: 'baidu' };
const sandbox = { accountId: 8, accountNo: 'adc-shared-01', provider: 'sandbox' };

const reportAt = (path: string) => catalogueReportByPath(path)!;

describe('providerWithoutReport', () => {
  it('names Baidu for the feed sections it has no report for, and nothing for those it has', () => {
    const accounts = [baiduFeed, sandbox];
    expect(providerWithoutReport(accounts, 7, reportAt('/feeds/regionReport'))).toBe('baidu');
    expect(providerWithoutReport(accounts, 7, reportAt('/feeds/crowdWeekly'))).toBe('baidu');
    expect(providerWithoutReport(accounts, 7, reportAt('/feeds/designDailyReport'))).toBeUndefined();
    expect(providerWithoutReport(accounts, 7, reportAt('/keywordSearch/regionReport'))).toBeUndefined();
  });

  it('names nothing for a sandbox account, or an account the user does not hold', () => {
    expect(providerWithoutReport([baiduFeed, sandbox], 8, reportAt('/feeds/regionReport'))).toBeUndefined();
    expect(providerWithoutReport([sandbox], 7, reportAt('/feeds/regionReport'))).toBeUndefined();
    expect(providerWithoutReport([baiduFeed], undefined, reportAt('/feeds/regionReport'))).toBeUndefined();
  });
});

const user: UserInfo = {
  userName: 'acme.sem',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 2,
  accounts: [baiduFeed],
  permissions: ['report:list'],
};

/** The report page at a path for the user above, their Baidu feed account current, as the shell renders it. */
function renderReportPage(path: string, language: Language) {
  const i18n = createI18n(language);
  const services = createServices(i18n, () => undefined);
  services.account.reconcile(user.accounts);
  const routes = resolveRoutes(fullRouteSet(), user.roles);
  return render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>
        <AccessContext.Provider value={{ user, routes }}>
          <ReportPage route={findPage(routes, path)!.route} />
        </AccessContext.Provider>
      </ServicesContext.Provider>
    </I18nextProvider>,
  );
}

describe('ReportPage of a section the account’s provider has no report for', () => {
  it('says so under the page’s title, in place of the date bar, the table and the export', () => {
    renderReportPage('/feeds/regionReport', 'en');
    expect(screen.getByRole('region', { name: 'Region daily report' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Baidu Marketing offers no report for this section, so there is nothing to show for the account ' +
        'acme-feed-01. The other report pages have its data.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('says so in the reader’s language, the provider named in the glossary’s words', () => {
    renderReportPage('/feeds/newInterestWeekly', 'cn');
    expect(screen.getByRole('status')).toHaveTextContent(
      '百度营销不提供此类报告，因此账户 acme-feed-01 在此没有数据可显示。其他报告页面有该账户的数据。',
    );
  });
});

describe('ReportPage opening a view with columns the report no longer offers', () => {
  const sandboxUser: UserInfo = { ...user, accounts: [sandbox] };
  const fields: CustomReportFields = {
    channel: 'search',
    section: 'keyword',
    customized: false,
    fieldIds: [1, 33],
    fields: [customField(1, 'keyword'), customField(33, 'cost')],
    widths: {},
  };
  // Its metric 8 is gone (or no longer fits the report), and so is its metric 9.
  const view: ReportView = {
    id: 4,
    name: 'Leads',
    channel: 'search',
    section: 'keyword',
    granularity: 'day',
    isDefault: false,
    own: true,
    state: {
      version: 1,
      columns: { order: ['keyword', 'calc_8', 'cost', 'calc_9'], hidden: [] },
      range: { reportDefault: true },
    },
    updatedTime: 0,
  };

  it('says how many of its columns are no longer available, in the reader’s language', async () => {
    const path = '/keywordSearch/keywordReport';
    const i18n = createI18n('en');
    const services = createServices(i18n, () => undefined);
    services.account.reconcile(sandboxUser.accounts);
    const routes = resolveRoutes(fullRouteSet(), sandboxUser.roles);
    renderAnswering(
      <MemoryRouter initialEntries={[`${path}?view=4`]}>
        <ServicesContext.Provider value={services}>
          <AccessContext.Provider value={{ user: sandboxUser, routes }}>
            <ReportPage route={findPage(routes, path)!.route} />
          </AccessContext.Provider>
        </ServicesContext.Provider>
      </MemoryRouter>,
      endpoints.reportView,
      200,
      { code: 200, msg: 'Success', data: view },
      new Map<Endpoint, unknown>([
        [endpoints.customReportFields, fields],
        [endpoints.reportViews, [view]],
      ]),
    );
    const notice = await screen.findByText(
      'Columns of the view “Leads” that this report no longer offers: 2. They are not shown.',
      { exact: false },
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });
});
