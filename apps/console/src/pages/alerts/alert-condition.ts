import { defaultBaselineWeeks, type AlertRule } from '@adconsole/api-client/contract';
import type { TFunction } from '@adconsole/i18n';

/** A rule's condition in words ("Cost above 2 × the usual of 4 weeks"), as its dialog set it. */
export function alertConditionText(
  t: TFunction,
  rule: Pick<AlertRule, 'kind' | 'metric' | 'comparison' | 'threshold' | 'weeks'>,
): string {
  return t(`notifications.alerts.conditionText.${rule.kind}`, {
    metric: rule.metric ? t(`notifications.alerts.metrics.${rule.metric}`) : '',
    comparison: rule.comparison ? t(`notifications.alerts.comparisons.${rule.comparison}`) : '',
    threshold: rule.threshold ?? '',
    weeks: rule.weeks ?? defaultBaselineWeeks,
  });
}
