import { endpoints, type UserInfo } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAnswering } from '../lib/testing/answering-server';
import { AccessContext } from '../route-info/access';
import { ReportScheduleDialog } from './report-schedule-dialog';
import { newSchedule } from './schedule-form';

const user: UserInfo = {
  userId: 7,
  userName: 'wang.fang',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 1,
  accounts: [],
  permissions: [],
};

/**
 * The dialog of a new schedule of a report page (the keyword daily report's last 7 days unless told), as
 * its report page opens it.
 */
function openDialog(page: Parameters<typeof newSchedule>[1] = keywordDaily) {
  return renderAnswering(
    <AccessContext.Provider value={{ user, routes: [] }}>
      <ReportScheduleDialog
        initial={newSchedule('Keyword daily report', page, user.userId)}
        onClose={() => undefined}
      />
    </AccessContext.Provider>,
    endpoints.reportScheduleSave,
    200,
    { code: 200, msg: 'Success', data: { id: 1 } },
  );
}

const keywordDaily = { path: '/keywordSearch/keywordReport', range: { preset: 'last7Days' } };

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// A schedule's fields and their errors beside them (docs/requirements.md#scheduled-reports).
describe('ReportScheduleDialog', () => {
  // Wednesday 18 November 2026, 12:00 in Shanghai.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const choose = async (field: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: field }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };
  const nextRun = () => screen.getByText(/^The next run/);

  it('says what it sends, daily at 09:00 in Shanghai to the user', () => {
    openDialog();
    expect(screen.getByText('Search ads · Keyword daily report')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveTextContent('Last 7 days');
    expect(nextRun()).toHaveTextContent('The next run, 2026-11-19 09:00, sends 2026-11-12 – 2026-11-18.');
    expect(screen.getByRole('combobox', { name: 'How often' })).toHaveTextContent('Daily');
    expect(screen.getByLabelText('Time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Shanghai');
    expect(screen.getByRole('checkbox', { name: 'Me (wang.fang)' })).toBeChecked();
  });

  it('shows a bad address and an unknown time zone beside their fields', async () => {
    openDialog();
    await userEvent.type(screen.getByLabelText('Other e-mail addresses'), 'boss@example.com, not-an-address');
    await userEvent.clear(screen.getByLabelText('Time zone'));
    await userEvent.type(screen.getByLabelText('Time zone'), 'Mars/Olympus');

    await save();

    expect(screen.getByLabelText('Other e-mail addresses')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com One or more, separated by commas.',
    );
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(
      'Choose a time zone such as Asia/Shanghai E.g. Asia/Shanghai',
    );
  });

  it('asks for a recipient when there is none', async () => {
    openDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Me (wang.fang)' }));

    await save();

    expect(screen.getByRole('group', { name: 'Recipients' })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('offers the ranges that fit how often it sends, and shows what the next run sends', async () => {
    const { sent } = openDialog({ ...keywordDaily, range: { reportDefault: true } });
    // A daily report's page at its default dates: daily, yesterday.
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveTextContent('Yesterday');
    expect(nextRun()).toHaveTextContent('The next run, 2026-11-19 09:00, sends 2026-11-18 – 2026-11-18.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Dates' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Yesterday',
      'Last 7 days',
      'Month so far',
      'Last 30 days',
      'Last 90 days',
      'Fixed dates',
    ]);
    await userEvent.keyboard('{Escape}');

    // Weekly: yesterday does not fit, last week does, from the next Monday.
    await choose('How often', 'Weekly');
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveTextContent('Last week');
    expect(nextRun()).toHaveTextContent('The next run, 2026-11-23 09:00, sends 2026-11-16 – 2026-11-22.');
    await choose('Weekday', 'Friday');
    expect(nextRun()).toHaveTextContent('The next run, 2026-11-20 09:00, sends 2026-11-09 – 2026-11-15.');

    // Monthly on the 1st: last month.
    await choose('How often', 'Monthly');
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveTextContent('Last month');
    expect(nextRun()).toHaveTextContent('The next run, 2026-12-01 09:00, sends 2026-11-01 – 2026-11-30.');

    // Fixed dates start from the range chosen, and stay.
    await choose('Dates', 'Fixed dates');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    expect(nextRun()).toHaveTextContent('The next run, 2026-12-01 09:00, sends 2026-10-01 – 2026-10-31.');

    await save();
    expect(sent).toEqual([
      expect.objectContaining({
        report: { path: '/keywordSearch/keywordReport' },
        range: { beginDate: '2026-10-01', endDate: '2026-10-31' },
        frequency: 'monthly',
        monthDay: 1,
      }),
    ]);
  });

  it("starts a weekly report's schedule weekly, with last week", () => {
    openDialog({ path: '/keywordSearch/keywordWeekly', range: { reportDefault: true } });
    expect(screen.getByRole('combobox', { name: 'How often' })).toHaveTextContent('Weekly');
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveTextContent('Last week');
    expect(nextRun()).toHaveTextContent('The next run, 2026-11-23 09:00, sends 2026-11-16 – 2026-11-22.');
  });

  it('asks a weekly schedule for its weekday and a monthly one for its day', async () => {
    openDialog();
    expect(screen.queryByRole('combobox', { name: 'Weekday' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'How often' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    expect(await screen.findByRole('combobox', { name: 'Weekday' })).toHaveTextContent('Monday');
    await userEvent.click(screen.getByRole('combobox', { name: 'How often' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    expect(await screen.findByRole('combobox', { name: 'Day of the month' })).toHaveTextContent('1');
  });
});
