import { useTranslation } from '@adconsole/i18n';
import { cn } from '../cn';

export interface SkeletonProps {
  /** How many grey bars stand in for the content. */
  lines?: number;
  /** What assistive tech hears; the kit's translated "Loading…" when not given. */
  label?: string;
  /** Classes of the block, e.g. its width. */
  className?: string;
}

/**
 * Placeholder bars while content loads; announced once as a status, the bars themselves are hidden.
 *
 * **When to use:** in place of text or a card whose content is on its way. For a table use `Table`'s
 * `loading`; for a button whose action runs use `Button`'s `loading`.
 *
 * **States:** loading (pulsing bars), any number of `lines`.
 *
 * - Do: give it about the shape of the content it stands for.
 * - Don't: keep it up when loading failed: show the error instead.
 */
export function Skeleton({ lines = 3, label, className }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex flex-col gap-2', className)}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-[calc(var(--adc-font-size)+4px)] animate-pulse rounded bg-subtle last:w-3/5"
        />
      ))}
    </div>
  );
}
