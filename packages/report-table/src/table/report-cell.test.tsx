import { titleInfos } from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildColumns, type TitleInfo } from '@adconsole/report-table-rules';
import { cellContent, cellHtml, ReportImage, sanitizeHtml, useRenderCell } from './report-cell';

const column = (info: Partial<TitleInfo>) =>
  buildColumns([
    { titleName: 'Title', dataKey: 'v', isSort: false, valueType: 'String', domType: 'text', ...info },
  ])[0]!;
const options = {
  renderers: { upper: ({ value }: { value: unknown }) => String(value).toUpperCase() },
  imageFallback: 'No picture',
};

describe('cell content by domType', () => {
  it('formats text cells by unit and shows -- when empty', () => {
    expect(cellContent(column({ unit: '￥', valueType: 'Double' }), { v: 12 }, options)).toBe('￥12.00');
    expect(cellContent(column({}), { v: null }, options)).toBe('--');
  });

  it('draws render cells with the named renderer, else as text', () => {
    expect(cellContent(column({ domType: 'render', renderer: 'upper' }), { v: 'abc' }, options)).toBe('ABC');
    expect(
      cellContent(
        column({ domType: 'render', renderer: 'missing', unit: 't', valueType: 'Long' }),
        { v: 1234 },
        options,
      ),
    ).toBe('1,234');
  });

  // What the sanitizer removes is checked in Chromium (the CreativeCells story): happy-dom's DOM lets
  // DOMPurify keep script elements, so it cannot stand in for a browser there.
  it('fills html cells only, and not when empty', () => {
    expect(cellHtml(column({ domType: 'html' }), { v: '英语培训' })).toBe('英语培训');
    expect(cellHtml(column({ domType: 'html' }), { v: '' })).toBeUndefined();
    expect(cellHtml(column({}), { v: '英语培训' })).toBeUndefined();
  });

  it('shows only the escaped text of markup until the sanitizer is fetched', () => {
    expect(sanitizeHtml('<b>雅思</b> & <i onclick="x()">课程</i><img src=x onerror="y()">')).toBe(
      '雅思 &amp; 课程',
    );
  });
});

describe('the sanitizer, fetched on need', () => {
  it('is fetched again after a failed fetch, not refused for good', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => {
      throw new Error('chunk not found');
    });
    const cells = await import('./report-cell');
    await expect(cells.loadSanitizer()).rejects.toThrow();
    vi.doUnmock('dompurify');
    await expect(cells.loadSanitizer()).resolves.toBeUndefined();
  });
});

describe('the built-in quality-code renderer', () => {
  it("draws the quality codes of the server's titleInfos as their words", () => {
    const [quality] = buildColumns(titleInfos(['landPageExperience'], 'day', 'en'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={createI18n('en')}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useRenderCell(undefined), { wrapper });
    expect([0, 1, 2, 3, null].map((code) => result.current(quality!, { landPageExperience: code }))).toEqual([
      'Data accumulating',
      'Below average',
      'Average',
      'Above average',
      '--',
    ]);
  });
});

describe('ReportImage', () => {
  it('loads lazily and falls back to its text when the picture fails', () => {
    render(<ReportImage src="https://example.invalid/a.png" alt="Creative picture" fallback="No picture" />);
    const image = screen.getByRole('img', { name: 'Creative picture' });
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No picture')).toBeInTheDocument();
  });

  it('tries again when the picture changes', () => {
    const { rerender } = render(<ReportImage src="a.png" alt="Picture" fallback="No picture" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ReportImage src="b.png" alt="Picture" fallback="No picture" />);
    expect(screen.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', 'b.png');
  });

  it('shows -- for a row without a picture', () => {
    expect(cellContent(column({ domType: 'img' }), { v: null }, options)).toBe('--');
  });
});
