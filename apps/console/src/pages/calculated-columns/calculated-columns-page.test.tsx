import { endpoints, type CalculatedColumnDefinition } from '@adconsole/api-client/contract';
import { ConfirmHost } from '@adconsole/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { AccessContext } from '../../route-info/access';
import type { AppRoute } from '../../route-info/route-tree';
import { testUser } from '../../lib/testing/fixtures';
import { CalculatedColumnsPage } from './calculated-columns-page';

const user = testUser();

const route = { path: '/systemSet/reportMetrics', meta: { title: 'route.calculatedColumns' } } as AppRoute;

const metrics: CalculatedColumnDefinition[] = [
  {
    id: 3,
    name: 'Cost per lead',
    formula: 'cost/conversion',
    format: 'money',
    decimals: 2,
    better: 'lower',
    shared: false,
    mine: true,
  },
  {
    id: 9,
    name: '毛利后ROI',
    names: { en: 'ROI after margin' },
    formula: '(conversion*120 - cost) ÷ cost',
    format: 'percent',
    decimals: 1,
    better: 'higher',
    shared: true,
    mine: false,
  },
];

const refusal = 'This metric is used by the view “Weekly leads” and 1 more: remove it from them first';

/** The page over a server that lists `metrics` and refuses to delete one. */
function openPage() {
  renderAnswering(
    <AccessContext.Provider value={{ user, routes: [] }}>
      <CalculatedColumnsPage route={route} />
      <ConfirmHost />
    </AccessContext.Provider>,
    endpoints.calculatedColumnDelete,
    400,
    { code: 400, msg: refusal, data: null },
    new Map([[endpoints.calculatedColumnList, metrics]]),
  );
}

// The list of the user's metrics and the shared ones (docs/requirements.md#calculated-columns).
describe('CalculatedColumnsPage', () => {
  it('lists each metric in the reader’s language with its formula, format and owner; only one’s own changes', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Calculated columns' });
    await within(table).findByText('Cost per lead');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent))).toEqual(
      [
        ['Cost per lead', 'Cost / Conversions', 'Money (￥), decimals: 2', 'Me'],
        [
          'ROI after margin',
          '(Conversions * 120 - Cost) / Cost',
          'Percentage, decimals: 1',
          'Shared with everyone',
        ],
      ],
    );
    expect(screen.getByRole('button', { name: 'Edit Cost per lead' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit ROI after margin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ROI after margin' })).toBeNull();
  });

  it('asks before deleting, and tells the server’s reason when the delete is refused', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cost per lead' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete calculated column' });
    expect(question).toHaveTextContent('Delete “Cost per lead”? Reports that show it no longer will.');

    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByRole('row', { name: /Cost per lead/ })).toBeVisible();
  });

  it('opens the dialog of a new metric and of one of the user’s own', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New calculated column' }));
    expect(await screen.findByRole('dialog', { name: 'New calculated column' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Cost per lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calculated column' });
    expect(within(dialog).getByRole('combobox', { name: 'Formula' })).toHaveValue('Cost / Conversions');
  });
});
