import { endpoints, type UserInfo } from '@adconsole/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../lib/testing/answering-server';
import { AccessContext } from '../routes/access';
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

/** The dialog of a new schedule of the keyword daily report's last 7 days, as its report page opens it. */
function openDialog() {
  renderAnswering(
    <AccessContext.Provider value={{ user, routes: [] }}>
      <ReportScheduleDialog
        initial={newSchedule(
          'Keyword daily report',
          { path: '/keywordSearch/keywordReport', range: { preset: 'last7Days' } },
          user.userId,
        )}
        onClose={() => undefined}
      />
    </AccessContext.Provider>,
    endpoints.reportScheduleSave,
    200,
    { code: 200, msg: 'Success', data: { id: 1 } },
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// A schedule's fields and their errors beside them (docs/requirements.md#scheduled-reports).
describe('ReportScheduleDialog', () => {
  it('says what it sends, daily at 09:00 in Shanghai to the user', () => {
    openDialog();
    expect(
      screen.getByText('Search ads · Keyword daily report, Last 7 days, taken again at each sending'),
    ).toBeVisible();
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
