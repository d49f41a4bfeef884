import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../switch/switch.stories';
import * as checkboxStories from './checkbox.stories';

const { Default: CheckboxDefault, Indeterminate } = composeStories(checkboxStories);
const { Default: SwitchDefault } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles by click on the box or the label', async () => {
    render(<CheckboxDefault />);
    const box = screen.getByRole('checkbox', { name: 'Follow account' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(CheckboxDefault.args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('Follow account'));
    expect(box).not.toBeChecked();
  });

  it('reports a partial choice as mixed', () => {
    render(<Indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });
});

describe('Switch', () => {
  it('is a named switch that toggles', async () => {
    render(<SwitchDefault />);
    const toggle = screen.getByRole('switch', { name: 'Auto-targeting' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(SwitchDefault.args.onCheckedChange).toHaveBeenLastCalledWith(true);
  });
});
