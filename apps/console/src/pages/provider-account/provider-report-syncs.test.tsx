import type { ManagedProviderAccount } from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider, type Language } from '@adconsole/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportSyncs } from './provider-report-syncs';

const account = {
  accountNo: 'acme-search-01',
  reports: [
    { report: 'searchKeyword', syncedThrough: '2026-11-20', error: null },
    {
      report: 'searchTerm',
      syncedThrough: '2026-11-07',
      error: 'Baidu refused the call: 901301 查询词报告暂不可用',
    },
    { report: 'feedHour', syncedThrough: null, error: null },
  ],
} as ManagedProviderAccount;

const renderIn = (language: Language) =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ReportSyncs account={account} />
    </I18nextProvider>,
  );

describe('ReportSyncs', () => {
  it('is a disclosure reached by the keyboard, listing each report’s last day and the provider’s words of a failure', async () => {
    const user = userEvent.setup();
    renderIn('en');
    const summary = screen.getByText('Reports (3)');
    expect(summary.closest('summary')).toHaveTextContent('Reports (3) · 1 failed');
    await user.tab();
    expect(summary.closest('summary')).toHaveFocus();
    // A native disclosure: Enter and Space open it in the browser.
    expect(summary.closest('details')).not.toHaveAttribute('open');
    const list = screen.getByRole('list', { hidden: true, name: 'Report synchronization of acme-search-01' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Search keywords 2026-11-20',
      'Search terms 2026-11-07Failed: Baidu refused the call: 901301 查询词报告暂不可用',
      'Feed time periods Not yet',
    ]);
  });

  it('names the reports in the reader’s language', () => {
    renderIn('tw');
    expect(screen.getByText('報告（3）').closest('summary')).toHaveTextContent('報告（3） · 1 個失敗');
    expect(screen.getByText('資訊流推廣時段報告')).toBeInTheDocument();
  });
});
