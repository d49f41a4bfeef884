import type { AlertCheckResult } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Dialog, Table } from '@adconsole/ui';

export interface AlertCheckDialogProps {
  ruleName: string;
  result: AlertCheckResult;
  onClose: () => void;
}

/**
 * What "check now" found (docs/requirements.md#alerts): per account whether the condition holds, whether this
 * check fired it (and so sent), the value and what it was compared with, and the text it sends.
 */
export function AlertCheckDialog({ ruleName, result, onClose }: AlertCheckDialogProps) {
  const { t } = useTranslation();
  const outcome = (row: AlertCheckResult[number]) =>
    row.fired ? (
      <Badge tone="danger">{t('notifications.alerts.checkFired')}</Badge>
    ) : row.holds ? (
      <Badge tone="warning">{t('notifications.alerts.checkHeldBefore')}</Badge>
    ) : (
      <Badge tone="success">{t('notifications.alerts.checkClear')}</Badge>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('notifications.alerts.checkTitle', { name: ruleName })}
      className="w-[min(48rem,calc(100vw-2rem))]"
      footer={<Button onClick={onClose}>{t('notifications.alerts.checkClose')}</Button>}
    >
      <Table
        caption={t('notifications.alerts.checkTitle', { name: ruleName })}
        hideCaption
        columns={[
          {
            id: 'account',
            header: t('notifications.alerts.account'),
            rowHeader: true,
            nowrap: true,
            cell: (row) => row.accountNo,
          },
          { id: 'outcome', header: t('notifications.alerts.states'), nowrap: true, cell: outcome },
          {
            id: 'value',
            header: t('notifications.alerts.value'),
            align: 'end',
            cell: (row) => row.value ?? '--',
          },
          {
            id: 'limit',
            header: t('notifications.alerts.limit'),
            align: 'end',
            cell: (row) => row.limit ?? '--',
          },
          {
            id: 'text',
            header: t('notifications.alerts.message'),
            minWidth: '12rem',
            cell: (row) => row.text,
          },
        ]}
        rows={result}
        rowKey={(row) => row.accountId}
        empty={t('notifications.alerts.checkNothing')}
      />
    </Dialog>
  );
}
