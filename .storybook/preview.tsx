import type { Preview } from '@storybook/react-vite';
import './preview.css';
import { withI18n } from './with-i18n';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    withI18n,
    (Story) => (
      <div data-size="medium" className="font-sans">
        <Story />
      </div>
    ),
  ],
};
export default preview;
