/**
 * Whether a rule's condition holds for an account, from what was measured (docs/requirements.md#alerts): one
 * pure function per kind, each answering the measured value and what it was compared with.
 */
import type { AlertMetric, AlertRuleKind } from '@adconsole/api-client/contract';
import type { AccountStatus, BudgetOffline, MetricSums } from '../provider/provider';

/** A rule as the evaluation reads it. */
export interface RuleCondition {
  kind: AlertRuleKind;
  metric?: AlertMetric;
  comparison?: 'above' | 'below';
  threshold?: number;
  weeks: number;
}

/** What is known of one account when its rules are evaluated; each part only when a rule needs it. */
export interface AccountFacts {
  status?: AccountStatus;
  /** Days the balance lasts at the average daily cost of the last 7 days; null without cost. */
  daysLeft?: number | null;
  /** Today up to the last full hour, and the same hours of the same weekday, week by week. */
  today?: { hours: number; sums: MetricSums; weeks: MetricSums[] };
  yesterday?: MetricSums;
}

/** What a condition found: whether it holds, the value measured and the limit it was held against. */
export interface Finding {
  holds: boolean;
  value: number | null;
  limit: number | null;
  /** budgetReached: the budgets reached today, earliest first. */
  offlines?: BudgetOffline[];
  /** balanceDaysLeft: the balance in yuan. */
  balance?: number;
  /** metricVsBaseline: the usual (the weeks' average), before the factor. */
  baseline?: number;
}

/** A metric of some sums as the reports show it: yuan, a percentage for CTR; null when it has no meaning. */
export function metricValue(metric: AlertMetric, sums: MetricSums): number | null {
  switch (metric) {
    case 'cost':
      return sums.costFen / 100;
    case 'clicks':
      return sums.click;
    case 'impressions':
      return sums.impression;
    case 'conversions':
      return sums.conversion;
    case 'cpc':
      return sums.click === 0 ? null : sums.costFen / 100 / sums.click;
    case 'ctr':
      return sums.impression === 0 ? null : (sums.click / sums.impression) * 100;
  }
}

const compared = (value: number, comparison: 'above' | 'below', limit: number) =>
  comparison === 'above' ? value > limit : value < limit;

const none: Finding = { holds: false, value: null, limit: null };

/** Evaluates one rule's condition for one account. */
export function findCondition(rule: RuleCondition, facts: AccountFacts): Finding {
  switch (rule.kind) {
    case 'balanceDaysLeft': {
      const days = facts.daysLeft;
      if (days === null || days === undefined) return { ...none, limit: rule.threshold! };
      const balance = facts.status!.balanceFen / 100;
      return { holds: days < rule.threshold!, value: days, limit: rule.threshold!, balance };
    }
    case 'balanceZero':
      return { holds: facts.status!.outOfBalance, value: facts.status!.balanceFen / 100, limit: 0 };
    case 'offline':
      return { holds: facts.status!.offline, value: null, limit: null };
    case 'budgetReached': {
      const offlines = facts.status!.budgetOfflines;
      return { holds: offlines.length > 0, value: offlines.length, limit: null, offlines };
    }
    case 'metricVsBaseline': {
      const today = facts.today!;
      const value = today.hours === 0 ? null : metricValue(rule.metric!, today.sums);
      const weekly = today.weeks.map((sums) => metricValue(rule.metric!, sums));
      // The usual is the weeks' average; weeks without data (null) leave it unknown rather than low.
      if (value === null || weekly.length === 0 || weekly.some((week) => week === null)) return none;
      const baseline = (weekly as number[]).reduce((a, b) => a + b, 0) / weekly.length;
      // Against no usual at all, any traffic would be "twice the usual": nothing to compare with.
      if (baseline === 0) return { ...none, value, baseline };
      const limit = baseline * rule.threshold!;
      return { holds: compared(value, rule.comparison!, limit), value, limit, baseline };
    }
    case 'metricThreshold': {
      const value = metricValue(rule.metric!, facts.yesterday!);
      if (value === null) return { ...none, limit: rule.threshold! };
      return {
        holds: compared(value, rule.comparison!, rule.threshold!),
        value,
        limit: rule.threshold!,
      };
    }
  }
}
