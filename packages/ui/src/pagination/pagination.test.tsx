import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './pagination.stories';

const { Default, Chinese, Empty } = composeStories(stories);

describe('Pagination', () => {
  it('moves with previous, next and page buttons', async () => {
    render(<Default />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 195');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 2, 20 per page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 9, 20 per page');
  });

  it('goes to a typed page, kept within the pages, and ignores what is not a number', async () => {
    render(<Default />);
    const goTo = screen.getByRole('spinbutton', { name: 'Go to page' });
    await userEvent.type(goTo, '4{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('page 4, 20 per page');
    expect(goTo).toHaveValue(null);
    await userEvent.type(goTo, '0{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('page 1, 20 per page');
    await userEvent.type(goTo, 'e');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('page 1, 20 per page');
  });

  it('has one page when there are no rows', () => {
    render(<Empty />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Simplified Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 195 条');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: '前往页' })).toBeInTheDocument();
  });
});
