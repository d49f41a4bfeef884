import type { Language } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shortcutsOf, type PickerType } from '@adconsole/date-range-rules';
import { clocks } from '@adconsole/date-range-rules/testing';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
import { useDateRangeValidation } from './use-date-range-validation';

/** What a report page around the picker would show; the page, not the picker, owns these texts. */
const pageTexts: Record<Language, { label: string; search: string; shortcuts: string }> = {
  en: { label: 'Report dates', search: 'Search', shortcuts: 'Quick ranges' },
  cn: { label: '报告日期', search: '查询', shortcuts: '快捷选项' },
  tw: { label: '報告日期', search: '查詢', shortcuts: '快捷選項' },
};

/**
 * A search bar as a report page builds it: the picker, and a search that validates first
 * (docs/requirements.md#date-pickers).
 */
function SearchBar(props: DateRangePickerProps & { language: Language }) {
  const { language, onChange, ...pickerProps } = props;
  const [value, setValue] = useState(props.value);
  const [preset, setPreset] = useState(props.preset ?? null);
  const [error, setError] = useState<string>();
  const validate = useDateRangeValidation();
  return (
    <div className="flex items-end gap-2">
      <DateRangePicker
        {...pickerProps}
        value={value}
        preset={preset}
        error={error}
        onChange={(next) => {
          setValue(next?.range ?? null);
          setPreset(next?.preset ?? null);
          setError(undefined);
          onChange(next);
        }}
      />
      <Button variant="primary" onClick={() => setError(validate(props.type, value, props.now))}>
        {pageTexts[language].search}
      </Button>
    </div>
  );
}

type StoryArgs = DateRangePickerProps & { language: Language };

/**
 * The docs page describes DateRangePicker and lists its props; the stories show it in the search bar above,
 * where its validation message appears.
 */
const meta = {
  title: 'date-range/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <SearchBar {...args} />,
  args: {
    type: 1,
    value: null,
    now: clocks.wednesday,
    language: 'en',
    label: pageTexts.en.label,
    onChange: fn(),
  },
} satisfies Meta<StoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A story of one picker type in one language; "today" is Wednesday 2026-11-18 in Asia/Shanghai. */
function story(type: PickerType, language: Language, rest: Partial<Story> = {}): Story {
  return {
    ...rest,
    globals: { ...rest.globals, language },
    args: { type, language, label: pageTexts[language].label, ...rest.args },
  };
}

async function openPicker(label: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  // The popover's code loads on the first opening; a busy machine may take more than a second.
  return within(await screen.findByRole('dialog', { name: label }, { timeout: 15_000 }));
}

async function expectClosedWith(label: string, text: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(screen.getByRole('button', { name: `${label} ${text}` })).toBeInTheDocument();
}

const lastWeek = { beginDate: '2026-11-09', endDate: '2026-11-15' };

export const Type1En = story(1, 'en', {
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-11', endDate: '2026-11-17' },
      preset: 'last7Days',
    });
    await expectClosedWith(args.label, '2026-11-11 to 2026-11-17');
  },
});

export const Type1Cn = story(1, 'cn', {
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    const today = dialog.getByRole('button', { name: '2026年11月18日 星期三' });
    await expect(today).toHaveAttribute('aria-disabled', 'true');
    await expect(today).toHaveAttribute('aria-current', 'date');
    await userEvent.click(today);
    await userEvent.click(dialog.getByRole('button', { name: '2026年11月2日 星期一' }));
    await userEvent.click(today);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole('status')).toHaveTextContent('开始于 2026-11-02');
    await userEvent.click(dialog.getByRole('button', { name: '2026年11月10日 星期二' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-10' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-02 至 2026-11-10');
  },
});

export const Type1Tw = story(1, 'tw', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    screen.getByRole('button', { name: new RegExp(`^${args.label}`) }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: args.label }, { timeout: 15_000 }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-17'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(dialog.getByRole('status')).toHaveTextContent('開始於 2026-11-15');
    await userEvent.keyboard('{PageUp}');
    await expect(document.activeElement).toHaveAttribute('data-date', '2026-10-15');
    await userEvent.keyboard('{ArrowDown}{Home}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-10-19', endDate: '2026-11-15' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-10-19 至 2026-11-15');
  },
});

