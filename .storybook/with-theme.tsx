import {
  applyColorScheme,
  defaultThemeColor,
  isSize,
  parseThemeColor,
  setThemeColor,
  SizeProvider,
} from '@adconsole/ui';
import type { Decorator } from '@storybook/react-vite';

/**
 * The toolbar's theme (light / dark), theme colour and size, applied the way the console applies them: the
 * scheme and the colour on the document root (so portalled dialogs and menus follow), the size through
 * `SizeProvider`. `parameters.width` renders a story in a box of that many pixels (375 for a phone).
 */
export const withTheme: Decorator = (Story, { globals, parameters }) => {
  applyColorScheme(globals.theme === 'dark' ? 'dark' : 'light');
  setThemeColor(parseThemeColor(globals.themeColor) ?? defaultThemeColor);
  const width = typeof parameters.width === 'number' ? parameters.width : undefined;
  return (
    <SizeProvider size={isSize(globals.size) ? globals.size : 'medium'} className="font-sans">
      <div style={width ? { width, maxWidth: width } : undefined}>
        <Story />
      </div>
    </SizeProvider>
  );
};
