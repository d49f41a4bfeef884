import { useTranslation } from '@adconsole/i18n';
import { cn } from '../cn';

export interface SkeletonProps {
  /** How many grey bars stand in for the content. */
  lines?: number;
  /** What assistive tech hears; the kit's translated "Loading…" when not given. */
  label?: string;
  className?: string;
}

/** Placeholder bars while content loads; announced once as a status, the bars themselves are hidden. */
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
