import type { Page } from '@playwright/test';

/** How long an overflow must last to count: a resize re-renders the shell (the navbar folds under 992 px) a
 * moment later, and on a busy machine that moment can be long. */
const settleMs = 3000;

/**
 * Whether the page scrolls sideways: the document, or any box around the main content that scrolls (the
 * shell's scrolling column). A table that scrolls inside its own frame does not count. Measured once the
 * layout has settled: an overflow that is gone after the re-render a resize causes is not one.
 */
export async function scrollsSideways(page: Page) {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const overflows = await page.evaluate(() => {
      if (document.documentElement.scrollWidth > window.innerWidth) return true;
      for (let box = document.querySelector('main'); box; box = box.parentElement) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
        if (scrolls && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    });
    if (!overflows || Date.now() > deadline) return overflows;
    await page.waitForTimeout(100);
  }
}

/**
 * Records, from the page's start, every layout shift the browser sees (Layout Instability API) of an element
 * inside `within` (a CSS selector) but not inside `except`; `layoutShifts(page)` answers them as "tag text at
 * time". Call it before the page opens.
 */
export async function recordLayoutShifts(page: Page, within: string, except?: string) {
  await page.addInitScript(
    ({ within, except }) => {
      const moves: string[] = [];
      Object.assign(window, { layoutShifts: moves });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node;
            if (!(node instanceof Element) || !node.closest(within)) continue;
            if (except && node.parentElement?.closest(except)) continue;
            const text = node.textContent?.slice(0, 40);
            moves.push(`${node.tagName.toLowerCase()} ${text} at ${Math.round(entry.startTime)} ms`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { within, except },
  );
}

/** The layout shifts `recordLayoutShifts` saw so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
