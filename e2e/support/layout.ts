import type { Page } from '@playwright/test';

/**
 * Whether the page scrolls sideways: the document, or any box around the main content that scrolls (the
 * shell's scrolling column). A table that scrolls inside its own frame does not count.
 */
export function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth > window.innerWidth) return true;
    for (let box = document.querySelector('main'); box; box = box.parentElement) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      if (scrolls && box.scrollWidth > box.clientWidth) return true;
    }
    return false;
  });
}
