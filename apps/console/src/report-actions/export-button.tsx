import { useCreateReportExport } from '@adconsole/api-client/react';
import {
  reportExportEndpoint,
  type CatalogueReport,
  type ReportListRequest,
} from '@adconsole/api-client/contract';
import { ExportAction } from '../lib/export-action';
import { CanCall } from '../route-info/permission';

export interface ExportButtonProps {
  report: CatalogueReport;
  title: string;
  body: ReportListRequest;
  /** Checks the range first: the message, or none. */
  check: () => string | undefined;
}

/** A report's export (the list call's body) for a user who may export it. */
export function ExportButton({ report, title, body, check }: ExportButtonProps) {
  const createExport = useCreateReportExport(report.channel, report.section);
  return (
    <CanCall endpoint={reportExportEndpoint(report.channel, report.section)}>
      <ExportAction
        title={title}
        range={body.query}
        check={check}
        create={() => createExport.mutateAsync(body)}
        pending={createExport.isPending}
      />
    </CanCall>
  );
}
