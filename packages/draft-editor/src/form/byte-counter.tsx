import { useTranslation } from '@adconsole/i18n';
import { cn } from '@adconsole/ui';

export interface ByteCounterProps {
  id?: string;
  /** The length as the provider counts it (bytes), and its limit. */
  count: number;
  max: number;
}

/**
 * "12/50 bytes" beside a limited field (docs/requirements.md#ad-drafts): red past the limit; read out with
 * how the bytes are counted ("12 of 50 bytes — a Chinese character counts 2"), as the rule counts them.
 */
export function ByteCounter({ id, count, max }: ByteCounterProps) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      className={cn('text-control-sm tabular-nums', count > max ? 'font-medium text-danger' : 'text-muted')}
    >
      <span aria-hidden="true">{t('drafts.editor.counterShort', { count, max })}</span>
      <span className="sr-only">{t('drafts.editor.counter', { count, max })}</span>
    </span>
  );
}
