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
  to: DraftLocation;
  navigator: DraftNavigator;
}

/** A link to a location of the editor: a real link (it opens in a new tab) that moves in the page. */
export function DraftLink({ to, navigator, children, ...rest }: DraftLinkProps) {
  return (
    <a href={navigator.href(to)} onClick={inPageClick(() => navigator.go(to))} {...rest}>
      {children}
    </a>
  );
}
