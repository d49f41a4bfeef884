import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import ts from 'typescript';
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
  // Props tables from the TypeScript compiler rather than react-docgen, which cannot follow an imported type:
  // the kit's parts built on Radix (menus, tabs, popovers) had no props table. A prop the component declares,
  // or one its Radix part declares (open, onOpenChange, disabled, side…), is listed; the DOM's own attributes
  // (from React's types) are not (docs/architecture.md#storybook).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['packages/*/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
      exclude: ['**/*.test.tsx'],
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        customConditions: ['@adconsole/source'],
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        noEmit: true,
      },
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) =>
        !prop.parent ||
        !prop.parent.fileName.includes('node_modules') ||
        prop.parent.fileName.includes('@radix-ui'),
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview frame names Storybook's own icon, so a browser opening a story or docs page on its own does
  // not ask the file server for a /favicon.ico that is not there.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceResolve, plugins: [tailwindcss()] }),
};
export default config;
