import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportFreshness, type ReportFreshnessProps } from './report-freshness';

// 2026-11-29 10:00 in Asia/Shanghai: the provider's yesterday is 2026-11-28.
const now = Date.parse('2026-11-29T02:00:00Z');

const renderIn = (language: Language, props: Omit<ReportFreshnessProps, 'now'>) =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ReportFreshness {...props} now={now} />
    </I18nextProvider>,
  ).container;

describe('ReportFreshness', () => {
  it('says how far the figures reach when the range goes past them, in the reader’s language', () => {
    const props = { syncedThrough: '2026-11-26', endDate: '2026-11-28' };
    expect(renderIn('en', props)).toHaveTextContent(
      'Figures through 2026-11-26: the later days of this range are still being fetched from the provider.',
    );
    expect(renderIn('cn', props)).toHaveTextContent(
      '数据更新至 2026-11-26，此时间范围内之后的日期仍在从媒体同步中。',
    );
    expect(renderIn('tw', props)).toHaveTextContent(
      '資料更新至 2026-11-26，此時間範圍內之後的日期仍在從媒體同步中。',
    );
  });

  it('says an account with no figures yet is still being fetched', () => {
    expect(renderIn('en', { syncedThrough: null, endDate: '2026-11-20' })).toHaveTextContent(
      "This account's figures are still being fetched from the provider.",
    );
  });

  it('says nothing while the report loads, when the figures cover the range, or for today, which no sync brings', () => {
    expect(renderIn('en', { syncedThrough: undefined, endDate: '2026-11-28' })).toBeEmptyDOMElement();
    expect(renderIn('en', { syncedThrough: '2026-11-26', endDate: '2026-11-20' })).toBeEmptyDOMElement();
    expect(renderIn('en', { syncedThrough: '2026-11-28', endDate: '2026-11-29' })).toBeEmptyDOMElement();
    expect(renderIn('en', { syncedThrough: '2026-11-27', endDate: '2026-11-29' })).not.toBeEmptyDOMElement();
  });
});