export const Type2En = story(2, 'en', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    const wednesday = dialog.getByRole('button', { name: 'Wednesday, November 11, 2026' });
    await expect(wednesday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(wednesday);
    await expect(dialog.getByRole('status')).toHaveTextContent(/^$/);
    await expect(dialog.getByRole('button', { name: 'Monday, November 16, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Monday, November 2, 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sunday, November 15, 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-15' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-02 to 2026-11-15');
  },
});

export const Type2Cn = story(2, 'cn', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(
      within(dialog.getByRole('list', { name: '快捷选项' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['最近一周', '最近两周', '最近三周', '最近一个月', '最近三个月']);
    await userEvent.click(dialog.getByRole('button', { name: '最近两周' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-15' },
      preset: 'lastTwoWeeks',
    });
    await expectClosedWith(args.label, '2026-11-02 至 2026-11-15');
  },
});

export const Type2Tw = story(2, 'tw', {
  parameters: { screenshot: false },
  args: { value: lastWeek },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '清除時間' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(screen.getByRole('button', { name: `${args.label} 選擇日期` })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: '清除時間' })).toBeNull();
  },
});

export const Type3En = story(3, 'en', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.hover(dialog.getByRole('button', { name: 'Monday, November 2, 2026' }));
    const highlighted = () =>
      dialog.getAllByRole('gridcell', { selected: true }).map((cell) => within(cell).getByRole('button'));
    await expect(highlighted().map((b) => b.dataset.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    await expect(dialog.getByRole('button', { name: 'Monday, November 16, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Monday, November 9, 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith({ range: lastWeek, preset: null });
    await expectClosedWith(args.label, '2026-11-09 to 2026-11-15');
  },
});

export const Type3Cn = story(3, 'cn', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: '最近一周' }));
    await expect(args.onChange).toHaveBeenCalledWith({ range: lastWeek, preset: 'lastWeek' });
    await expectClosedWith(args.label, '2026-11-09 至 2026-11-15');
  },
});

export const Type3Tw = story(3, 'tw', {
  parameters: { screenshot: false },
  args: { value: lastWeek },
  play: async ({ args }) => {
    await openPicker(args.label);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-15'));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-08' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-02 至 2026-11-08');
  },
});

export const Type4En = story(4, 'en', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: 'Dec 2026' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Dec 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Oct 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Oct 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-10-01', endDate: '2026-10-31' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-10-01 to 2026-10-31');
  },
});

export const Type4Cn = story(4, 'cn', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: '2026年9月' }));
    await userEvent.click(dialog.getByRole('button', { name: '2026年11月' }));
    // The running month ends on its last day (docs/requirements.md#date-pickers).
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-09-01', endDate: '2026-11-30' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-09-01 至 2026-11-30');
  },
});

export const Type4Tw = story(4, 'tw', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await openPicker(args.label);
    // The default range is the last whole month: October 2026 has the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-10-01'));
    await userEvent.keyboard('{ArrowLeft}{Enter}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-09-01', endDate: '2026-09-30' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-09-01 至 2026-09-30');
  },
});

export const Type5En = story(5, 'en', {
  parameters: { screenshot: false },
  args: { value: { beginDate: '2026-10-18', endDate: '2026-11-18' } },
  play: async ({ args }) => {
    await expect(screen.queryByRole('button', { name: 'Clear time' })).toBeNull();
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: 'Thursday, November 19, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Wednesday, November 18, 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Monday, November 16, 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-16', endDate: '2026-11-18' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-16 to 2026-11-18');
  },
});

export const Type5Cn = story(5, 'cn', {
  parameters: { screenshot: false },
  args: { value: { beginDate: '2026-10-18', endDate: '2026-11-18' } },
  play: async () => {
    await expect(screen.queryByRole('button', { name: '清空时间' })).toBeNull();
  },
});

export const Type5Tw = story(5, 'tw', {
  parameters: { screenshot: false },
  args: { value: { beginDate: '2026-10-18', endDate: '2026-11-18' } },
  play: async () => {
    await expect(screen.queryByRole('button', { name: '清除時間' })).toBeNull();
  },
});

export const EmptyRangeOnValidate = story(1, 'en', {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Please select time');
    await expect(screen.getByRole('button', { name: /^Report dates/ })).toHaveAccessibleDescription(
      'Please select time',
    );
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: 'Last 30 days' }));
    await expect(screen.queryByRole('alert')).toBeNull();
  },
});

export const EmptyRangeOnValidateCn = story(3, 'cn', {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('请选择时间');
  },
});

