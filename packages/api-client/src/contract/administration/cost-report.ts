/** The cost report by customer, company or provider account (docs/requirements.md#cost-report). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from '../metrics';
import { defaultPageSize, pageRequest, pageSizes } from '../pagination';
import { NoData } from '../text-rules';
import { administrationPermissions as p, administrationRead, administrationWrite } from './common';

export const costTimeUnits = ['day', 'month'] as const;
export const costGroups = ['customer', 'company', 'account'] as const;

export const CostReportQuery = z.object({
  beginDate: IsoDate,
  endDate: IsoDate,
  timeUnit: z.enum(costTimeUnits),
  groupBy: z.enum(costGroups),
});
export type CostReportQuery = z.infer<typeof CostReportQuery>;

export const CostReportRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes, sortable: ['date', 'name', 'cost'] as const }), {
    number: 1,
    size: defaultPageSize,
  }),
  query: CostReportQuery,
});

/** One group's cost in one day (yyyy-MM-dd) or month (yyyy-MM); cost in yuan, search and feed ads together. */
export const CostReportRow = z.object({
  date: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  accountId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  cost: z.number(),
});
export type CostReportRow = z.infer<typeof CostReportRow>;

export const CostReport = z.object({ rows: z.array(CostReportRow), totalCost: z.number() });

export const costReportEndpoints = {
  costReportList: defineEndpoint({
    method: 'POST',
    path: '/system/costReport/list',
    request: CostReportRequest,
    response: CostReport,
    ...administrationRead(p.costList),
    summary: 'Cost by customer, company or provider account, by day or month, with the total of the range.',
  }),
  costReportCreateExport: defineEndpoint({
    method: 'POST',
    path: '/system/costReport/createExport',
    request: z.object({ query: CostReportQuery }),
    response: NoData,
    ...administrationWrite(p.costExport),
    summary: 'Exports the cost report of the range to the download centre.',
  }),
};
