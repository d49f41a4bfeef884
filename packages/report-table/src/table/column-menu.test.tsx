import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TitleInfo } from '@adconsole/report-table-rules';
import { ReportTable } from './report-table';

const info = (dataKey: string, fixed: TitleInfo['fixed'] = null): TitleInfo => ({
  titleName: dataKey,
  dataKey,
  isSort: false,
  valueType: 'String',
  domType: 'text',
  fixed,
});
const titleInfos = [info('Keyword', 'left'), info('Cost'), info('Click'), info('Impressions')];

const headers = () => screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
const openMenu = async (title: string, name = 'Column options for {{title}}') => {
  await userEvent.click(screen.getByRole('button', { name: name.replace('{{title}}', title) }));
  // The menu shows once its code is here (fetched on first use).
  return screen.findByRole('menu', { name: name.replace('{{title}}', title) });
};

describe('column menu', () => {
  it('moves a column within its side, and gives the focus back to its menu button', async () => {
    render(<ReportTable language="en" titleInfos={titleInfos} rows={[]} />);
    let menu = await openMenu('Click');
    expect(within(menu).getByRole('menuitem', { name: 'Move left' })).toHaveFocus();
    expect(within(menu).queryByRole('menuitem', { name: 'Hide column' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to first' }));
    expect(headers()).toEqual(['Keyword', 'Click', 'Cost', 'Impressions']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Column options for Click' })).toHaveFocus();

    menu = await openMenu('Click');
    expect(within(menu).getByRole('menuitem', { name: 'Move left' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Move to first' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Move right' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(headers()).toEqual(['Keyword', 'Cost', 'Impressions', 'Click']);

    menu = await openMenu('Keyword');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .every((item) => item.hasAttribute('disabled')),
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Column options for Keyword' })).toHaveFocus();
  });

  it("offers the host's items of a column after its own, and closes on the choice", async () => {
    const chosen: string[] = [];
    const items = (column: { id: string }) =>
      column.id === 'Cost' ? [{ label: 'Alert on this metric', onSelect: () => chosen.push(column.id) }] : [];
    render(<ReportTable language="en" titleInfos={titleInfos} rows={[]} columnMenuItems={items} />);
    expect(
      within(await openMenu('Click')).queryByRole('menuitem', { name: 'Alert on this metric' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');

    const menu = await openMenu('Cost');
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Alert on this metric' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['Cost']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hides a column that is not locked, with column settings to show it again', async () => {
    const onChange = vi.fn();
    render(
      <ReportTable
        language="cn"
        titleInfos={titleInfos}
        rows={[]}
        columnSettings={{
          settings: { order: [], hidden: [] },
          onChange,
          reset: () => {},
          available: titleInfos.map(({ dataKey }) => ({
            id: dataKey,
            title: dataKey,
            locked: dataKey === 'Cost',
          })),
        }}
      />,
    );
    let menu = await openMenu('Cost', '{{title}}列选项');
    expect(within(menu).queryByRole('menuitem', { name: '隐藏列' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    menu = await openMenu('Click', '{{title}}列选项');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '隐藏列' }));
    expect(onChange).toHaveBeenCalledWith({ order: [], hidden: ['Click'] });
  });
});