export const WeekRangeOnValidateTw = story(2, 'tw', {
  args: { value: { beginDate: '2026-11-03', endDate: '2026-11-15' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('請按整週選擇，從週一開始到週日結束');
  },
});

/** Presses Tab (Shift+Tab with `backwards`) until the focus leaves the popover, a dozen times at most. */
async function tabOutOfPopover(backwards: boolean) {
  for (let i = 0; i < 12 && screen.queryByRole('dialog')?.contains(document.activeElement); i++)
    await userEvent.tab({ shift: backwards });
}

/**
 * Tab past the popover's last control (here the comparison's checked choice) goes on to the control after
 * the field, its clear button, and closes the popover; the page's order goes on from there
 * (docs/requirements.md#date-pickers).
 */
export const TabOutEn = story(1, 'en', {
  parameters: { screenshot: false },
  args: { value: { beginDate: '2026-11-02', endDate: '2026-11-08' }, onComparisonChange: fn() },
  play: async ({ args }) => {
    await openPicker(args.label);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-08'));
    await tabOutOfPopover(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: 'Clear time' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

/** Shift+Tab before the popover's first control (the first shortcut) goes back to the field and closes it. */
export const ShiftTabOutCn = story(4, 'cn', {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const field = screen.getByRole('button', { name: new RegExp(`^${args.label}`) });
    await openPicker(args.label);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-10-01'));
    await tabOutOfPopover(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

/** The field and its popover follow the global size set by `data-size` on an ancestor. */
export const Sizes = story(1, 'en', {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(['default', 'medium', 'small', 'mini'] as const).map((size) => (
        <div key={size} data-size={size}>
          <DateRangePicker {...args} label={size} />
        </div>
      ))}
    </div>
  ),
  play: async () => {
    const heights = ['default', 'medium', 'small', 'mini'].map(
      (size) => screen.getByRole('button', { name: new RegExp(`^${size}`) }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 36, 32, 28]);
    await openPicker('mini');
    await expect(screen.getByRole('dialog', { name: 'mini' })).toHaveAttribute('data-size', 'mini');
  },
});

/**
 * The open popover of one type, left open for review: the type's shortcuts (type 5 has none), and
 * the days it refuses shown disabled. "Today" is Wednesday 2026-11-18: types 1–4 stop at yesterday (weekly
 * types at last Sunday, the month type at the running month), type 5 at today.
 */
function openStory(type: PickerType, language: Language): Story {
  const refused: Record<PickerType, string[]> = {
    1: ['2026-11-18', '2026-11-19'],
    2: ['2026-11-16', '2026-11-18', '2026-11-11'],
    3: ['2026-11-16', '2026-11-18', '2026-11-11'],
    4: ['2026-12-01'],
    5: ['2026-11-19'],
  };
  const allowed: Record<PickerType, string> = {
    1: '2026-11-17',
    2: '2026-11-09',
    3: '2026-11-09',
    4: '2026-11-01',
    5: '2026-11-18',
  };
  return story(type, language, {
    play: async ({ args }) => {
      const dialog = await openPicker(args.label);
      const shortcuts = dialog.queryByRole('list', { name: pageTexts[language].shortcuts });
      const expected = shortcutsOf(type).length;
      if (expected === 0) await expect(shortcuts).toBeNull();
      else await expect(within(shortcuts!).getAllByRole('button')).toHaveLength(expected);
      const day = (date: string) =>
        document.querySelector<HTMLElement>(`[role=dialog] [data-date="${date}"]`)!;
      for (const date of refused[type]) await expect(day(date)).toHaveAttribute('aria-disabled', 'true');
      await expect(day(allowed[type])).not.toHaveAttribute('aria-disabled', 'true');
      await expect(args.onChange).not.toHaveBeenCalled();
    },
  });
}

export const Type1OpenEn = openStory(1, 'en');
export const Type1OpenCn = openStory(1, 'cn');
export const Type1OpenTw = openStory(1, 'tw');
export const Type2OpenEn = openStory(2, 'en');
export const Type2OpenCn = openStory(2, 'cn');
export const Type2OpenTw = openStory(2, 'tw');
export const Type3OpenEn = openStory(3, 'en');
export const Type3OpenCn = openStory(3, 'cn');
export const Type3OpenTw = openStory(3, 'tw');
/** Month buttons are named by their visible short month and the year ("Jan 2025"), so speech input finds them. */
export const Type4OpenEn = openStory(4, 'en');
export const Type4OpenCn = openStory(4, 'cn');
export const Type4OpenTw = openStory(4, 'tw');
export const Type5OpenEn = openStory(5, 'en');
export const Type5OpenCn = openStory(5, 'cn');
export const Type5OpenTw = openStory(5, 'tw');

/** A search refused with the range's message under the field (docs/requirements.md#range-checks). */
function refusedSearch(
  type: PickerType,
  language: Language,
  value: { beginDate: string; endDate: string },
  message: string,
): Story {
  return story(type, language, {
    args: { value },
    play: async () => {
      await userEvent.click(screen.getByRole('button', { name: pageTexts[language].search }));
      await expect(screen.getByRole('alert')).toHaveTextContent(message);
      await expect(
        screen.getByRole('button', { name: new RegExp(`^${pageTexts[language].label}`) }),
      ).toHaveAccessibleDescription(message);
    },
  });
}

/** Today is not reported yet: a range that ends today is refused by types 1–4. */
const endsToday = { beginDate: '2026-11-01', endDate: '2026-11-18' };
/** More days than the provider keeps (731, both ends counted). */
const tooLong = { beginDate: '2024-11-01', endDate: '2026-11-17' };

export const AfterYesterdayOnValidateEn = refusedSearch(
  1,
  'en',
  endsToday,
  'Please select dates up to yesterday',
);
export const AfterYesterdayOnValidateCn = refusedSearch(1, 'cn', endsToday, '请选择昨天及之前的日期');
export const AfterYesterdayOnValidateTw = refusedSearch(1, 'tw', endsToday, '請選擇昨天及之前的日期');
export const TooLongOnValidateEn = refusedSearch(
  5,
  'en',
  tooLong,
  'Please select a range of at most 731 days',
);
export const TooLongOnValidateCn = refusedSearch(5, 'cn', tooLong, '日期范围最多为731天');
export const TooLongOnValidateTw = refusedSearch(5, 'tw', tooLong, '日期範圍最多為731天');
