import { periodChangeRenderer, qualityCodeRenderer } from '@adconsole/api-client/contract';
import type { TFunction } from '@adconsole/i18n';
import { useReportTableText } from './report-table-text';
import { lazyPart, useLazyPart } from '@adconsole/ui/lazy';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  changeDirection,
  emptyText,
  formatChange,
  formatValue,
  isEmptyValue,
  qualityLabelKey,
  type ReportColumn,
  type ReportRow,
} from '@adconsole/report-table-rules';
import type { RenderCell, RendererRegistry } from './types';

/** Inline text formatting only: a report cell highlights words, it does not embed pictures or forms. */
const allowedTags = ['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'mark', 'font', 'span', 'br'];
const allowedAttributes = ['color', 'class'];

/**
 * DOMPurify, fetched when an html cell first shows: most reports have none, so their pages do not carry it
 * (docs/architecture.md#report-table). A failed fetch is forgotten, so the next html cell shown tries again.
 */
const sanitizer = lazyPart(() => import('dompurify'));

/** Fetches the sanitizer `sanitizeHtml` uses; resolved at once once it is here. */
export function loadSanitizer(): Promise<void> {
  return sanitizer.load().then(() => undefined);
}

/**
 * Cell HTML from the server (e.g. a creative title with highlighted words), without scripts or handlers. Until
 * `loadSanitizer` has fetched DOMPurify, and without a DOM to parse in (DOMPurify would hand markup back
 * unchanged), only its text shows, escaped: never unsanitized markup.
 */
export function sanitizeHtml(html: string): string {
  const purifier = sanitizer.loaded()?.default;
  if (!purifier?.isSupported) {
    const text = html.replace(/<[^>]*>/g, '');
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  return purifier.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes });
}

/** An html cell: its text at once, its markup as soon as the sanitizer is here (not fetched: its text stays). */
export function HtmlCell({ html, className }: { html: string; className: string }) {
  // Renders again once the sanitizer is here, which `sanitizeHtml` then uses.
  useLazyPart(sanitizer, true);
  return <div role="cell" className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

interface ReportImageProps {
  src: string;
  alt: string;
  /** Shown instead when the picture cannot be loaded. */
  fallback: string;
}

/** A picture cell: loaded only when scrolled near, with a text fallback when it fails. */
export function ReportImage({ src, alt, fallback }: ReportImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <span className="rt-img-fallback">{fallback}</span>;
  return (
    <img
      className="rt-img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

const changeArrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * A change cell (docs/requirements.md#period-comparison): the signed percentage, coloured by its direction
 * with an arrow beside it; the sign says the direction without the colour. `higherBetter` (a calculated
 * column whose rise is good, docs/requirements.md#calculated-columns) swaps the colours, not the arrow.
 */
export function ChangeValue({ value, higherBetter = false }: { value: unknown; higherBetter?: boolean }) {
  const direction = changeDirection(value);
  if (!direction) return <span className="rt-change">{formatChange(value)}</span>;
  return (
    <span className={`rt-change rt-change-${direction}${higherBetter ? ' rt-change-higher' : ''}`}>
      {direction !== 'flat' && <span aria-hidden="true">{changeArrows[direction]}</span>}
      {formatChange(value)}
    </span>
  );
}

export interface CellContentOptions {
  renderers: RendererRegistry;
  imageFallback: string;
}

/** What a cell holds, by the column's domType; `html` cells are filled by `cellHtml` instead. */
export function cellContent(
  column: ReportColumn,
  row: ReportRow,
  { renderers, imageFallback }: CellContentOptions,
): ReactNode {
  const value = row[column.dataKey];
  switch (column.domType) {
    case 'img':
      return isEmptyValue(value) ? (
        emptyText
      ) : (
        <ReportImage src={String(value)} alt={column.title} fallback={imageFallback} />
      );
    case 'render': {
      const renderer = column.renderer ? renderers[column.renderer] : undefined;
      return renderer ? renderer({ value, row, column }) : formatValue(value, column.unit);
    }
    default:
      return formatValue(value, column.unit);
  }
}

/** The markup of an `html` cell, or undefined for other cells and empty values. */
export function cellHtml(column: ReportColumn, row: ReportRow): string | undefined {
  const value = row[column.dataKey];
  return column.domType !== 'html' || isEmptyValue(value) ? undefined : String(value);
}

/**
 * The cell drawer the rows use: the caller's renderers over the built-in ones, `qualityCode` (codes 0–3 as
 * their words, in the current language) and `periodChange` (a change ratio, signed and coloured).
 */
export function useRenderCell(renderers: RendererRegistry | undefined) {
  return useCellRenderer(renderers, useReportTableText().t);
}

/** `useRenderCell` with the table's words given: the table looks them up once for all its parts. */
export function useCellRenderer(renderers: RendererRegistry | undefined, t: TFunction) {
  const allRenderers = useMemo<RendererRegistry>(
    () => ({
      [qualityCodeRenderer]: ({ value }) => {
        const key = qualityLabelKey(value);
        return key ? t(key) : formatValue(value);
      },
      [periodChangeRenderer]: ({ value }) => <ChangeValue value={value} />,
      ...renderers,
    }),
    [renderers, t],
  );
  const imageFallback = t('reportTable.imageUnavailable');
  return useCallback<RenderCell>(
    (column, row) => cellContent(column, row, { renderers: allRenderers, imageFallback }),
    [allRenderers, imageFallback],
  );
}
