import {
  defaultBaselineWeeks,
  metricAlertKinds,
  thresholdAlertKinds,
  type AlertMetric,
  type AlertRule,
  type AlertRuleKind,
} from '@adconsole/api-client/contract';

/** An alert rule as its dialog edits it: the numbers as typed. */
export interface AlertRuleFormValues {
  name: string;
  kind: AlertRuleKind;
  /** Every account the user holds, now and later; else `accountIds`. */
  allAccounts: boolean;
  accountIds: number[];
  metric: AlertMetric;
  comparison: 'above' | 'below';
  threshold: string;
  weeks: string;
  channelIds: number[];
  enabled: boolean;
}

export const newAlertRule: AlertRuleFormValues = {
  name: '',
  kind: 'balanceDaysLeft',
  allAccounts: true,
  accountIds: [],
  metric: 'cost',
  comparison: 'above',
  threshold: '',
  weeks: String(defaultBaselineWeeks),
  channelIds: [],
  enabled: true,
};

/** A saved rule in its dialog. */
export function alertRuleValues(rule: AlertRule): AlertRuleFormValues {
  return {
    name: rule.name,
    kind: rule.kind,
    allAccounts: rule.accountIds.length === 0,
    accountIds: rule.accountIds,
    metric: rule.metric ?? newAlertRule.metric,
    comparison: rule.comparison ?? newAlertRule.comparison,
    threshold: rule.threshold === undefined ? '' : String(rule.threshold),
    weeks: String(rule.weeks ?? defaultBaselineWeeks),
    channelIds: rule.channelIds,
    enabled: rule.enabled,
  };
}

/** A typed number; an empty field is left out, so the contract says it is required. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The save call's body (docs/requirements.md#alerts): only what the kind needs, so a field the kind does not
 * use never refuses the save.
 */
export function alertRuleBody(values: AlertRuleFormValues, id?: number) {
  const metric = metricAlertKinds.includes(values.kind);
  return {
    id,
    name: values.name,
    kind: values.kind,
    accountIds: values.allAccounts ? [] : values.accountIds,
    ...(metric ? { metric: values.metric, comparison: values.comparison } : {}),
    ...(thresholdAlertKinds.includes(values.kind) ? { threshold: typedNumber(values.threshold) } : {}),
    ...(values.kind === 'metricVsBaseline' ? { weeks: typedNumber(values.weeks) } : {}),
    channelIds: values.channelIds,
    enabled: values.enabled,
  };
}
