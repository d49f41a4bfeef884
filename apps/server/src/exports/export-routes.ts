import { reportExportEndpoint, catalogueReports } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { insertExportJob } from './export-jobs';
import { checkReportRange } from '../reports/report-request';
import { exportedReport, reportTitle } from './export-query';
import { createExportRunner, type ExportRunner } from './export-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the files of report exports (DESIGN §5). */
    exportRunner: ExportRunner;
  }
}

/**
 * The export calls of every section of both channels (spec §4 export flow): the list call's body in, the id
 * of a new download record out; the runner writes its .xlsx. `app.exportRunner.start()` picks up the jobs a
 * previous process left, once the facts are in.
 */
export function exportRoutes(app: FastifyInstance) {
  const runner = createExportRunner({
    entities: app.entities,
    facts: app.facts,
    dataDir: app.dataDir,
    now: app.now,
    onError: (error) => app.log.error(error),
  });
  app.decorate('exportRunner', runner);
  // Before the stores close (onClose): a running job stops between two chunks.
  app.addHook('preClose', () => runner.stop());

  for (const { channel, section } of catalogueReports.filter((p) => p.granularity === 'day')) {
    registerEndpoint(app, reportExportEndpoint(channel, section), async (body, request) => {
      const language = requestLanguage(request);
      checkReportRange(body.query, language, app.now());
      const input = {
        userId: request.user!.id,
        accountId: request.accountId!,
        channel,
        section,
        request: body,
        language,
      };
      const report = exportedReport(input);
      const { beginDate, endDate } = body.query;
      const name = `${reportTitle(report, language)} ${beginDate}~${endDate}.xlsx`;
      const id = await insertExportJob(app.entities, input, { name, report: report.path, now: app.now() });
      runner.enqueue(id);
      return { id };
    });
  }
}
