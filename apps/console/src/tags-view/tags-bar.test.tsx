import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './tags-bar.stories';

const { Default, CloseTabs, TraditionalChinese } = composeStories(stories);

describe('TagsBar', () => {
  it.each([
    ['lists the tabs, marks the active one and pins Home', Default],
    ['goes to the last remaining tab when the active one closes', CloseTabs],
    ['follows the language', TraditionalChinese],
  ])('%s', async (_, Story) => {
    await Story.run();
  });
});
