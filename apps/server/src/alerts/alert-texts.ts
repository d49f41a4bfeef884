/** The words of an alert in each language (docs/requirements.md#alerts), from the `alerts` texts. */
import { alertMetricUnits, type AlertMetric } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { languages, lookup, type Language } from '@adconsole/i18n/resources';
import { formatNumber, formatValue } from '@adconsole/report-table-rules';
import type { NotificationLanguage } from '../notification-channels/notify';
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

/**
 * A metric's value as the report tables write it (docs/requirements.md#units-and-formats): money with ￥,
 * thousands separators and 2 decimals, the CTR (a percentage already) with %, counts whole with separators.
 */
function metricText(metric: AlertMetric, value: number): string {
  const unit = alertMetricUnits[metric];
  return formatValue(unit === 't' ? Math.round(value) : value, unit);
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
        balance: formatValue(finding.balance, '￥'),
        days: formatValue(finding.value, 't1'),
        limit: formatValue(finding.limit, 't'),
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
        // A factor of the usual reads as a percentage of it (0.1 is 10%), as the rule list says it.
        factor: `${formatNumber(rule.threshold! * 100, 2, true)}%`,
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

/** One firing of a pass, with its text in every language (firingTexts). */
export interface FiringText {
  ruleName: string;
  accountNo: string;
  texts: Record<NotificationLanguage, string>;
}

/** A firing's text in every language, as the message centre, the mails and the firings list keep it. */
export function firingTexts(
  rule: RuleCondition,
  finding: Finding,
  subject: AlertSubject,
): Record<NotificationLanguage, string> {
  const texts = {} as Record<NotificationLanguage, string>;
  for (const { code: language } of languages) texts[language] = findingText(language, rule, finding, subject);
  return texts;
}

const escaped = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The notification of the firings one pass sends to one set of recipients, in every language
 * (docs/requirements.md#alerts): one firing is named in the subject, more are counted there and listed each
 * under its rule; `link` (the console's alerts page, when the server knows its public address) ends it.
 */
export function firingsContent(firings: readonly FiringText[], link?: string) {
  const content = {} as Record<NotificationLanguage, { subject: string; text: string; html: string }>;
  for (const { code: language } of languages) {
    const t = (key: string, values: Record<string, string>) => lookup(language, key, values)!;
    const [first] = firings;
    const subject =
      firings.length === 1
        ? t('alerts.subject', { rule: first!.ruleName, account: first!.accountNo })
        : t('alerts.subjectMany', {
            count: String(firings.length),
            rules: [...new Set(firings.map((firing) => firing.ruleName))]
              .map((rule) => t('alerts.quoted', { rule }))
              .join(t('alerts.separator', {})),
          });
    const items = firings.map((firing) =>
      firings.length === 1
        ? firing.texts[language]
        : t('alerts.item', { rule: firing.ruleName, text: firing.texts[language] }),
    );
    const linkText = link ? t('alerts.link', { url: link }) : undefined;
    const text = [
      ...(firings.length === 1 ? items : items.map((item) => `- ${item}`)),
      ...(linkText ? ['', linkText] : []),
    ].join('\n');
    const list =
      firings.length === 1
        ? `<p>${escaped(items[0]!)}</p>`
        : `<ul>${items.map((item) => `<li>${escaped(item)}</li>`).join('')}</ul>`;
    const html = [
      '<div style="font-family:sans-serif;color:#1d2129">',
      list,
      link ? `<p><a href="${escaped(link)}">${escaped(t('alerts.open', {}))}</a></p>` : '',
      '</div>',
    ].join('');
    content[language] = { subject, text, html };
  }
  return content;
}
