import { endpoints } from '@adconsole/api-client/contract';
import { validateRange, type DateRange, type PickerType } from '@adconsole/date-range-rules';
import { lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeHistoryExport, insertExportJob } from '../exports/export-jobs';
import { exportFileName } from '../exports/export-query';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { refuseBadRange } from '../reports/report-request';
import { listPage } from '../stores/list-page';
import {
  changeDays,
  changeRecord,
  historyRows,
  newestChangeFirst,
  recordColumns,
} from './change-history-query';

/** Changes are kept up to today: the history picks its days as type 5 does (docs/requirements.md#date-pickers). */
const historyPicker: PickerType = 5;

/** The page the download centre leads back to. */
const historyPage = '/adManage/changeHistory';

/**
 * An account's change history (docs/requirements.md#change-history): a page of it, the days with changes for
 * the trend charts' markers, and its export to the download centre. The endpoint has checked that the account
 * is the caller's; a range the picker refuses answers 400 saying why in the caller's language.
 */
export function changeHistoryRoutes(app: FastifyInstance) {
  function checkedLanguage(request: FastifyRequest, range: DateRange) {
    const language = requestLanguage(request);
    refuseBadRange(validateRange(historyPicker, range, app.now()), language);
    return language;
  }

  registerEndpoint(app, endpoints.changeHistoryList, async ({ query, page }, request) => {
    const language = checkedLanguage(request, query);
    const changes = historyRows(app.entities.db, { accountId: request.accountId!, ...query });
    const answer = await listPage(changes.select(recordColumns), page, newestChangeFirst);
    return new Paged(
      answer.rows.map((row) => changeRecord(row, language)),
      answer.page,
    );
  });

  registerEndpoint(app, endpoints.changeHistoryDays, async ({ beginDate, endDate }, request) => {
    const language = checkedLanguage(request, { beginDate, endDate });
    return changeDays(app.entities.db, { accountId: request.accountId!, beginDate, endDate }, language);
  });

  registerEndpoint(app, endpoints.changeHistoryExport, async ({ query }, request) => {
    const language = checkedLanguage(request, query);
    const name = exportFileName(lookup(language, 'route.changeHistory')!, query, language);
    const id = await insertExportJob(
      app.entities,
      {
        section: changeHistoryExport,
        userId: request.user!.id,
        accountId: request.accountId!,
        request: { query },
        language,
      },
      { name, report: historyPage, now: app.now(), maxPending: app.limits.pendingExportsPerUser },
    );
    app.exportRunner.enqueue(id);
    return { id };
  });
}
