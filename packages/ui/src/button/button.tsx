import type { ComponentProps } from 'react';
import { cn } from '../cn';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'subtle';

export interface ButtonProps extends ComponentProps<'button'> {
  /** How loud it is: `primary` for the one main action of an area, `danger` for a destructive one. */
  variant?: ButtonVariant;
  /**
   * Shows a spinner, keeps the label for assistive tech and ignores clicks. The button stays focusable
   * (aria-disabled, not disabled), so the focus is not dropped to the page while it works, e.g. when a
   * dialog it opened gives the focus back.
   */
  loading?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover border-transparent',
  secondary: 'bg-surface text-ink border-border hover:border-primary hover:text-primary-text',
  danger: 'bg-danger text-danger-foreground border-transparent hover:opacity-90',
  ghost: 'bg-transparent text-primary-text border-transparent hover:bg-primary-soft',
  /** Quiet grey, for secondary icon actions such as a close button. */
  subtle: 'bg-transparent text-muted border-transparent hover:bg-canvas hover:text-ink',
};

const base =
  // A label too long for one line wraps (and an unbroken word breaks) inside the button, which grows in height
  // rather than spilling out of it or past a phone's width.
  'inline-flex min-h-control max-w-full shrink-0 items-center justify-center gap-2 rounded border text-center text-control font-medium [overflow-wrap:anywhere] transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait';

/**
 * A button that starts an action, in the global size (`data-size` on an ancestor) and the theme colour.
 *
 * **When to use:** for an action on this page (search, save, export). To go to another page use a link;
 * where only an icon fits use `IconButton`; for a list of actions on one thing use `DropdownMenu`.
 *
 * **States:** default, hover, keyboard focus (2 px outline), disabled, loading (spinner; busy but still
 * focusable). Variants: `primary`, `secondary` (default), `danger`, `ghost`, `subtle`.
 *
 * - Do: label it with a verb that says what happens ("Export report", not "OK").
 * - Do: keep to one `primary` button per area (a form, a toolbar, a dialog's footer).
 * - Don't: use `danger` for anything but a destructive action, and let a `ConfirmDialog` ask first.
 * - Don't: disable a button while it works; show `loading` instead.
 */
export function Button({
  variant = 'secondary',
  loading = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={cn(base, 'px-pad py-1', variants[variant], className)}
      // A click while busy does nothing, not even submit its form.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to assistive tech. */
  label: string;
  /** How loud it is; `ghost` by default, `secondary` beside bordered controls, `subtle` for a close button. */
  variant?: ButtonVariant;
}

/**
 * A square button holding only an icon, named by `label`; the same size as the other controls.
 *
 * **When to use:** for a well-known action where room is short (close, full screen, previous page). Where the
 * icon alone may not be understood, wrap it in a `Tooltip` that repeats the label, or use a `Button` with text.
 *
 * **States:** default, hover, keyboard focus, disabled. Variants as `Button` (`ghost` by default).
 *
 * - Do: give it a `label` that names the action ("Close", not "X" or "Icon").
 * - Don't: use it for the main action of an area: that is a primary `Button` with text.
 */
export function IconButton({
  label,
  variant = 'ghost',
  className,
  type,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={cn(
        base,
        'size-control text-[length:calc(var(--adc-font-size)+2px)]',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
