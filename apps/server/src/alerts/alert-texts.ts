/** The words of an alert in each language (docs/requirements.md#alerts), from the `alerts` texts. */
import type { AlertMetric } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { languages, lookup, type Language } from '@adconsole/i18n/resources';
import type { NotificationLanguage } from '../notifications/notify';
import type { Finding, RuleCondition } from './alert-conditions';

/** The report column that names each metric (its title in every language). */
const metricColumn: Record<AlertMetric, string> = {
  cost: 'cost',
  clicks: 'click',
  impressions: 'impression',
  conversions: 'conversion',
  cpc: 'cpc',
  ctr: 'ctr',
};

/** A metric's value as the reports write it: yuan and CTR with 2 decimals (CTR with %), counts whole. */
function metricText(metric: AlertMetric, value: number): string {
  if (metric === 'cost' || metric === 'cpc') return value.toFixed(2);
  if (metric === 'ctr') return `${value.toFixed(2)}%`;
  return String(Math.round(value));
}

export interface AlertSubject {
  ruleName: string;
  accountNo: string;
  /** The full hours of today a metricVsBaseline rule measured. */
  hours: number;
}

/** What a finding says in one language: the firing's text, or why nothing fired. */
export function findingText(
  language: Language,
  rule: RuleCondition,
  finding: Finding,
  subject: AlertSubject,
): string {
  const text = (key: string, values: Record<string, string> = {}) =>
    lookup(language, key, { account: subject.accountNo, ...values })!;
  if (!finding.holds) return text(finding.value === null ? 'alerts.noData' : 'alerts.clear');
  const comparison = rule.comparison === 'below' ? 'alerts.comparison.below' : 'alerts.comparison.above';
  const metric = rule.metric;
  const metricWords = () => ({
    metric: lookup(language, `reports.column.${metricColumn[metric!]}`)!,
    comparison: lookup(language, comparison)!,
    value: metricText(metric!, finding.value!),
  });
  switch (rule.kind) {
    case 'balanceDaysLeft':
      return text('alerts.fired.balanceDaysLeft', {
        balance: finding.balance!.toFixed(2),
        days: finding.value!.toFixed(1),
        limit: String(finding.limit),
      });
    case 'balanceZero':
      return text('alerts.fired.balanceZero');
    case 'offline':
      return text('alerts.fired.offline');
    case 'budgetReached': {
      const [first, ...later] = finding.offlines!;
      const time = providerDateTime(first!.at).slice(11, 16);
      const firstText =
        first!.campaignId === undefined
          ? text('alerts.fired.budgetReachedAccount', { time })
          : text('alerts.fired.budgetReachedCampaign', { time, campaign: first!.campaignName ?? '' });
      if (later.length === 0) return firstText;
      return `${firstText} ${text('alerts.fired.budgetReachedMore', { count: String(later.length) })}`;
    }
    case 'metricVsBaseline':
      return text('alerts.fired.metricVsBaseline', {
        ...metricWords(),
        hour: String(subject.hours).padStart(2, '0'),
        factor: String(rule.threshold),
        weeks: String(rule.weeks),
        baseline: metricText(metric!, finding.baseline!),
      });
    case 'metricThreshold':
      return text('alerts.fired.metricThreshold', {
        ...metricWords(),
        limit: metricText(metric!, finding.limit!),
      });
  }
}

/** A firing's notification in every language: its subject and text. */
export function firingContent(rule: RuleCondition, finding: Finding, subject: AlertSubject) {
  const content = {} as Record<NotificationLanguage, { subject: string; text: string }>;
  for (const { code: language } of languages) {
    content[language] = {
      subject: lookup(language, 'alerts.subject', { rule: subject.ruleName, account: subject.accountNo })!,
      text: findingText(language, rule, finding, subject),
    };
  }
  return content;
}
