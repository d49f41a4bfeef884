import { defaultThemeColor } from '@adconsole/ui';
import type { Preview } from '@storybook/react-vite';
import type { GlobalTypes } from 'storybook/internal/types';
import { ComponentPage } from './docs/component-page';
import { ThemedDocsContainer } from './docs/themed-docs-container';
import './preview.css';
import { withI18n } from './with-i18n';
import { withTheme } from './with-theme';

/** A toolbar menu of one global: its title, icon and choices (value → title), the current one shown. */
function toolbar(title: string, icon: string, choices: Record<string, string>): GlobalTypes[string] {
  const items = Object.entries(choices).map(([value, itemTitle]) => ({ value, title: itemTitle }));
  return { description: title, toolbar: { title, icon, items, dynamicTitle: true } } as GlobalTypes[string];
}

/**
 * Every story (and the docs page of every component) can be seen in another language, size, theme and theme
 * colour from the toolbar; a story pins one with `globals: { language: 'cn' }`. The story tests run every
 * story once per theme (vitest.stories.config.ts), with the theme from `STORY_THEME`.
 */
const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages in the toolbar's theme, each component's page opening with what it is for
    // (docs/architecture.md#storybook).
    docs: { toc: true, container: ThemedDocsContainer, page: ComponentPage },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'ui', 'report-table', 'date-range', 'draft-editor', 'console'],
      },
    },
  },
  globalTypes: {
    language: toolbar('Language', 'globe', { en: 'English', cn: '简体中文', tw: '繁體中文' }),
    size: toolbar('Size', 'ruler', { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' }),
    theme: toolbar('Theme', 'mirror', { light: 'Light', dark: 'Dark' }),
    themeColor: toolbar('Theme colour', 'paintbrush', {
      [defaultThemeColor]: 'Blue-purple (default)',
      '#1890ff': 'Blue',
      '#d03050': 'Red',
      '#18a058': 'Green',
      '#f5d90a': 'Yellow',
    }),
  },
  initialGlobals: {
    language: 'en',
    size: 'medium',
    theme: import.meta.env.STORY_THEME === 'dark' ? 'dark' : 'light',
    themeColor: defaultThemeColor,
  },
  decorators: [withI18n, withTheme],
  // In the story tests only (vitest.stories.config.ts sets the function up): the story's screenshot against
  // its baseline, in the light theme; `parameters: { screenshot: 'light and dark' }` adds the dark one (a
  // story or two per component), `screenshot: false` leaves out a story whose play function is what it tests
  // (docs/architecture.md#visual-regression).
  afterEach: async ({ id, globals, parameters, canvasElement }) => {
    const match = (
      globalThis as {
        matchStoryScreenshot?: (id: string, theme: string, canvas: HTMLElement) => Promise<void>;
      }
    ).matchStoryScreenshot;
    const theme = String(globals.theme);
    const pictured =
      parameters.screenshot === 'light and dark' || (parameters.screenshot !== false && theme === 'light');
    if (match && pictured) await match(id, theme, canvasElement as HTMLElement);
  },
};
export default preview;
