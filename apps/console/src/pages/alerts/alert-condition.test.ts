import { createI18n } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { alertConditionText } from './alert-condition';

const en = createI18n('en').t;
const cn = createI18n('cn').t;
const tw = createI18n('tw').t;

// The rule list's condition column (docs/requirements.md#alerts): a sentence, not the dialog's labels.
describe('alertConditionText', () => {
  it('says a factor of the usual as a percentage of it, in lower case after the metric', () => {
    const rule = {
      kind: 'metricVsBaseline',
      metric: 'cost',
      comparison: 'above',
      threshold: 0.1,
      weeks: 4,
    } as const;
    expect(alertConditionText(en, rule)).toBe('Today’s cost above 10% of the usual of the last 4 weeks');
    expect(alertConditionText(cn, rule)).toBe('今日消费高于近 4 周常态的 10%');
    expect(alertConditionText(tw, { ...rule, threshold: 1.5, comparison: 'below' })).toBe(
      '今日花費低於近 4 週常態的 150%',
    );
  });

  it('writes a value in the metric’s unit, as the report tables do', () => {
    const rule = {
      kind: 'metricThreshold',
      metric: 'cost',
      comparison: 'above',
      threshold: 12345.6,
    } as const;
    expect(alertConditionText(en, rule)).toBe('Yesterday’s cost above ￥12,345.60');
    expect(alertConditionText(en, { ...rule, metric: 'clicks', comparison: 'below', threshold: 1500 })).toBe(
      'Yesterday’s clicks below 1,500',
    );
    expect(alertConditionText(cn, { ...rule, metric: 'ctr', threshold: 2.5 })).toBe('昨日点击率高于 2.50%');
    expect(alertConditionText(en, { kind: 'balanceDaysLeft', threshold: 3 })).toBe(
      'Fewer than 3 days of balance left',
    );
  });

  it('says nothing more for a kind whose name says it all', () => {
    for (const kind of ['budgetReached', 'balanceZero', 'offline'] as const)
      expect(alertConditionText(en, { kind })).toBeUndefined();
  });
});
