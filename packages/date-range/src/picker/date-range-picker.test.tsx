import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DateRange } from '@adconsole/date-range-rules';
import { clocks } from '@adconsole/date-range-rules/testing';
import { DateRangePicker } from './date-range-picker';
import * as stories from './date-range-picker.stories';
import { useDateRangeValidation } from './use-date-range-validation';

const { Type1En, Type2Tw, Type4En, Type5Cn, EmptyRangeOnValidateCn } = composeStories(stories);

// The popover's code is loaded on first opening. A busy test run transforms it on first use, which took over
// 15 s beside the other steps in a CI run of 28 November; it is loaded before the tests, where no wait bounds
// it, so each test waits only for its render.
beforeAll(async () => {
  await import('./range-popover');
}, 120_000);

async function open(label: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  return within(await screen.findByRole('dialog', { name: label }, { timeout: 15_000 }));
}

describe('DateRangePicker', () => {
  it('shows the placeholder of its mode, and the value as an API range', () => {
    render(<Type4En />);
    expect(screen.getByRole('button', { name: 'Report dates Select months' })).toBeInTheDocument();
    render(<Type2Tw />);
    expect(screen.getByRole('button', { name: '報告日期 2026-11-09 至 2026-11-15' })).toBeInTheDocument();
  });

  it('shows two months of day buttons named by their full date, weeks from Monday', async () => {
    render(<Type1En />);
    const dialog = await open('Report dates');
    const grids = dialog.getAllByRole('grid');
    expect(grids[0]).toHaveAccessibleName('October 2026');
    expect(grids[1]).toHaveAccessibleName('November 2026');
    expect(
      within(grids[1]!)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('abbr')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(grids[1]!).getAllByRole('button')).toHaveLength(30);
    expect(dialog.getByRole('button', { name: 'Tuesday, November 17, 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(dialog.getByRole('button', { name: 'Wednesday, November 18, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps one day in the tab order and moves it with the keyboard, turning the months', async () => {
    render(<Type1En />);
    const dialog = await open('Report dates');
    const tabbable = () => dialog.getAllByRole('button').filter((b) => b.dataset.date && b.tabIndex === 0);
    expect(tabbable().map((b) => b.dataset.date)).toEqual(['2026-11-17']);
    expect(document.activeElement).toBe(tabbable()[0]);
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-09-17');
    expect(dialog.getByText('September 2026')).toBeInTheDocument();
    expect(dialog.queryByText('November 2026')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Next year' }));
    expect(tabbable().map((b) => b.dataset.date)).toEqual(['2027-09-17']);
  });

  it('turns by years only in month mode', async () => {
    render(<Type4En />);
    const dialog = await open('Report dates');
    expect(dialog.queryByRole('button', { name: 'Previous month' })).toBeNull();
    expect(dialog.getByText('2025')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Previous year' }));
    expect(dialog.getByText('2024')).toBeInTheDocument();
    expect(dialog.queryByText('2026')).toBeNull();
  });

  it('closes on Escape without changing the value', async () => {
    render(<Type1En />);
    const dialog = await open('Report dates');
    await userEvent.click(dialog.getByRole('button', { name: 'Monday, November 2, 2026' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Type1En.args.onChange).not.toHaveBeenCalled();
    const field = screen.getByRole('button', { name: 'Report dates Select dates' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a field that opens its popover dialog and closes it again with its own click', async () => {
    render(<Type1En />);
    const field = screen.getByRole('button', { name: 'Report dates Select dates' });
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await open('Report dates');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
    await userEvent.click(field);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it('clears to nothing, the focus back on the field', async () => {
    function Cleared() {
      const [value, setValue] = useState<DateRange | null>({
        beginDate: '2026-11-02',
        endDate: '2026-11-08',
      });
      return (
        <DateRangePicker
          type={1}
          value={value}
          onChange={(change) => setValue(change?.range ?? null)}
          now={clocks.wednesday}
          label="Dates"
        />
      );
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Cleared />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear time' }));
    expect(screen.getByRole('button', { name: 'Dates Select dates' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear time' })).toBeNull();
  });

  it('never offers to clear type 5', () => {
    render(<Type5Cn />);
    expect(screen.getByRole('button', { name: '报告日期 2026-10-18 至 2026-11-18' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).not.toContain('×');
  });

  it('follows the size of its nearest data-size ancestor in the portalled popover', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <div data-size="small">
          <DateRangePicker type={1} value={null} onChange={vi.fn()} now={clocks.wednesday} label="Dates" />
        </div>
      </I18nextProvider>,
    );
    await open('Dates');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small');
  });
});

describe('useDateRangeValidation', () => {
  function Probe() {
    const validate = useDateRangeValidation();
    return (
      <ul>
        <li>{validate(1, null, clocks.wednesday) ?? 'ok'}</li>
        <li>{validate(3, { beginDate: '2026-11-09', endDate: '2026-11-15' }, clocks.wednesday) ?? 'ok'}</li>
        <li>{validate(4, { beginDate: '2026-10-02', endDate: '2026-10-31' }, clocks.wednesday) ?? 'ok'}</li>
      </ul>
    );
  }

  it.each([
    ['en', 'Please select time', 'Please select whole months'],
    ['cn', '请选择时间', '请按整月选择'],
    ['tw', '請選擇時間', '請按整月選擇'],
  ] as const)('answers in %s', (language, selectTime, monthRange) => {
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <Probe />
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe(selectTime);
    expect(items[1]).toBe('ok');
    expect(items[2]).toContain(monthRange);
  });

  it('blocks the search in the story with the message tied to the field', async () => {
    render(<EmptyRangeOnValidateCn />);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择时间');
    expect(screen.getByRole('button', { name: /^报告日期/ })).toHaveAccessibleDescription('请选择时间');
  });
});
