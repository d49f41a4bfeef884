import { endpoints, type CostReportQuery } from '@adconsole/api-client/contract';
import { validateRange, type PickerType } from '@adconsole/date-range-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportFileName } from '../exports/export-query';
import { costReportExport, insertExportJob } from '../exports/export-jobs';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { refuseBadRange } from '../reports/report-request';
import { sortedRowsPage } from '../stores/list-page';
import { costReport, defaultCostSort, type CostSort } from './cost-report';
import { costReportTitle } from './cost-report-xlsx';

/** The cost report picks any range up to yesterday (docs/requirements.md#date-pickers: type 1). */
const costReportPicker: PickerType = 1;

/** The page the download centre leads back to. */
const costReportPage = '/customerManage/costReport';

/**
 * The cost report (docs/requirements.md#cost-report): a page of its rows with the total of the whole range,
 * and its export to the download centre. A range the type-1 picker refuses answers 400 saying why, in the
 * caller's language, as the report calls do.
 */
export function costReportRoutes(app: FastifyInstance) {
  function checkedQuery(request: FastifyRequest, query: CostReportQuery) {
    const language = requestLanguage(request);
    refuseBadRange(validateRange(costReportPicker, query, app.now()), language);
    return language;
  }

  /** The list call's body as read here: its page with or without a sort (the contract types the two apart). */
  type ListBody = { page: { number: number; size: number } & Partial<CostSort>; query: CostReportQuery };

  registerEndpoint(app, endpoints.costReportList, async ({ page, query }: ListBody, request) => {
    checkedQuery(request, query);
    const sort = page.sortCol
      ? { sortCol: page.sortCol, sortOrder: page.sortOrder ?? defaultCostSort.sortOrder }
      : defaultCostSort;
    const { rows, totalCost } = await costReport(app.entities, app.facts, query, sort);
    const answer = sortedRowsPage(rows, page, sort);
    return new Paged({ rows: answer.rows, totalCost }, answer.page);
  });

  registerEndpoint(app, endpoints.costReportCreateExport, async ({ query }, request) => {
    const language = checkedQuery(request, query);
    const name = exportFileName(costReportTitle(query, language), query, language);
    const id = await insertExportJob(
      app.entities,
      { section: costReportExport, userId: request.user!.id, accountId: null, request: { query }, language },
      { name, report: costReportPage, now: app.now(), maxPending: app.limits.pendingExportsPerUser },
    );
    app.exportRunner.enqueue(id);
    return null;
  });
}
