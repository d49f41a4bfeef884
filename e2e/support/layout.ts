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
