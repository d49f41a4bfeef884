import { useCreateReportExport } from '@adconsole/api-client/react';
import {
  reportExportEndpoint,
  type CatalogueReport,
  type ReportListRequest,
} from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, toast } from '@adconsole/ui';
import { CanCall } from '../../routes/permission';

export interface ExportButtonProps {
  report: CatalogueReport;
  title: string;
  body: ReportListRequest;
  /**
   * Checks the range first ('please select time', a refused range: docs/requirements.md#range-checks): the
   * message, or none.
   */
  check: () => string | undefined;
}

/**
 * The export flow (docs/requirements.md#exports): a refused range is told and stops it; else a confirmation
 * prompt, then `createExport` with the list call's body; the file waits in the download centre.
 */
export function ExportButton({ report, title, body, check }: ExportButtonProps) {
  const { t } = useTranslation();
  const createExport = useCreateReportExport(report.channel, report.section);

  async function start() {
    const refused = check();
    if (refused) {
      toast.error(refused);
      return;
    }
    const confirmed = await confirm({
      title: t('exports.confirmTitle'),
      message: t('exports.confirmBody', { report: title, ...body.query }),
      confirmLabel: t('exports.confirm'),
    });
    if (!confirmed) return;
    await createExport.mutateAsync(body);
    toast.success(t('exports.created'));
  }

  return (
    <CanCall endpoint={reportExportEndpoint(report.channel, report.section)}>
      <Button loading={createExport.isPending} onClick={() => void start().catch(() => undefined)}>
        {t('exports.action')}
      </Button>
    </CanCall>
  );
}
