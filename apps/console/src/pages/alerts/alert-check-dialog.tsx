import { alertMetricUnits, type AlertCheckResult, type AlertRule } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { formatNumber, formatValue, type ValueUnit } from '@adconsole/report-table-rules';
import { Badge, Button, Dialog, Table } from '@adconsole/ui';

export interface AlertCheckDialogProps {
  rule: Pick<AlertRule, 'name' | 'kind' | 'metric' | 'threshold'>;
  result: AlertCheckResult;
  onClose: () => void;
}

/**
 * How a kind's value and limit are written (docs/requirements.md#units-and-formats): a metric in its unit,
 * a balance in yuan, days with one decimal against whole days, a count of budgets.
 */
function unitsOf(rule: AlertCheckDialogProps['rule']): { value: ValueUnit; limit: ValueUnit } {
  if (rule.metric) return { value: alertMetricUnits[rule.metric], limit: alertMetricUnits[rule.metric] };
  if (rule.kind === 'balanceZero') return { value: '￥', limit: '￥' };
  if (rule.kind === 'balanceDaysLeft') return { value: 't1', limit: 't' };
  return { value: 't', limit: 't' };
}

/**
 * What "check now" found (docs/requirements.md#alerts): per account whether the condition holds, whether this
 * check fired it (and so sent), the value and what it was compared with, and the text it sends.
 */
export function AlertCheckDialog({ rule, result, onClose }: AlertCheckDialogProps) {
  const { t } = useTranslation();
  const ruleName = rule.name;
  const units = unitsOf(rule);
  // The limit of a rule against the usual is the factor of it: said as such, so it is not read as the usual.
  const limit = (row: AlertCheckResult[number]) =>
    row.limit === null ? (
      '--'
    ) : (
      <span className="flex flex-col">
        <span>{formatValue(row.limit, units.limit)}</span>
        {row.baseline !== null && rule.threshold !== undefined && (
          <span className="text-control-sm text-muted">
            {t('notifications.alerts.limitOfUsual', {
              percent: `${formatNumber(rule.threshold * 100, 2, true)}%`,
              usual: formatValue(row.baseline, units.limit),
            })}
          </span>
        )}
      </span>
    );
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
            nowrap: true,
            cell: (row) => formatValue(row.value, units.value),
          },
          {
            id: 'limit',
            header: t('notifications.alerts.limit'),
            align: 'end',
            cell: limit,
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
