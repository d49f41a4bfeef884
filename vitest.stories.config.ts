import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { screenshotsSkipped } from './.storybook/baselines.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const themes = ['light', 'dark'] as const;
/** `STORY_THEME=dark` runs one theme only (quicker while working on one); by default both run. */
const chosen = themes.filter((theme) => !process.env.STORY_THEME || process.env.STORY_THEME === theme);
/** Elsewhere than Debian with its fonts the pictures would differ everywhere: the run says why and skips them. */
const skipped = screenshotsSkipped();
if (skipped) {
  console.warn(
    `Story screenshots neither compared nor written: ${skipped}. The stories still render, play and pass the accessibility check.`,
  );
}

/**
 * Every story runs as a test in Debian's Chromium, once in each theme (docs/architecture.md#stories-as-tests):
 * it renders, runs its play function, passes the accessibility check and matches its screenshot, stored in
 * `.storybook/screenshots/<theme>/<story id>.png`. `npm run test:stories -- --update` writes new baselines,
 * compacted once the run ends (`.storybook/baselines.ts`).
 */
export default defineConfig({
  test: {
    // Once per run, for both themes: the baselines written are compacted when it ends.
    globalSetup: [path.join(root, '.storybook/baselines.ts')],
    projects: chosen.map((theme) => ({
      plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
      define: {
        'import.meta.env.STORY_THEME': JSON.stringify(theme),
        'import.meta.env.STORY_SCREENSHOTS_SKIPPED': JSON.stringify(skipped),
      },
      test: {
        name: `stories (${theme})`,
        // Two browsers (one per theme) share two cores: a story that waits on a lazy chunk may need longer.
        testTimeout: 30_000,
        setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        // The story files share one page, its modules loaded once, rather than a page each: a quarter less
        // time, and every story still renders into a fresh canvas (docs/testing.md#the-test-run).
        isolate: false,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
          instances: [{ browser: 'chromium' }],
          // A failing story's own screenshot says little beside the stored baseline and its diff.
          screenshotFailures: false,
          expect: {
            toMatchScreenshot: {
              comparatorName: 'pixelmatch',
              // Chromium may draw a CJK glyph's edge a little differently from one run to the next: up to 0.6 % of
              // a small picture of Chinese text. So 1 % of a picture may differ, and never more than 1,400 pixels
              // (0.2 % of the 960×720 frame every picture used to be); a changed colour token moves more.
              comparatorOptions: { allowedMismatchedPixelRatio: 0.01, allowedMismatchedPixels: 1400 },
              // A picture is taken again until two in a row agree; beside the other test steps on two cores
              // that took over the default 5 s once (a CI run of 27 November). The comparison is as strict.
              // This Vitest leaves the wait's timer running after a match (vitest-dev/vitest#11659), so the
              // run's end waits up to this long once and says something kept it from exiting.
              timeout: 15_000,
              resolveScreenshotPath: ({ arg, ext }) =>
                path.join(root, '.storybook/screenshots', `${arg}${ext}`),
              resolveDiffPath: ({ arg, ext }) => path.join(root, 'dist/story-diffs', `${arg}${ext}`),
            },
          },
        },
      },
    })),
  },
});
