import {
  CompanyListRequest,
  CostReportRequest,
  CustomerListRequest,
  ProviderAccountListRequest,
  costGroups,
  costTimeUnits,
  providerChannels,
  sortOrders,
  type ListSort,
} from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../lib/list-params';

/** A search text of the URL: trimmed, and left out when empty, so a cleared box searches everything. */
const urlText = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    z.string().max(64).optional(),
  )
  .catch(undefined);

/** An id of the URL (a customer, a company), left out when missing or not one. */
const urlId = z
  .preprocess(
    (value) => (value === undefined ? undefined : Number(value)),
    z.number().int().min(1).optional(),
  )
  .catch(undefined);

/** A list's sort in its URL: one of the list's sortable columns and an order, or the server's default order. */
function urlSort<Col extends string>(sortable: readonly [Col, ...Col[]]) {
  return {
    sortCol: z.enum(sortable).optional().catch(undefined),
    sortOrder: z.enum(sortOrders).optional().catch(undefined),
  };
}

/** The page request of a list's URL state: its page, its size and its sort when one is chosen. */
function pageOf<Col extends string>(query: {
  page: number;
  size: number;
  sortCol?: Col;
  sortOrder?: ListSort['sortOrder'];
}) {
  const { page, size, sortCol, sortOrder } = query;
  return {
    number: page,
    size,
    ...(sortCol && sortOrder ? { sortCol, sortOrder } : {}),
  };
}

/** The customers' list in its URL (docs/requirements.md#lists-and-paging): page, name searched, sort. */
export const CustomerQuery = z.object({
  ...urlPage(CustomerListRequest),
  name: urlText,
  ...urlSort(['name', 'createdTime']),
});
export type CustomerQuery = z.infer<typeof CustomerQuery>;

export function customerListRequest(query: CustomerQuery): z.input<typeof CustomerListRequest> {
  return { page: pageOf(query), query: { name: query.name } };
}

/** The companies' list in its URL: page, name searched, the customer they belong to, sort. */
export const CompanyQuery = z.object({
  ...urlPage(CompanyListRequest),
  name: urlText,
  customerId: urlId,
  ...urlSort(['name', 'createdTime']),
});
export type CompanyQuery = z.infer<typeof CompanyQuery>;

export function companyListRequest(query: CompanyQuery): z.input<typeof CompanyListRequest> {
  return { page: pageOf(query), query: { name: query.name, customerId: query.customerId } };
}

/** The provider accounts' list in its URL: page, number searched, channel, company, customer, sort. */
export const ProviderAccountQuery = z.object({
  ...urlPage(ProviderAccountListRequest),
  accountNo: urlText,
  channel: z.enum(providerChannels).optional().catch(undefined),
  companyId: urlId,
  customerId: urlId,
  ...urlSort(['accountNo', 'balance', 'createdTime']),
});
export type ProviderAccountQuery = z.infer<typeof ProviderAccountQuery>;

export function providerAccountListRequest(
  query: ProviderAccountQuery,
): z.input<typeof ProviderAccountListRequest> {
  const { accountNo, channel, companyId, customerId } = query;
  return { page: pageOf(query), query: { accountNo, channel, companyId, customerId } };
}

/**
 * The cost report's view in its URL beside its range (docs/requirements.md#cost-report): page, time unit,
 * grouping and sort; by day and by customer until chosen.
 */
export const CostReportView = z.object({
  ...urlPage(CostReportRequest),
  // The range is the range picker's (useRangeParams); kept here so a change of the view keeps it.
  beginDate: z.string().optional(),
  endDate: z.string().optional(),
  timeUnit: z.enum(costTimeUnits).catch('day'),
  groupBy: z.enum(costGroups).catch('customer'),
  ...urlSort(['date', 'name', 'cost']),
});
export type CostReportView = z.infer<typeof CostReportView>;

export function costReportRequest(
  view: CostReportView,
  range: { beginDate: string; endDate: string },
): z.input<typeof CostReportRequest> {
  return { page: pageOf(view), query: { ...range, timeUnit: view.timeUnit, groupBy: view.groupBy } };
}
