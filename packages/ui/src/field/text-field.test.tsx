import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './text-field.stories';

const { Default, WithError, WithDescription } = composeStories(stories);

describe('TextField', () => {
  it('is named by its label and valid without an error', () => {
    render(<Default />);
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error to the input', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter the campaign name');
  });

  it('reads the description after the error', () => {
    render(<WithDescription />);
    expect(screen.getByRole('textbox', { name: 'Refresh token' })).toHaveAccessibleDescription(
      'This field is required From the authorisation of your app in the developer centre',
    );
  });
});
