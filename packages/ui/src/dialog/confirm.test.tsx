import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirm, ConfirmHost } from './confirm';
import { loadLazyParts } from '../lazy/lazy-parts';
import * as stories from './confirm-dialog.stories';

const { Default, Promised, Danger } = composeStories(stories);

// Radix's dialog loads on the first opening: fetched once here, so no test waits for its first import.
beforeAll(() => loadLazyParts());

describe('ConfirmDialog', () => {
  it('confirms with the Confirm button and cancels with Escape', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export report' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Default.args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Default.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(Default.args.onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts on Cancel for a destructive action', async () => {
    render(<Danger />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete campaign' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('confirm()', () => {
  it('resolves true on Confirm and false on Cancel (the Promised story)', async () => {
    render(<Promised />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeInTheDocument();
  });

  it('asks one question at a time, in order', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ConfirmHost />
      </I18nextProvider>,
    );
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirm({ title: 'Delete unit', message: 'Its keywords are deleted too.' });
      second = confirm({ title: 'Upload draft', message: 'It takes 3 to 5 minutes.' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Delete unit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    const next = await screen.findByRole('alertdialog', { name: 'Upload draft' });
    await userEvent.click(within(next).getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
