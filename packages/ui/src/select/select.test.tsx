import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select, selectList } from './select';

// Radix's field comes once its code has loaded (docs/architecture.md#bundle-budgets): this file runs in a
// process of its own (vitest.config.ts), so the first field below is still the one shown until then.
const options = [
  { value: 'all', label: 'All' },
  { value: '1', label: 'Spring sale' },
];

describe('Select before its code has come', () => {
  it("keeps the focus where a Tab took it between the code's coming and the field's replacing", async () => {
    render(
      <>
        <Select label="Campaign" defaultValue="all" options={options} />
        <input aria-label="Name contains" />
      </>,
    );
    expect(selectList.loaded()).toBeUndefined();
    // Focusing the field fetches Radix's; the Tab comes once the code is here, before React has swapped it in.
    screen.getByRole('combobox', { name: 'Campaign' }).focus();
    await selectList.load();
    screen.getByRole('textbox', { name: 'Name contains' }).focus();
    await act(async () => {});
    expect(selectList.loaded()).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Name contains' })).toHaveFocus();
  });

  it('gives the focus to the new field when the one it replaced had it', async () => {
    render(<Select label="Device" defaultValue="all" options={options} />);
    screen.getByRole('combobox', { name: 'Device' }).focus();
    await act(async () => {});
    expect(screen.getByRole('combobox', { name: 'Device' })).toHaveFocus();
  });
});
