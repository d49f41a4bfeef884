import type { DateRange } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, toast } from '@adconsole/ui';

export interface ExportActionProps {
  /** What is exported, as the confirmation names it ("the keyword daily report"). */
  title: string;
  range: DateRange;
  /** Creates the export's download record. */
  create: () => Promise<unknown>;
  pending: boolean;
  /**
   * Checks the range first ('please select time', a refused range: docs/requirements.md#range-checks): the
   * message, or none.
   */
  check?: () => string | undefined;
}

/**
 * The export flow (docs/requirements.md#exports): a refused range is told and stops it; else a confirmation
 * prompt, then the export is created and a notice points to the download centre, where its file waits. The
 * caller shows it only to a user who may make the export's call.
 */
export function ExportAction({ title, range, create, pending, check }: ExportActionProps) {
  const { t } = useTranslation();

  async function start() {
    const refused = check?.();
    if (refused) {
      toast.error(refused);
      return;
    }
    const confirmed = await confirm({
      title: t('exports.confirmTitle'),
      message: t('exports.confirmBody', { report: title, ...range }),
      confirmLabel: t('exports.confirm'),
    });
    if (!confirmed) return;
    await create();
    toast.success(t('exports.created'));
  }

  return (
    <Button loading={pending} onClick={() => void start().catch(() => undefined)}>
      {t('exports.action')}
    </Button>
  );
}
