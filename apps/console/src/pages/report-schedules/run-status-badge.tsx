import type { RunStatus } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, type BadgeTone } from '@adconsole/ui';

const tones: Record<RunStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'success',
  skipped: 'warning',
  failed: 'danger',
};

/** How a run ended, in words and a tone (docs/requirements.md#scheduled-reports). */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`notifications.schedules.statuses.${status}`)}</Badge>;
}
