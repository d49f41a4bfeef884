import type { AlertCheckResult, AlertRule } from '@adconsole/api-client/contract';
import {
  useAccountList,
  useAlertRules,
  useCheckAlertRule,
  useDeleteAlertRule,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button } from '@adconsole/ui';
import { useId, useState } from 'react';
import { AlertFirings } from '../../alerts/alert-firings';
import { AlertRuleDialog } from '../../alerts/alert-rule-dialog';
import { alertRuleValues, newAlertRule } from '../../alerts/alert-rule-form';
import { OwnList } from '../../lib/own-list';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { AlertCheckDialog } from './alert-check-dialog';
import { alertConditionText } from './alert-condition';

/**
 * /notification/alerts (docs/requirements.md#alerts): the user's alert rules with where each stands per
 * account; "check now" evaluates one at once and shows what it found; the firings below, newest first.
 */
export function AlertsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useAlertRules();
  const accounts = useAccountList();
  const remove = useDeleteAlertRule();
  const check = useCheckAlertRule();
  const historyId = useId();
  const [editing, setEditing] = useState<{ rule?: AlertRule }>();
  const [checked, setChecked] = useState<{ rule: AlertRule; result: AlertCheckResult }>();
  const accountNo = (id: number) =>
    accounts.data?.find((account) => account.accountId === id)?.accountNo ?? String(id);

  async function checkNow(rule: AlertRule) {
    setChecked({ rule, result: await check.mutateAsync(rule.id) });
  }

  return (
    <OwnList
      title={routeTitle(t, route.meta)}
      create={{ label: t('notifications.alerts.new'), onClick: () => setEditing({}) }}
      columns={[
        {
          id: 'condition',
          header: t('notifications.alerts.condition'),
          minWidth: '12rem',
          cell: (rule) => {
            const condition = alertConditionText(t, rule);
            return (
              <span className="flex flex-col">
                <span>{t(`notifications.alerts.kinds.${rule.kind}`)}</span>
                {condition && <span className="text-control-sm text-muted">{condition}</span>}
              </span>
            );
          },
        },
        {
          id: 'accounts',
          header: t('notifications.alerts.accounts'),
          minWidth: '8rem',
          cell: (rule) =>
            rule.accountIds.length === 0
              ? t('notifications.alerts.allAccounts')
              : rule.accountIds.map(accountNo).join(', '),
        },
        {
          id: 'states',
          header: t('notifications.alerts.states'),
          minWidth: '12rem',
          cell: (rule) =>
            rule.states.length === 0 ? (
              <span className="text-muted">{t('notifications.alerts.noStates')}</span>
            ) : (
              <ul className="flex flex-col gap-1">
                {rule.states.map((state) => (
                  <li key={state.accountId} className="flex flex-wrap items-center gap-1">
                    <Badge
                      tone={
                        state.state === 'fired' ? 'danger' : state.state === 'cleared' ? 'success' : 'neutral'
                      }
                    >
                      {t(`notifications.alerts.stateNames.${state.state}`)}
                    </Badge>
                    <span className="text-control-sm">
                      {t('notifications.alerts.stateSince', {
                        accountNo: state.accountNo,
                        since: state.since,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'enabled',
          header: t('notifications.enabledField'),
          nowrap: true,
          cell: (rule) => (rule.enabled ? t('notifications.enabled') : t('notifications.disabled')),
        },
      ]}
      list={list}
      empty={t('notifications.alerts.empty')}
      rowActions={(rule) => (
        <Button
          variant="ghost"
          aria-label={t('notifications.alerts.checkNamed', { name: rule.name })}
          loading={check.isPending && check.variables === rule.id}
          // A refused check is told by the client's toast.
          onClick={() => void checkNow(rule).catch(() => undefined)}
        >
          {t('notifications.alerts.check')}
        </Button>
      )}
      onEdit={(rule) => setEditing({ rule })}
      deleteQuestion={(rule) => ({
        title: t('notifications.alerts.deleteTitle'),
        message: t('notifications.alerts.deleteBody', { name: rule.name }),
      })}
      remove={(rule) => remove.mutateAsync(rule.id)}
    >
      <h2 id={historyId} className="text-lg font-semibold">
        {t('notifications.alerts.history')}
      </h2>
      <AlertFirings labelledBy={historyId} empty={t('notifications.alerts.noFirings')} pager />
      {editing && (
        <AlertRuleDialog
          id={editing.rule?.id}
          initial={editing.rule ? alertRuleValues(editing.rule) : newAlertRule}
          onClose={() => setEditing(undefined)}
        />
      )}
      {checked && (
        <AlertCheckDialog rule={checked.rule} result={checked.result} onClose={() => setChecked(undefined)} />
      )}
    </OwnList>
  );
}
