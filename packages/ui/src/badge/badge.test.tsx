import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge';
import * as stories from './badge.stories';

const { Counts } = composeStories(stories);

describe('badgeCount', () => {
  it.each([
    [1, 9, '1'],
    [9, 9, '9'],
    [10, 9, '9+'],
    [100, 99, '99+'],
    [42, undefined, '42'],
  ])('%s with max %s reads %s', (count, max, text) => {
    expect(badgeCount(count, max)).toBe(text);
  });
});

describe('Badge', () => {
  it('shows the message bell counter: nothing at 0, 9+ from 10 (docs/requirements.md#messages)', () => {
    render(<Counts />);
    expect(screen.getByTestId('unread-0')).toBeEmptyDOMElement();
    expect(screen.getByTestId('unread-9')).toHaveTextContent(/^9$/);
    expect(screen.getByTestId('unread-10')).toHaveTextContent('9+');
    expect(screen.getByLabelText('250 unread messages')).toHaveTextContent('9+');
  });
});
