import { alertMetricUnits, defaultBaselineWeeks, type AlertRule } from '@adconsole/api-client/contract';
import type { TFunction } from '@adconsole/i18n';
import { formatNumber, formatValue } from '@adconsole/report-table-rules';

/**
 * A rule's condition as a sentence ("Today’s cost above 150% of the usual of the last 4 weeks"), as its dialog
 * set it; nothing for a kind whose name says it all (docs/requirements.md#alerts).
 */
export function alertConditionText(
  t: TFunction,
  rule: Pick<AlertRule, 'kind' | 'metric' | 'comparison' | 'threshold' | 'weeks'>,
): string | undefined {
  const { kind, metric, comparison, threshold } = rule;
  if (kind === 'balanceDaysLeft')
    return t('notifications.alerts.conditionText.balanceDaysLeft', {
      threshold: formatNumber(threshold ?? 0, 2, true),
    });
  if ((kind !== 'metricVsBaseline' && kind !== 'metricThreshold') || !metric || !comparison) return undefined;
  const words = {
    metric: t(`notifications.alerts.metricWords.${metric}`),
    comparison: t(`notifications.alerts.comparisonWords.${comparison}`),
  };
  // A factor of the usual reads as a percentage of it: 0.1 is 10%, 2 is 200%.
  return kind === 'metricVsBaseline'
    ? t('notifications.alerts.conditionText.metricVsBaseline', {
        ...words,
        percent: `${formatNumber((threshold ?? 0) * 100, 2, true)}%`,
        weeks: rule.weeks ?? defaultBaselineWeeks,
      })
    : t('notifications.alerts.conditionText.metricThreshold', {
        ...words,
        threshold: formatValue(threshold ?? 0, alertMetricUnits[metric]),
      });
}
