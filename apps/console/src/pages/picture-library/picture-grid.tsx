import type { Picture } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Checkbox } from '@adconsole/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** A cell's width and a row's height in CSS pixels: thumbnails stay small whatever the picture's size. */
const cellWidth = 168;
const rowHeight = 276;

export interface PictureGridProps {
  pictures: readonly Picture[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, selected: boolean) => void;
  /** Why the last sync failed, by picture id: shown on the picture. */
  failures: ReadonlyMap<number, string>;
  label: string;
}

/**
 * The library's pictures as a grid of thumbnails (docs/requirements.md#picture-library), virtualized by row
 * so a page of 10,000 renders only the rows in view; each cell loads lazily the picture's small thumbnail,
 * not the picture itself.
 */
export function PictureGrid({ pictures, selected, onToggle, failures, label }: PictureGridProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(1, Math.floor(element.clientWidth / cellWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const rows = Math.ceil(pictures.length / columns);
  // The virtualizer's functions change as it scrolls: this component re-renders with it, nothing memoized.
  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns new functions each render by design; nothing here memoizes them
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 2,
  });

  return (
    <div ref={scroller} className="h-[70vh] overflow-auto rounded bg-surface shadow-sm">
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().flatMap((row) =>
          pictures.slice(row.index * columns, (row.index + 1) * columns).map((picture, column) => {
            const failure = failures.get(picture.id);
            const name = `${picture.theme} #${picture.id}`;
            return (
              <li
                key={picture.id}
                className="absolute flex flex-col gap-1 p-2"
                style={{
                  top: row.start,
                  left: column * cellWidth,
                  width: cellWidth,
                  height: rowHeight,
                }}
              >
                <Checkbox
                  label={t('pictureLibrary.select', { name })}
                  hideLabel
                  checked={selected.has(picture.id)}
                  onCheckedChange={(checked) => onToggle(picture.id, checked === true)}
                />
                <img
                  src={picture.thumbnailUrl}
                  alt={picture.theme}
                  loading="lazy"
                  decoding="async"
                  width={cellWidth - 16}
                  height={100}
                  className="h-[100px] w-full rounded bg-subtle object-contain"
                />
                <span className="truncate text-control font-medium" title={picture.theme}>
                  {picture.theme}
                </span>
                <span className="text-control-sm text-muted tabular-nums">
                  {t('pictureLibrary.size', {
                    width: String(picture.width),
                    height: String(picture.height),
                    ratio: picture.ratio,
                  })}
                </span>
                {picture.unitIds.length > 0 && (
                  <span className="text-control-sm text-muted">
                    {t('pictureLibrary.releaseScope', { count: String(picture.unitIds.length) })}
                  </span>
                )}
                <Badge tone={picture.synced ? 'success' : 'neutral'} className="self-start">
                  {picture.synced ? t('pictureLibrary.synced') : t('pictureLibrary.notSynced')}
                </Badge>
                {failure && (
                  <span className="line-clamp-2 text-control-sm text-danger">
                    {t('pictureLibrary.syncFailed', { reason: failure })}
                  </span>
                )}
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
