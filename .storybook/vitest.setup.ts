import { expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The story tests' screenshot step (docs/architecture.md#visual-regression), called by the preview's
 * `afterEach` once a story has rendered and played: the page as the story left it (with dialogs and menus
 * portalled into the body) against `.storybook/screenshots/<theme>/<story id>.png`. Animations, transitions
 * and the text caret are frozen while the picture is taken, so the same story gives the same pixels.
 */
async function matchStoryScreenshot(storyId: string, theme: string): Promise<void> {
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${theme}/${storyId}`);
  } finally {
    still.remove();
  }
}

Object.assign(globalThis, { matchStoryScreenshot });
