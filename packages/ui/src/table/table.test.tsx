import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table';
import * as stories from './table.stories';

const { Default, Loading, Empty, EmptyWithText, Failed, Chinese } = composeStories(stories);

interface Download {
  id: number;
  name: string;
  sizeBytes: number;
}

const columns: TableColumn<Download>[] = [
  { id: 'name', header: 'File', rowHeader: true, minWidth: '14rem', cell: (d) => d.name },
  { id: 'size', header: 'Size', align: 'end', width: 96, nowrap: true, cell: (d) => `${d.sizeBytes} B` },
  { id: 'position', header: 'Position', align: 'center', cell: (_d, index) => index + 1 },
];

describe('Table', () => {
  it('names the table by its caption, heads columns and rows, and marks the current row', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Your accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col', 'col']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('adc-demo-01');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).not.toHaveAttribute('aria-current');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Blue River Travel', '￥905.00', 'Use adc-demo-02']);
  });

  it('reads a hidden header to assistive tech only', () => {
    render(<Default />);
    const header = screen.getByRole('columnheader', { name: 'Current account' });
    expect(within(header).getByText('Current account')).toHaveClass('sr-only');
  });

  it('can be named by a heading on the page instead of a caption', () => {
    render(
      <section>
        <h2 id="exports-heading">Your exports</h2>
        <Table
          labelledBy="exports-heading"
          columns={columns}
          rows={[{ id: 7, name: 'a.xlsx', sizeBytes: 512 }]}
        />
      </section>,
    );
    const table = screen.getByRole('table', { name: 'Your exports' });
    expect(table.querySelector('caption')).toBeNull();
  });

  it('aligns, sizes and wraps columns as defined, and passes the row and its position to each cell', () => {
    render(
      <Table
        caption="Exports"
        columns={columns}
        rows={[
          { id: 7, name: 'a.xlsx', sizeBytes: 512 },
          { id: 9, name: 'b.xlsx', sizeBytes: 2048 },
        ]}
        rowKey={(d) => d.id}
      />,
    );
    const [name, size, position] = screen.getAllByRole('columnheader') as HTMLTableCellElement[];
    expect(name.style.minWidth).toBe('14rem');
    expect(size.style.width).toBe('96px');
    expect(size).toHaveClass('text-end', 'whitespace-nowrap');
    expect(position).toHaveClass('text-center');
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByRole('rowheader')).toHaveTextContent('b.xlsx');
    const cells = within(second).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2048 B', '2']);
    expect(cells[0]).toHaveClass('text-end', 'tabular-nums', 'whitespace-nowrap');
    expect(cells[0]).toHaveAttribute('data-column', 'size');
  });

  it('shows skeleton rows hidden from assistive tech and announces the loading', () => {
    render(<Loading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByText('adc-demo-01')).not.toBeInTheDocument();
  });

  it('says there is nothing, in the kit’s words or the page’s, across every column', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByRole('cell', { name: 'No data' })).toHaveAttribute('colspan', '4');
    unmount();
    render(<EmptyWithText />);
    expect(screen.getByRole('cell', { name: 'You hold no provider account yet.' })).toBeInTheDocument();
  });

  it('shows a failure in place of the rows, and tries again on request', async () => {
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('adc-demo-01')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(Failed.args.onRetry).toHaveBeenCalledOnce();
  });

  it('shows the page’s own failure text over a loading state, without a retry when none is given', () => {
    const { rerender } = render(
      <Table caption="Exports" columns={columns} rows={[]} loading error="The server is away." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server is away.');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Table caption="Exports" columns={columns} rows={[]} error={false} onRetry={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
  });

  it('speaks Simplified Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('table', { name: '我的账户' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '暂无数据' })).toBeInTheDocument();
  });
});
