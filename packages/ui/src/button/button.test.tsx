import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './button.stories';

const { Primary, Loading, Sizes } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when clicked (the Primary story)', async () => {
    render(<Primary />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(Primary.args.onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy, ignores clicks and keeps the focus while loading (the Loading story)', async () => {
    render(<Loading />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    expect(button).toHaveFocus();
    const onClick = vi.mocked(Loading.args.onClick!);
    const before = onClick.mock.calls.length;
    await userEvent.click(button);
    expect(onClick.mock.calls.length).toBe(before);
  });

  it('does not submit its form while loading', async () => {
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Loading type="submit" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toBe(0);
  });

  it('renders one button per global size', () => {
    render(<Sizes />);
    expect(
      screen.getAllByRole('button').map((b) => b.closest('[data-size]')?.getAttribute('data-size')),
    ).toEqual(['default', 'medium', 'small', 'mini']);
  });
});
