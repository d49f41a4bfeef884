import { useTranslation } from '@adconsole/i18n';
import { Slot } from 'radix-ui';
import { Children, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../cn';

export interface BreadcrumbProps {
  /** BreadcrumbLink and, last, BreadcrumbPage; separators are drawn between them. */
  children: ReactNode;
  /** The landmark's name; the kit's translated "Breadcrumb" when not given. */
  label?: string;
  /** Classes of the nav landmark, e.g. its width in the top bar. */
  className?: string;
}

/**
 * The trail to the current page, in a nav landmark; the current page is marked aria-current. It keeps to one
 * line: where the room runs out, the crumbs end in an ellipsis rather than wrap, the ones before the current
 * page first (their names stay whole for assistive tech; give a crumb a `title` to show it whole on hover).
 *
 * **When to use:** in the top bar, to show where a page sits and go back up. To switch views within a page use
 * `Tabs`.
 *
 * **States:** links, current page (not a link), focus, narrow (crumbs end in an ellipsis).
 *
 * - Do: use the pages' own titles, and end with the current page.
 * - Don't: make the current page a link.
 */
export function Breadcrumb({ children, label, className }: BreadcrumbProps) {
  const { t } = useTranslation();
  const items = Children.toArray(children);
  return (
    <nav aria-label={label ?? t('ui.breadcrumb')} className={className}>
      <ol className="flex items-center gap-1.5 text-control whitespace-nowrap">
        {items.map((item, index) => (
          <li
            key={index}
            className={cn(
              'inline-flex items-center gap-1.5',
              index < items.length - 1 ? 'min-w-[3em] shrink-[10]' : 'min-w-0',
            )}
          >
            {index > 0 && (
              <span aria-hidden="true" className="shrink-0 text-faint">
                /
              </span>
            )}
            {item}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface BreadcrumbLinkProps extends ComponentProps<'a'> {
  /** Render the child (a router's Link) with the link's look instead of an <a>. */
  asChild?: boolean;
}

/** A crumb that leads to a page above the current one. */
export function BreadcrumbLink({ asChild, className, ...rest }: BreadcrumbLinkProps) {
  const Link = asChild ? Slot.Root : 'a';
  return (
    <Link
      className={cn(
        'truncate text-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...rest}
    />
  );
}

/** The current page: text, not a link. */
export function BreadcrumbPage({ className, ...rest }: ComponentProps<'span'>) {
  return <span aria-current="page" className={cn('truncate font-medium text-ink', className)} {...rest} />;
}
