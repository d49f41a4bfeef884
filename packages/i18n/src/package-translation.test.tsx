import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { usePackageTranslation } from './package-translation';
import { reportTable } from './resources/sections/report-table';

const sections = { reportTable };

/** A host app's own i18next, with texts of its own and none of ours. */
function foreignHost() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { translation: { greeting: 'Hello' } } },
    initAsync: false,
  });
  return instance;
}

function within(instance: ReturnType<typeof foreignHost>) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
}

describe('usePackageTranslation', () => {
  it('gives the package its own English words in a host whose i18next lacks them', () => {
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

  it("follows the host's instance and language when the host holds the section", () => {
    const { result } = renderHook(() => usePackageTranslation(sections), {
      wrapper: within(createI18n('cn')),
    });
    expect(result.current.t('reportTable.total')).toBe('合计');
    expect(result.current.language).toBe('cn');
  });
});
