import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './breadcrumb.stories';

const { Default, Chinese } = composeStories(stories);

describe('Breadcrumb', () => {
  it('is a named nav landmark whose last item is the current page', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', '/Search ads', '/Account daily report']);
    expect(within(items[2]!).getByText('Account daily report')).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#home', '#search']);
  });

  it('names the landmark in the current language', () => {
    render(<Chinese />);
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
  });
});
