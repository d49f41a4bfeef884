import { configure } from 'storybook/test';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { coverPaintedArea } from './screenshot-area';

// A story's `findBy…` and `waitFor` wait up to 5 s rather than 1, as the unit tests do (vitest.waits.ts): the two
// themes' browsers share two cores with the other test steps, and a play function may wait on a lazy part (a
// tooltip's Radix code) that a busy core delivers after a second (docs/testing.md#the-test-run).
configure({ asyncUtilTimeout: 5_000 });

/** Why this machine's pictures are not compared with the baselines (vitest.stories.config.ts), or ''. */
const skipped: string = import.meta.env.STORY_SCREENSHOTS_SKIPPED;

/**
 * The story tests' screenshot step (docs/architecture.md#visual-regression), called by the preview's
 * `afterEach` once a story has rendered and played: what the story paints, dialogs and menus portalled into
 * the body included, against `.storybook/screenshots/<theme>/<story id>.png`. Animations, transitions and the
 * text caret are frozen first, so the same story gives the same pixels and the area is measured at rest.
 */
async function matchStoryScreenshot(storyId: string, theme: string, canvas: HTMLElement): Promise<void> {
  if (skipped) return;
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  const area = coverPaintedArea(canvas);
  try {
    await expect.element(page.elementLocator(area)).toMatchScreenshot(`${theme}/${storyId}`);
  } finally {
    area.remove();
    still.remove();
  }
}

Object.assign(globalThis, { matchStoryScreenshot });
