import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastDuration, toastStore } from './toast';
import { toastViewport } from './toaster';
import * as stories from './toaster.stories';

const { Toasts } = composeStories(stories);

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => toastStore.clear());

describe('toast API (usable outside React)', () => {
  it('queues messages by kind with their own ids and dismisses by id', () => {
    const first = toast.error('The verification code is wrong');
    const second = toast.success('Sync upload succeeded');
    expect(first).not.toBe(second);
    expect(toastStore.snapshot().map(({ kind, message }) => [kind, message])).toEqual([
      ['error', 'The verification code is wrong'],
      ['success', 'Sync upload succeeded'],
    ]);
    toast.dismiss(first);
    expect(toastStore.snapshot().map(({ id }) => id)).toEqual([second]);
  });

  it('tells React subscribers about each change', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast.info('Saved');
    toast.dismiss(toastStore.snapshot()[0]!.id);
    unsubscribe();
    toast.info('Not heard');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('Toaster before its first toast', () => {
  it('renders nothing, then shows the first toast once its code has loaded', async () => {
    expect(toastViewport.loaded()).toBeUndefined();
    render(<Toasts />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show error' }));
    // Waits for the viewport's code, which a busy test run transforms on first use.
    const shown = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
    expect(await within(shown).findByRole('listitem')).toHaveTextContent(
      'Error: The verification code is wrong',
    );
  });
});

describe('Toaster', () => {
  // Loaded before the clock is faked: the timing below is the toast's own.
  beforeAll(() => toastViewport.load());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast raised outside React for 5 seconds (docs/requirements.md#error-codes)', () => {
    render(<Toasts />);
    act(() => {
      toast.error('Network error: timeout');
    });
    expect(within(region()).getByRole('listitem')).toHaveTextContent('Error: Network error: timeout');
    act(() => vi.advanceTimersByTime(toastDuration - 1));
    expect(within(region()).getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(toastStore.snapshot()).toEqual([]);
  });

  it('closes a toast with its named close button', () => {
    render(<Toasts />);
    fireEvent.click(screen.getByRole('button', { name: 'Show success' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('lasts 5 seconds', () => {
    expect(toastDuration).toBe(5000);
  });
});
