import {
  alertMetrics,
  alertRuleKinds,
  maxBaselineWeeks,
  metricAlertKinds,
  SaveAlertRule,
  thresholdAlertKinds,
  type AlertMetric,
  type AlertRuleKind,
} from '@adconsole/api-client/contract';
import { useAccountList, useChannels, useSaveAlertRule } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Checkbox, Select, Skeleton, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { OwnRuleDialog } from '../lib/own-rule-dialog';
import { useSaveDialog } from '../lib/save-form';
import { alertRuleBody, type AlertRuleFormValues } from './alert-rule-form';
import { ChoiceFieldset } from '../lib/choice-fieldset';

export interface AlertRuleDialogProps {
  /** The rule being changed, or undefined for a new one. */
  id?: number;
  initial: AlertRuleFormValues;
  onClose: () => void;
}

const toggle = (list: number[], item: number, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item);

/**
 * Creates an alert rule or changes one of the user's own (docs/requirements.md#alerts): its kind, the accounts
 * it watches (all of the user's, or chosen ones), what the kind needs (a metric and a comparison, a threshold,
 * the weeks of the baseline), the channels it also sends to, and whether it is on. Errors show beside the
 * fields, in the contract's words.
 */
export function AlertRuleDialog({ id, initial, onClose }: AlertRuleDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const accounts = useAccountList();
  const channels = useChannels();
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: SaveAlertRule,
    fields: [
      'name',
      'kind',
      'accountIds',
      'metric',
      'comparison',
      'threshold',
      'weeks',
      'channelIds',
      'enabled',
    ],
    save: useSaveAlertRule(),
    onClose,
  });
  const change = (next: Partial<AlertRuleFormValues>) => setValues((now) => ({ ...now, ...next }));
  const { kind } = values;
  const thresholdKind = thresholdAlertKinds.includes(kind) ? kind : undefined;

  return (
    <OwnRuleDialog
      title={id === undefined ? t('notifications.alerts.new') : t('notifications.alerts.editTitle')}
      {...dialogProps}
      onSubmit={() => submit(alertRuleBody(values, id))}
      rule={values}
      onRuleChange={change}
      nameMaxLength={40}
      nameError={errors.name}
    >
      <div className="flex flex-col gap-1">
        <Select
          label={t('notifications.alerts.kind')}
          value={kind}
          options={alertRuleKinds.map((value) => ({
            value,
            label: t(`notifications.alerts.kinds.${value}`),
          }))}
          onValueChange={(value) => change({ kind: value as AlertRuleKind })}
        />
        <p className="text-control-sm text-muted">{t(`notifications.alerts.kindHints.${kind}`)}</p>
      </div>
      <ChoiceFieldset legend={t('notifications.alerts.accounts')} error={errors.accountIds}>
        <Checkbox
          label={t('notifications.alerts.allAccounts')}
          checked={values.allAccounts}
          onCheckedChange={(on) => change({ allAccounts: on === true })}
        />
        {!values.allAccounts &&
          (!accounts.data ? (
            <Skeleton lines={2} label={t('app.loading')} />
          ) : accounts.data.length === 0 ? (
            <p className="text-control text-muted">{t('notifications.alerts.noAccounts')}</p>
          ) : (
            <div
              role="group"
              aria-label={t('notifications.alerts.chosenAccounts')}
              className="grid max-h-40 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2"
            >
              {accounts.data.map((account) => (
                <Checkbox
                  key={account.accountId}
                  label={account.accountNo}
                  checked={values.accountIds.includes(account.accountId)}
                  onCheckedChange={(on) =>
                    change({ accountIds: toggle(values.accountIds, account.accountId, on === true) })
                  }
                />
              ))}
            </div>
          ))}
      </ChoiceFieldset>
      {metricAlertKinds.includes(kind) && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select
            label={t('notifications.alerts.metric')}
            value={values.metric}
            options={alertMetrics.map((value) => ({
              value,
              label: t(`notifications.alerts.metrics.${value}`),
            }))}
            onValueChange={(value) => change({ metric: value as AlertMetric })}
          />
          <Select
            label={t('notifications.alerts.comparison')}
            value={values.comparison}
            options={(['above', 'below'] as const).map((value) => ({
              value,
              label: t(`notifications.alerts.comparisons.${value}`),
            }))}
            onValueChange={(value) => change({ comparison: value as 'above' | 'below' })}
          />
        </div>
      )}
      {thresholdKind && (
        <TextField
          label={t(`notifications.alerts.threshold.${thresholdKind}`)}
          inputMode="decimal"
          value={values.threshold}
          onChange={(event) => change({ threshold: event.target.value })}
          required
          description={t(`notifications.alerts.thresholdHints.${thresholdKind}`)}
          error={errors.threshold}
        />
      )}
      {kind === 'metricVsBaseline' && (
        <TextField
          label={t('notifications.alerts.weeks')}
          type="number"
          min={1}
          max={maxBaselineWeeks}
          value={values.weeks}
          onChange={(event) => change({ weeks: event.target.value })}
          error={errors.weeks}
        />
      )}
      <ChoiceFieldset
        legend={t('notifications.alerts.channels')}
        hint={t('notifications.alerts.channelsHint')}
        error={errors.channelIds}
      >
        {!channels.data ? (
          <Skeleton lines={1} label={t('app.loading')} />
        ) : channels.data.length === 0 ? (
          <p className="text-control text-muted">{t('notifications.alerts.noChannels')}</p>
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {channels.data.map((channel) => (
              <Checkbox
                key={channel.id}
                label={channel.name}
                checked={values.channelIds.includes(channel.id)}
                onCheckedChange={(on) =>
                  change({ channelIds: toggle(values.channelIds, channel.id, on === true) })
                }
              />
            ))}
          </div>
        )}
      </ChoiceFieldset>
    </OwnRuleDialog>
  );
}
