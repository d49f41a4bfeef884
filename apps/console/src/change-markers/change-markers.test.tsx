import { adChangeEndpoints, type ChangeDay, type ChangeRecord } from '@adconsole/api-client/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LineChart } from '../charts/line-chart';
import { renderAnswering } from '../lib/testing/answering-server';
import { ChangeMarkerStrip } from './change-markers';

const change = (id: number, objectName: string): ChangeRecord => ({
  id,
  time: `2026-11-26 0${id}:30:00`,
  kind: 'edit',
  userName: 'demo',
  level: 'keyword',
  objectId: String(id),
  objectName,
  field: 'Bid',
  oldValue: '1.00',
  newValue: '1.20',
  jobId: 7,
});

const days: ChangeDay[] = [
  {
    date: '2026-11-26',
    count: 7,
    changes: ['鲜花', '花束', '玫瑰', '百合', '绿植'].map((name, i) => change(i + 1, name)),
  },
  // A day outside the chart's labels has no marker.
  { date: '2026-11-01', count: 1, changes: [change(9, '多肉')] },
];

const dates = ['2026-11-24', '2026-11-25', '2026-11-26'];

/** A line chart of three days whose markers come from a server answering `answer`. */
function openChart(answer: ChangeDay[] = days) {
  return renderAnswering(
    <MemoryRouter>
      <LineChart
        label="Cost by day"
        labels={dates}
        series={[{ name: 'Cost', values: [10, 20, 30] }]}
        format={String}
        formatTick={String}
        height={200}
        underAxis={(axis) => (
          <ChangeMarkerStrip
            range={{ beginDate: '2026-11-24', endDate: '2026-11-26' }}
            dates={dates}
            axis={axis}
          />
        )}
      />
    </MemoryRouter>,
    adChangeEndpoints.changeHistoryDays,
    200,
    { code: 200, msg: 'Success', data: answer },
  );
}

// Markers of the days with changes on the trend charts (docs/requirements.md#change-history).
describe('ChangeMarkers', () => {
  // Noon of 2026-11-27 in Asia/Shanghai: the chart, like report data, ends yesterday.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the chart’s range up to today and marks its days with changes, each named by its day and count', async () => {
    const { sent } = openChart();
    const marker = await screen.findByRole('button', { name: 'Changes on 2026-11-26: 7' });
    expect(sent).toEqual([{ accountId: 0, beginDate: '2026-11-24', endDate: '2026-11-27' }]);
    expect(screen.getAllByRole('button', { name: /^Changes on/ })).toEqual([marker]);
    expect(marker).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the day’s first changes on focus, links to the day’s history, and hides on Escape', async () => {
    const user = userEvent.setup();
    openChart();
    const marker = await screen.findByRole('button', { name: 'Changes on 2026-11-26: 7' });
    await user.tab();
    await user.tab();
    expect(marker).toHaveFocus();
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(marker.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '01:30 鲜花 · Bid: 1.00 → 1.20 (demo)',
      '02:30 花束 · Bid: 1.00 → 1.20 (demo)',
      '03:30 玫瑰 · Bid: 1.00 → 1.20 (demo)',
      '04:30 百合 · Bid: 1.00 → 1.20 (demo)',
      '05:30 绿植 · Bid: 1.00 → 1.20 (demo)',
    ]);
    expect(list).toHaveTextContent('and 2 more');
    await user.tab();
    const link = within(list).getByRole('link', { name: 'All changes of 2026-11-26' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/adManage/changeHistory?beginDate=2026-11-26&endDate=2026-11-26');
    await user.keyboard('{Escape}');
    expect(list).not.toBeVisible();
  });

  it('marks today’s changes after the chart’s last day, listing them and linking to today’s history', async () => {
    const user = userEvent.setup();
    openChart([
      ...days,
      { date: '2026-11-27', count: 2, changes: [change(1, '康乃馨'), change(2, '满天星')] },
    ]);
    const today = await screen.findByRole('button', { name: 'Changes today: 2' });
    expect(
      screen.getAllByRole('button', { name: /^Changes/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Changes on 2026-11-26: 7', 'Changes today: 2']);
    // The chart, yesterday's marker, its open list's link, then today's marker.
    for (let step = 0; step < 4; step++) await user.tab();
    expect(today).toHaveFocus();
    const list = document.getElementById(today.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['01:30 康乃馨 · Bid: 1.00 → 1.20 (demo)', '02:30 满天星 · Bid: 1.00 → 1.20 (demo)']);
    expect(within(list).getByRole('link', { name: 'All changes of 2026-11-27' })).toHaveAttribute(
      'href',
      '/adManage/changeHistory?beginDate=2026-11-27&endDate=2026-11-27',
    );
  });

  it('leaves a chart without markers as it was: no strip, no buttons', () => {
    const { container } = render(
      <LineChart
        label="Cost by day"
        labels={dates}
        series={[{ name: 'Cost', values: [10, 20, 30] }]}
        format={String}
        formatTick={String}
        height={200}
      />,
    );
    expect(container.querySelectorAll('button, ul')).toHaveLength(0);
  });
});
