import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { DraftLocation } from './draft-location';

/** How the page leads to a location of the editor: its URL, and the move there without a reload. */
export interface DraftNavigator {
  href: (location: DraftLocation) => string;
  go: (location: DraftLocation) => void;
}

/**
 * A link's click handler that moves in the page on a plain click and leaves the others (a new tab, a new
 * window) to the browser.
 */
export function inPageClick(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    go();
  };
}

export interface DraftLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** The editor's location the link opens (step, campaign, unit, creative). */
  to: DraftLocation;
  /** Makes the address and moves there in the page. */
  navigator: DraftNavigator;
}

/**
 * A link to a location of the editor: a real link (it opens in a new tab) that moves in the page.
 *
 * **When to use:** anywhere a draft's item is named and the user may want to open it (tables, the
 * preview's summary, the navigation).
 *
 * **States:** the link's own: default, hover, keyboard focus (the focus ring).
 *
 * - Do style it as a link (`text-primary-text`, underline on hover).
 * - Don't use a button for it: it must open in a new tab with a middle click or Ctrl+click.
 */
export function DraftLink({ to, navigator, children, ...rest }: DraftLinkProps) {
  return (
    <a href={navigator.href(to)} onClick={inPageClick(() => navigator.go(to))} {...rest}>
      {children}
    </a>
  );
}
