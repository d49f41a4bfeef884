import type { Language } from '@adconsole/i18n';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Comparison } from '@adconsole/date-range-rules';
import { DateRangePicker, type DateRangePickerProps } from '../picker/date-range-picker';

/** What a report page around the picker would show; the page, not the picker, owns these texts. */
export const pageTexts: Record<Language, { label: string }> = {
  en: { label: 'Report dates' },
  cn: { label: '报告日期' },
  tw: { label: '報告日期' },
};

export type StoryPickerProps = DateRangePickerProps & { language: Language };

/**
 * The picker as a page holds it: the range, the shortcut it came from and the comparison in the page's state,
 * each change also reported to the story's spies.
 */
export function StoryPicker({ onChange, onComparisonChange, ...props }: StoryPickerProps) {
  const [value, setValue] = useState(props.value);
  const [preset, setPreset] = useState(props.preset ?? null);
  const [comparison, setComparison] = useState(props.comparison ?? null);
  const compare = (next: Comparison | null) => {
    setComparison(next);
    onComparisonChange?.(next);
  };
  return (
    <DateRangePicker
      {...props}
      value={value}
      preset={preset}
      comparison={comparison}
      onComparisonChange={onComparisonChange && compare}
      onChange={(next) => {
        setValue(next?.range ?? null);
        setPreset(next?.preset ?? null);
        onChange(next);
      }}
    />
  );
}

/** Opens the picker labelled `label`; the popover's code loads on the first opening. */
export async function openPicker(label: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  return within(await screen.findByRole('dialog', { name: label }, { timeout: 5000 }));
}

export async function expectClosedWith(label: string, text: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(screen.getByRole('button', { name: `${label} ${text}` })).toBeInTheDocument();
}

/** The texts of the shortcuts in the open popover, whose list is named `listName` ("Quick ranges"). */
export function shortcutTexts(dialog: ReturnType<typeof within>, listName: string) {
  return within(dialog.getByRole('list', { name: listName }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}
