import { requestOf } from '@adconsole/api-client';
import {
  catalogueReportByPath,
  reportListEndpoint,
  reportFieldEndpoints,
  calculatedColumnEndpoints,
  reportViewEndpoints,
  userEndpoints,
  type Endpoint,
} from '@adconsole/api-client/contract';
import { storedLanguage } from '@adconsole/i18n';
import { parseReportParams, reportRequest } from '../lib/report-params';
import { createAccountStore } from './current-account';
import { fetchEarly } from './early-answers';
import { getToken } from './token';

/**
 * The calls a page opened at `path` waits for before its rows: the user's details and route list on every page;
 * on a report's page the report's columns, the calculated metrics and, for the account kept from the last
 * visit, the user's views and the report's first rows.
 */
function firstCalls(path: string, search: string, accountId: number): [Endpoint, object][] {
  const calls: [Endpoint, object][] = [
    [userEndpoints.getUserInfo, {}],
    [userEndpoints.getRouters, {}],
  ];
  const report = catalogueReportByPath(path);
  if (!report) return calls;
  calls.push(
    [reportFieldEndpoints.customReportFields, { channel: report.channel, section: report.section }],
    [calculatedColumnEndpoints.calculatedColumnList, {}],
  );
  // Without a kept account the page asks for views once the user's accounts have chosen one, and its rows after.
  if (!accountId) return calls;
  calls.push([reportViewEndpoints.reportViews, {}]);
  // Opened without a link's params, the page shows the report's default rows unless the user keeps a default
  // view: its first page is asked now, on the bet that there is none. With one, the page asks for the view's
  // rows and this answer goes unused.
  if (!search) {
    const state = parseReportParams(report, new URLSearchParams(), Date.now());
    calls.push([reportListEndpoint(report.channel, report.section), reportRequest(report, state)]);
  }
  return calls;
}

/**
 * Sends the calls the page waits for (see `firstCalls`) at once, as the console's client will ask for them,
 * while the console's code is still on its way (docs/architecture.md#early-calls).
 */
export function startEarlyCalls(): void {
  if (!getToken()) return;
  const options = {
    getToken,
    getLanguage: () => storedLanguage(),
    getAccountId: createAccountStore().accountId,
  };
  for (const [endpoint, input] of firstCalls(
    window.location.pathname,
    window.location.search,
    options.getAccountId(),
  )) {
    const { url, init } = requestOf(options, endpoint, input);
    fetchEarly(url, init);
  }
}
