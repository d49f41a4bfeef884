import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyParts } from '../lazy/lazy-parts';
import * as stories from './dialog.stories';

const { Default, NotDismissible, Chinese } = composeStories(stories);

const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

// Radix's dialog loads on the first opening: fetched once here, so no test waits for its first import.
beforeAll(() => loadLazyParts());

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Escape', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    expect(within(dialog).getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Brand words');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop click by default', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit campaign' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlayOf(dialog) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a backdrop click when not dismissible (docs/requirements.md#messages)', async () => {
    render(<NotDismissible />);
    await userEvent.click(screen.getByRole('button', { name: 'Show new message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlayOf(dialog) });
    expect(screen.getByRole('dialog', { name: 'New message' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names its close button in the current language', async () => {
    render(<Chinese />);
    await userEvent.click(screen.getByRole('button', { name: '编辑推广计划' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
