import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildColumns, defaultColumnSettings } from '@adconsole/report-table-rules';
import { keywordTitleInfos } from '../fixtures/keyword-report';
import { ColumnSettingsPanel } from './column-settings-panel';

describe('ColumnSettingsPanel', () => {
  it("offers the host's actions after the columns, named and reached by keyboard", async () => {
    const chosen: string[] = [];
    render(
      <ColumnSettingsPanel
        columns={buildColumns(keywordTitleInfos)}
        control={{
          settings: defaultColumnSettings,
          onChange: () => {},
          reset: () => chosen.push('reset'),
          actions: [{ label: 'New calculated column', onSelect: () => chosen.push('new') }],
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'New calculated column' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Custom columns' }));
    const action = screen.getByRole('button', { name: 'New calculated column' });
    // After the columns' own controls and before Reset.
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['New calculated column', 'Reset']);
    action.focus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['new']);
  });
});
