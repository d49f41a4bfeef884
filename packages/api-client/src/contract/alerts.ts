/** Alert rules and their firings (docs/requirements.md#alerts). */
import { z } from 'zod';
import { defineEndpoint, reportListPermission } from './endpoint';
import { ById, Id, Saved } from './administration/common';
import { pageRequest, pageSizes, defaultPageSize } from './pagination';
import { NoData } from './text-rules';

export const alertRuleKinds = [
  'balanceDaysLeft',
  'balanceZero',
  'offline',
  'budgetReached',
  'metricVsBaseline',
  'metricThreshold',
] as const;
export const AlertRuleKind = z.enum(alertRuleKinds);
export type AlertRuleKind = z.infer<typeof AlertRuleKind>;

/** The metrics a rule may watch; money in yuan, CTR a percentage as the reports show them. */
export const alertMetrics = ['cost', 'clicks', 'impressions', 'conversions', 'cpc', 'ctr'] as const;
export const AlertMetric = z.enum(alertMetrics);
export type AlertMetric = z.infer<typeof AlertMetric>;

/**
 * How a metric's values are written, as the report tables write them (docs/requirements.md#units-and-formats):
 * money with ￥, the CTR with %, counts with thousands separators.
 */
export const alertMetricUnits = {
  cost: '￥',
  cpc: '￥',
  ctr: '%',
  clicks: 't',
  impressions: 't',
  conversions: 't',
} as const satisfies Record<AlertMetric, string>;

export const AlertComparison = z.enum(['above', 'below']);

/** The kinds that watch a metric, and so need `metric` and `comparison`. */
export const metricAlertKinds: readonly AlertRuleKind[] = ['metricVsBaseline', 'metricThreshold'];
/** The kinds that need a threshold: days for balanceDaysLeft, a factor for metricVsBaseline, a value. */
export const thresholdAlertKinds: readonly AlertRuleKind[] = [
  'balanceDaysLeft',
  'metricVsBaseline',
  'metricThreshold',
];
/** How many past weeks the baseline averages by default, and at most. */
export const defaultBaselineWeeks = 4;
export const maxBaselineWeeks = 12;

const ruleShape = {
  name: z.string().trim().min(1).max(40),
  kind: AlertRuleKind,
  /** The accounts it watches, of those the user holds; empty: every one the user holds, now and later. */
  accountIds: z.array(Id).max(1000),
  metric: AlertMetric.optional(),
  comparison: AlertComparison.optional(),
  threshold: z.number().finite().optional(),
  weeks: z.number().int().min(1).max(maxBaselineWeeks).optional(),
  /** Where it sends besides the message centre, of the user's channels. */
  channelIds: z.array(Id).max(20),
  enabled: z.boolean(),
};

/** A rule as saved: what each kind needs is there, with errors beside the fields. */
export const SaveAlertRule = z.object({ id: Id.optional(), ...ruleShape }).superRefine((rule, ctx) => {
  const needs = (field: 'metric' | 'comparison' | 'threshold') =>
    rule[field] === undefined &&
    ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  if (metricAlertKinds.includes(rule.kind)) {
    needs('metric');
    needs('comparison');
  }
  if (thresholdAlertKinds.includes(rule.kind)) {
    needs('threshold');
    if (rule.threshold !== undefined && rule.threshold <= 0)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'validation.positive' });
  }
});
export type SaveAlertRule = z.infer<typeof SaveAlertRule>;

/** Where a rule stands for one account: armed, fired today (until the condition clears), or cleared. */
export const AlertState = z.enum(['armed', 'fired', 'cleared']);
export type AlertState = z.infer<typeof AlertState>;

export const AlertRule = z.object({
  id: z.number().int(),
  ...ruleShape,
  threshold: z.number().optional(),
  states: z.array(
    z.object({
      accountId: z.number().int(),
      accountNo: z.string(),
      state: AlertState,
      /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai: when the state last changed. */
      since: z.string(),
    }),
  ),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
});
export type AlertRule = z.infer<typeof AlertRule>;

/** One firing of a rule for an account, with the values that fired it and the text sent. */
export const AlertEvent = z.object({
  id: z.number().int(),
  /** Null once the rule is deleted: its firings stay in the history. */
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  kind: AlertRuleKind,
  accountId: z.number().int(),
  accountNo: z.string(),
  /** The measured value, and what it was compared with (the threshold, or the baseline × factor). */
  value: z.number().nullable(),
  limit: z.number().nullable(),
  /** What the notification said, in the caller's language. */
  text: z.string(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  firedTime: z.string(),
});
export type AlertEvent = z.infer<typeof AlertEvent>;

/** What "check now" found for each account the rule watches. */
export const AlertCheckResult = z.array(
  z.object({
    accountId: z.number().int(),
    accountNo: z.string(),
    /** Whether the condition holds now. */
    holds: z.boolean(),
    /** True when this check fired it (and so sent); false when it held but had fired already today. */
    fired: z.boolean(),
    value: z.number().nullable(),
    limit: z.number().nullable(),
    /** metricVsBaseline: the usual (the weeks' average) the limit is the factor of; null otherwise. */
    baseline: z.number().nullable(),
    text: z.string(),
  }),
);
export type AlertCheckResult = z.infer<typeof AlertCheckResult>;

export const AlertEventListRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
  query: z
    .object({
      ruleId: Id.optional(),
      /** yyyy-MM-dd: the firings of that day only (the home page asks today's). */
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
        .optional(),
    })
    .default({}),
});

/**
 * A rule reads the reports' figures (a check answers yesterday's cost, clicks, conversions): every alert call
 * needs the reports' permission, reads and writes alike (docs/hardening.md#report-figures-elsewhere).
 */
const own = { accountScoped: false, permission: reportListPermission } as const;
const ownWrite = { ...own, write: true } as const;

export const alertEndpoints = {
  alertRuleList: defineEndpoint({
    method: 'POST',
    path: '/alert/rule/list',
    request: z.object({}),
    response: z.array(AlertRule),
    ...own,
    summary: "The user's alert rules, by name, with where each stands per account.",
  }),
  alertRuleSave: defineEndpoint({
    method: 'POST',
    path: '/alert/rule/save',
    request: SaveAlertRule,
    response: Saved,
    ...ownWrite,
    localized: true,
    summary: "Creates an alert rule or changes one of the user's own, over accounts the user holds.",
  }),
  alertRuleDelete: defineEndpoint({
    method: 'POST',
    path: '/alert/rule/delete',
    request: ById,
    response: NoData,
    ...ownWrite,
    summary: "Deletes one of the user's alert rules; its firings stay in the history.",
  }),
  alertRuleCheck: defineEndpoint({
    method: 'POST',
    path: '/alert/rule/check',
    request: ById,
    response: AlertCheckResult,
    ...ownWrite,
    localized: true,
    summary: "Evaluates one of the user's rules now, answers what it found, and sends what fires.",
  }),
  alertEventList: defineEndpoint({
    method: 'POST',
    path: '/alert/event/list',
    request: AlertEventListRequest,
    response: z.array(AlertEvent),
    ...own,
    localized: true,
    summary: "The firings of the user's rules, newest first, paged; by rule or by day.",
  }),
};
