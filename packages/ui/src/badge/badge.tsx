import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour of a status label; `neutral` by default. Ignored with `count`. */
  tone?: BadgeTone;
  /** A number badge (e.g. unread messages): nothing is shown at 0, and above `max` it reads `max+`. */
  count?: number;
  /** The largest count shown as a number; 99 by default. */
  max?: number;
}

const tones: Record<BadgeTone, string> = {
  primary: 'bg-primary-soft text-primary-text',
  neutral: 'bg-canvas text-ink',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

/**
 * What a count badge shows: the message bell reads `9+` from 10 unread with max 9
 * (docs/requirements.md#messages).
 */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * A small status label (draft status, sync state) or, with `count`, a solid counter.
 *
 * **When to use:** to show the state of a row or an item at a glance, or how many new things wait (unread
 * messages). For a message about what just happened use `toast`; for an action use `Button`.
 *
 * **States:** tones `neutral`, `primary`, `success`, `warning`, `danger`; counter, `max+`, hidden at 0.
 *
 * - Do: use one or two words, and the same tone for the same state everywhere.
 * - Don't: let colour be the only thing that tells states apart: the words must differ too.
 */
export function Badge({ tone = 'neutral', count, max, className, children, ...rest }: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0) return null;
    return (
      <span
        className={cn(
          'inline-flex h-[1.5em] min-w-[1.5em] items-center justify-center rounded-full bg-danger px-1.5 text-control-sm leading-none font-medium text-danger-foreground',
          className,
        )}
        {...rest}
      >
        {badgeCount(count, max)}
      </span>
    );
  }
  return (
    <span
      className={cn(
        // As wide as its words, so a table column or a flex row never squeezes it to a character a line; only
        // a badge wider than all the room it has wraps (docs/requirements.md#layout-and-navigation).
        'inline-flex w-max max-w-full shrink-0 items-center rounded px-2 py-0.5 text-control-sm leading-tight font-medium',
        tones[tone],
        className,
      )}
      {...rest}
    >
      {children}
    </span>
  );
}
