import { adChangeEndpoints, type ChangeJob, type ChangeRecord } from '@adconsole/api-client/contract';
import { ConfirmHost } from '@adconsole/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { testUser } from '../../lib/testing/fixtures';
import { AccessContext } from '../../route-info/access';
import type { AppRoute } from '../../route-info/route-tree';
import { ChangeHistoryPage } from './change-history-page';

const route = { path: '/adManage/changeHistory', meta: { title: 'route.changeHistory' } } as AppRoute;

const change = (id: number, extra: Partial<ChangeRecord>): ChangeRecord => ({
  id,
  time: '2026-11-26 10:15:00',
  kind: 'edit',
  userName: 'demo',
  level: 'keyword',
  objectId: '301',
  objectName: '鲜花速递',
  field: 'Bid',
  oldValue: '1.00',
  newValue: '1.20',
  jobId: 7,
  ...extra,
});

const changes: ChangeRecord[] = [
  change(1, {}),
  change(2, { jobId: 8, objectName: '同城鲜花' }),
  change(3, {
    kind: 'provider',
    userName: null,
    jobId: null,
    level: 'unit',
    objectName: '鲜花单元',
    field: '状态',
    oldValue: 'enabled',
    newValue: 'paused',
  }),
  change(4, {
    kind: 'upload',
    userName: null,
    jobId: null,
    level: 'campaign',
    field: 'Created',
    oldValue: null,
    newValue: '鲜花计划',
  }),
];

const job = (id: number, undoable: boolean): ChangeJob => ({
  id,
  kind: 'edit',
  level: 'keyword',
  status: 'done',
  userName: 'demo',
  createdTime: '2026-11-26 10:15:00',
  finishedTime: '2026-11-26 10:15:02',
  undoOf: null,
  undoneBy: null,
  undoable,
  rows: [],
});

/** The page for a user with `permissions`, over a server answering the history with `changes`. */
function openPage(permissions: string[], path = route.path) {
  return renderAnswering(
    <MemoryRouter initialEntries={[path]}>
      <AccessContext.Provider value={{ user: testUser(permissions), routes: [] }}>
        <ChangeHistoryPage route={route} />
        <ConfirmHost />
      </AccessContext.Provider>
    </MemoryRouter>,
    adChangeEndpoints.changeHistoryList,
    200,
    { code: 200, msg: 'Success', data: changes, page: { number: 1, size: 50, totalCount: 4 } },
    new Map<never, unknown>([
      [adChangeEndpoints.bulkEditList as never, [job(7, true)]],
      [adChangeEndpoints.changeHistoryExport as never, { id: 31 }],
    ]),
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].slice(0, 7).map((cell) => cell.textContent));

// The account's change history (docs/requirements.md#change-history).
describe('ChangeHistoryPage', () => {
  beforeEach(() => {
    // Noon of 2026-11-27 in Shanghai: the last 7 days are 21 to 27 November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks the last 7 days and shows who changed what, a change made elsewhere as such', async () => {
    const { sent } = openPage(['report:list']);
    const table = await screen.findByRole('table', { name: 'Change history' });
    await within(table).findByText('同城鲜花');
    expect(sent[0]).toEqual({
      accountId: 0,
      page: { number: 1, size: 20 },
      query: { beginDate: '2026-11-21', endDate: '2026-11-27' },
    });
    expect(rowTexts(table)).toEqual([
      ['2026-11-26 10:15:00', 'Bulk edit', 'demo', 'Keyword', '鲜花速递', 'Bid', '1.00 → 1.20'],
      ['2026-11-26 10:15:00', 'Bulk edit', 'demo', 'Keyword', '同城鲜花', 'Bid', '1.00 → 1.20'],
      ['2026-11-26 10:15:00', 'Made elsewhere', 'Elsewhere', 'Unit', '鲜花单元', '状态', 'Enabled → Paused'],
      ['2026-11-26 10:15:00', 'Console upload', '—', 'Campaign', '鲜花速递', 'Created', '— → 鲜花计划'],
    ]);
    // A viewer neither undoes nor exports.
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('sends the level and kind of its link', async () => {
    const { sent } = openPage(
      ['report:list'],
      `${route.path}?level=keyword&kind=edit&beginDate=2026-11-26&endDate=2026-11-26`,
    );
    await screen.findByText('同城鲜花');
    expect(sent[0]).toEqual({
      accountId: 0,
      page: { number: 1, size: 20 },
      query: { beginDate: '2026-11-26', endDate: '2026-11-26', level: 'keyword', kind: 'edit' },
    });
  });

  it('offers to undo the rows of a job the user may still undo, and nothing else', async () => {
    openPage(['report:list', 'ad:edit']);
    const undo = await screen.findByRole('button', { name: 'Undo job 7 (鲜花速递)' });
    expect(screen.getAllByRole('button', { name: /^Undo job/ })).toHaveLength(1);
    await userEvent.click(undo);
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('exports the query to the download centre after asking', async () => {
    const user = userEvent.setup();
    openPage(['report:list', 'report:export']);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent(
      'The change history from 2026-11-21 to 2026-11-27 is written to a spreadsheet in the download centre.',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export has started: find it in the download centre.')).toBeVisible();
  });
});
