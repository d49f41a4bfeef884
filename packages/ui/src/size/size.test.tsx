import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyParts } from '../lazy/lazy-parts';
import { isSize, useSize } from './size';
import * as stories from './size.stories';

const { AllSizes, PortalledContent } = composeStories(stories);

// Radix's dialog loads on the first opening: fetched once here, so no test waits for its first import.
beforeAll(() => loadLazyParts());

function ShowSize() {
  return <output>{useSize()}</output>;
}

describe('size', () => {
  it('knows the four sizes and nothing else', () => {
    expect(['default', 'medium', 'small', 'mini'].every(isSize)).toBe(true);
    expect([undefined, 'large', 'Medium', 1].some(isSize)).toBe(false);
  });

  it('is medium without a provider (the default, docs/requirements.md#layout-and-navigation)', () => {
    render(<ShowSize />);
    expect(screen.getByRole('status')).toHaveTextContent('medium');
  });

  it('marks each subtree with its size', () => {
    render(<AllSizes />);
    expect(
      screen.getAllByRole('button').map((button) => button.closest('[data-size]')?.getAttribute('data-size')),
    ).toEqual(['default', 'medium', 'small', 'mini']);
  });

  it('gives a dialog portalled out of the provider the provider size', async () => {
    render(<PortalledContent size="small" />);
    const provider = screen.getByTestId('size-provider');
    await userEvent.click(within(provider).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import failure reason' });
    expect(provider.contains(dialog)).toBe(false);
    expect(dialog).toHaveAttribute('data-size', 'small');
  });
});
