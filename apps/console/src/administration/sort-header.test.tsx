import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortHeader, type ListSortState } from './sort-header';

type Col = 'name' | 'createdTime';

/** Two sortable headers over one sort, as a list page has them; the sort is written out to be seen. */
function Headers() {
  const [sort, setSort] = useState<ListSortState<Col>>({});
  return (
    <>
      <SortHeader label="Name" column="name" sort={sort} onSort={setSort} />
      <SortHeader label="Created" column="createdTime" sort={sort} onSort={setSort} />
      <output>{`${sort.sortCol ?? 'default'} ${sort.sortOrder ?? ''}`.trim()}</output>
    </>
  );
}

describe('SortHeader', () => {
  it('sorts ascending, then descending, then back to the default order, and says how', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Headers />
      </I18nextProvider>,
    );
    const order = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(order).toHaveTextContent('name asc');
    expect(screen.getByRole('button', { name: 'Name , sorted ascending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(order).toHaveTextContent('name desc');
    expect(screen.getByRole('button', { name: 'Name , sorted descending' })).toBeInTheDocument();
    // Another column starts ascending; the first one no longer says it is sorted.
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(order).toHaveTextContent('createdTime asc');
    expect(screen.getByRole('button', { name: 'Name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    expect(order).toHaveTextContent('default');
  });
});
