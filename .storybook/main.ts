import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';

/** One Storybook over every package: stories live beside their components. */
const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview frame names Storybook's own icon, so a browser opening a story or docs page on its own does
  // not ask the file server for a /favicon.ico that is not there.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceResolve, plugins: [tailwindcss()] }),
};
export default config;
