import type { Preview } from '@storybook/react-vite';
import './preview.css';
import { withI18n } from './with-i18n';
import { withTheme } from './with-theme';

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
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'ui', 'report-table', 'date-range', 'draft-editor', 'console'],
      },
    },
  },
  globalTypes: {
    language: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'cn', title: '简体中文' },
          { value: 'tw', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
    size: {
      description: 'Size of the controls',
      toolbar: {
        title: 'Size',
        icon: 'ruler',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'medium', title: 'Medium' },
          { value: 'small', title: 'Small' },
          { value: 'mini', title: 'Mini' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    themeColor: {
      description: 'Theme colour',
      toolbar: {
        title: 'Theme colour',
        icon: 'paintbrush',
        items: [
          { value: '#5b5bd6', title: 'Blue-purple (default)' },
          { value: '#1890ff', title: 'Blue' },
          { value: '#d03050', title: 'Red' },
          { value: '#18a058', title: 'Green' },
          { value: '#f5d90a', title: 'Yellow' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    language: 'en',
    size: 'medium',
    theme: import.meta.env.STORY_THEME === 'dark' ? 'dark' : 'light',
    themeColor: '#5b5bd6',
  },
  decorators: [withI18n, withTheme],
  // In the story tests only (vitest.stories.config.ts sets the function up): the story's screenshot against
  // its baseline. `parameters: { screenshot: false }` leaves a story out.
  afterEach: async ({ id, globals, parameters }) => {
    const match = (globalThis as { matchStoryScreenshot?: (id: string, theme: string) => Promise<void> })
      .matchStoryScreenshot;
    if (match && parameters.screenshot !== false) await match(id, String(globals.theme));
  },
};
export default preview;
