import { catalogueReports, reportExportEndpoint } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { checkedReportRequest } from '../reports/report-request';
import { insertExportJob } from './export-jobs';
import { exportedReport, exportFileName, filterNames, reportTitle, type ExportInput } from './export-query';
import { createExportRunner, type ExportRunner, type ExportWriters } from './export-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the files of report exports (docs/architecture.md#jobs). */
    exportRunner: ExportRunner;
  }
}

/**
 * The export calls (docs/requirements.md#exports): every section of both channels takes its list call's
 * body (the report centre's overview exports are in report-centre/weekly-routes.ts, the cost report's in
 * administration/cost-report-routes.ts; `writers` writes their files). Each answers the id of a new download
 * record; the export jobs of `app.jobs` write its .xlsx, and its start picks up the jobs a previous process left.
 */
export function exportRoutes(app: FastifyInstance, { writers }: { writers: ExportWriters }) {
  const runner = createExportRunner(app.jobs, {
    entities: app.entities,
    facts: app.facts,
    filesDir: app.filesDir,
    now: app.now,
    onError: (error) => app.log.error(error),
    retentionMs: app.limits.exportRetentionMs,
    writers,
  });
  app.decorate('exportRunner', runner);

  /** The download record of an export and its job, in one transaction; the runner takes it from there. */
  async function startExport(input: ExportInput, title: string) {
    const names = await filterNames(app.facts, input);
    const name = exportFileName(title, input.request.query, input.language, names);
    const report = exportedReport(input).path;
    const maxPending = app.limits.pendingExportsPerUser;
    const id = await insertExportJob(app.entities, input, { name, report, now: app.now(), maxPending });
    runner.enqueue(id);
    return { id };
  }

  for (const { channel, section } of catalogueReports.filter((p) => p.granularity === 'day')) {
    registerEndpoint(app, reportExportEndpoint(channel, section), async (body, request) => {
      const input = checkedReportRequest(request, { channel, section }, body, app.now());
      return startExport(input, reportTitle(exportedReport(input), input.language));
    });
  }
}
