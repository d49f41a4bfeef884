import { endpoints, type ReportSchedule } from '@adconsole/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { ScheduleHistoryDialog } from './schedule-history-dialog';

const run = {
  dueTime: '2026-11-21 09:00:00',
  beginDate: '2026-11-14',
  endDate: '2026-11-20',
  status: 'sent',
  rows: 7,
  finishedTime: '2026-11-21 09:00:05',
};

/** The history of a schedule whose server answers these runs. */
function openHistory(runs: object[]) {
  renderAnswering(
    <ScheduleHistoryDialog
      schedule={{ id: 3, name: 'Daily account' } as ReportSchedule}
      onClose={() => undefined}
    />,
    endpoints.reportScheduleHistory,
    200,
    { code: 200, msg: 'Success', data: runs, page: { number: 1, size: 10, totalCount: runs.length } },
  );
}

// A schedule's history (docs/requirements.md#scheduled-reports): how each run ended, and whom it went to.
describe('ScheduleHistoryDialog', () => {
  it('heads the run’s outcome Status and names its recipients, the rest of a long list behind a disclosure', async () => {
    openHistory([
      {
        ...run,
        id: 2,
        recipients: 4,
        recipientAddresses: [
          'demo@example.com',
          'colleague@example.com',
          'boss@example.com',
          'ops@example.com',
        ],
      },
      { ...run, id: 1, recipients: 1, recipientAddresses: ['demo@example.com'] },
    ]);
    await screen.findByText('demo@example.com, colleague@example.com and 2 more');
    const table = screen.getByRole('table', { name: 'Sendings of Daily account' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    const [, first, second] = within(table).getAllByRole('row');
    const more = within(first!).getByText('demo@example.com, colleague@example.com and 2 more');
    expect(within(first!).getByText('ops@example.com')).not.toBeVisible();
    await userEvent.click(more);
    expect(within(first!).getByText('boss@example.com')).toBeVisible();
    expect(within(first!).getByText('ops@example.com')).toBeVisible();
    expect(within(second!).getByText('demo@example.com')).toBeVisible();
  });
});
