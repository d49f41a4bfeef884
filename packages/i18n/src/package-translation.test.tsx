import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nextProvider, type i18n, type Language } from './index';
import { usePackageTranslation } from './package-translation';
import { I18n } from './runtime';
import { reportTable } from './resources/sections/report-table';

const sections = { reportTable };

/** A host app's own instance, with texts of its own and none of ours. */
function foreignHost(language: Language = 'en') {
  return new I18n(language, { en: { greeting: 'Hello' } });
}

function within(instance: i18n) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
}

describe('usePackageTranslation', () => {
  it('gives the package its own English words in a host whose texts lack them', () => {
    const { result } = renderHook(() => usePackageTranslation(sections), { wrapper: within(foreignHost()) });
    expect(result.current.t('reportTable.total')).toBe('Total');
    expect(result.current.t('reportTable.pager.totalCount', { total: 12 })).toBe('Total 12');
    expect(result.current.language).toBe('en');
  });

  it('speaks the language it is given', () => {
    const { result } = renderHook(() => usePackageTranslation(sections, 'tw'), {
      wrapper: within(foreignHost()),
    });
    expect(result.current.t('reportTable.total')).toBe('合計');
    expect(result.current.language).toBe('tw');
  });

  it("speaks the host's language with its own words when the host lacks them", () => {
    const { result } = renderHook(() => usePackageTranslation(sections), {
      wrapper: within(foreignHost('tw')),
    });
    expect(result.current.t('reportTable.total')).toBe('合計');
    expect(result.current.language).toBe('tw');
  });

  it("follows the host's instance and language when the host holds the section", () => {
    const { result } = renderHook(() => usePackageTranslation(sections), {
      wrapper: within(createI18n('cn')),
    });
    expect(result.current.t('reportTable.total')).toBe('合计');
    expect(result.current.language).toBe('cn');
  });
});
