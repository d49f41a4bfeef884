const candidates = 'a[href], button, input, select, textarea, [tabindex]';

/** Whether Tab stops at an element: in the tab order, enabled, shown, and not one of Radix's focus guards. */
function isTabStop(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.matches(':disabled, [data-radix-focus-guard]') &&
    element.getClientRects().length > 0
  );
}

/** The elements of `root` Tab may stop at, in document order. */
function tabStops(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(candidates)].filter(isTabStop);
}

/** Whether Tab treats `a` and `b` as one stop: the same element, or radio buttons of one group. */
function sameStop(a: Element | null, b: Element | undefined): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  return (
    a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === 'radio' &&
    b.type === 'radio' &&
    a.name !== '' &&
    a.name === b.name &&
    a.form === b.form
  );
}

/** Whether Tab (Shift+Tab with `backwards`) from `focused` leaves `root`: it is at its last (first) stop. */
export function leavesOnTab(root: HTMLElement, focused: Element | null, backwards: boolean): boolean {
  const stops = tabStops(root);
  return sameStop(focused, backwards ? stops[0] : stops.at(-1));
}

/** The first place Tab stops after `element` in the page, outside `skipped` (a portalled popover). */
export function tabStopAfter(element: HTMLElement, skipped: Node): HTMLElement | undefined {
  return tabStops(element.ownerDocument).find(
    (stop) =>
      !skipped.contains(stop) &&
      !element.contains(stop) &&
      Boolean(element.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}
