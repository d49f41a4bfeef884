import type { ComponentProps } from 'react';
import { cn } from '../cn';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'subtle';

export interface ButtonProps extends ComponentProps<'button'> {
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
  'inline-flex h-control shrink-0 items-center justify-center gap-2 rounded border text-control font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait';

/** A button that follows the global size (`data-size` on an ancestor) and the theme colour. */
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
      className={cn(base, 'px-pad', variants[variant], className)}
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
  variant?: ButtonVariant;
}

/** A square button holding only an icon, named by `label`; the same size as other controls. */
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
