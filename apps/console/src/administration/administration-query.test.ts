import { describe, expect, it } from 'vitest';
import { readListParams } from '../lib/list-params';
import {
  companyListRequest,
  CompanyQuery,
  costReportRequest,
  CostReportView,
  customerListRequest,
  CustomerQuery,
  providerAccountListRequest,
  ProviderAccountQuery,
} from './administration-query';

const read = <Q>(schema: Parameters<typeof readListParams<Q>>[0], search: string) =>
  readListParams(schema, new URLSearchParams(search));

describe('the administration lists in their URLs', () => {
  it('ask for the page, the search and the sort the URL holds', () => {
    expect(
      customerListRequest(read(CustomerQuery, 'page=2&size=50&name=%20Acme%20&sortCol=name&sortOrder=asc')),
    ).toEqual({
      page: { number: 2, size: 50, sortCol: 'name', sortOrder: 'asc' },
      query: { name: 'Acme' },
    });
    expect(companyListRequest(read(CompanyQuery, 'customerId=7'))).toEqual({
      page: { number: 1, size: 20 },
      query: { name: undefined, customerId: 7 },
    });
  });

  it('open a hand-edited link with what is valid of it', () => {
    expect(
      providerAccountListRequest(
        read(
          ProviderAccountQuery,
          'page=x&size=15&channel=tv&companyId=-1&customerId=3&sortCol=users&sortOrder=asc&accountNo=',
        ),
      ),
    ).toEqual({
      page: { number: 1, size: 20 },
      query: { accountNo: undefined, channel: undefined, companyId: undefined, customerId: 3 },
    });
  });

  it('ask the cost report for the picked range, by day and customer until others are chosen', () => {
    const range = { beginDate: '2026-10-01', endDate: '2026-10-31' };
    expect(costReportRequest(read(CostReportView, 'beginDate=2026-10-01&endDate=2026-10-31'), range)).toEqual(
      {
        page: { number: 1, size: 20 },
        query: { ...range, timeUnit: 'day', groupBy: 'customer' },
      },
    );
    expect(
      costReportRequest(
        read(CostReportView, 'timeUnit=month&groupBy=account&sortCol=cost&sortOrder=desc&page=3'),
        range,
      ),
    ).toEqual({
      page: { number: 3, size: 20, sortCol: 'cost', sortOrder: 'desc' },
      query: { ...range, timeUnit: 'month', groupBy: 'account' },
    });
  });
});
