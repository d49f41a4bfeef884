import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ColumnSettings,
  defaultColumnSettings,
  type ReportRow,
  type TitleInfo,
} from '@adconsole/report-table-rules';
import { resizePreviewPart } from './column-resize-handle';
import { ReportTable } from './report-table';

// What draws a drag loads as the pointer first comes to a handle: here, before the synthetic presses.
beforeAll(() => resizePreviewPart.load());

// The widths here are the title estimates (happy-dom measures no text): Keyword 180 (its width), Cost 120
// (its minWidth; the title alone would take 66), Status 100.
const titleInfos: TitleInfo[] = [
  {
    titleName: 'Keyword',
    dataKey: 'keyword',
    isSort: false,
    valueType: 'String',
    domType: 'text',
    width: 180,
    fixed: 'left',
  },
  { titleName: 'Cost', dataKey: 'cost', isSort: true, valueType: 'Double', domType: 'text', minWidth: 120 },
  {
    titleName: 'Status',
    dataKey: 'status',
    isSort: false,
    valueType: 'String',
    domType: 'render',
    renderer: 'counted',
    width: 100,
  },
];

function renderTable(saved: ColumnSettings = defaultColumnSettings, rows: ReportRow[] = []) {
  const onChange = vi.fn<(settings: ColumnSettings) => void>();
  let renders = 0;
  const counted = () => {
    renders++;
    return 'Active';
  };
  function Table() {
    const [settings, setSettings] = useState(saved);
    return (
      <ReportTable
        language="en"
        titleInfos={titleInfos}
        rows={rows}
        summaryRow={{ cost: 12, status: 'Active' }}
        renderers={{ counted }}
        columnSettings={{
          settings,
          onChange: (next) => {
            onChange(next);
            setSettings(next);
          },
          reset: () => setSettings(defaultColumnSettings),
        }}
      />
    );
  }
  render(<Table />);
  const grid = document.querySelector<HTMLElement>('.rt-grid')!;
  return { onChange, renders: () => renders, grid };
}

const handle = (title: string) => screen.getByRole('separator', { name: `Resize column ${title}` });

describe('column resizing', () => {
  it('gives every header a named, focusable handle with its width and limits', () => {
    renderTable();
    const cost = handle('Cost');
    expect(cost).toHaveAttribute('aria-orientation', 'vertical');
    expect(cost).toHaveAttribute('aria-valuenow', '120');
    expect(cost).toHaveAttribute('aria-valuemin', '120');
    expect(cost).toHaveAttribute('aria-valuemax', '1200');
    expect(cost).toHaveAttribute('tabindex', '0');
    expect(handle('Keyword')).toHaveAttribute('aria-valuenow', '180');
    expect(handle('Keyword')).toHaveAttribute('aria-valuemin', '93');
  });

  it('steps 8 px with an arrow, 40 with Shift, within the limits, and saves each step', async () => {
    const { onChange, grid } = renderTable();
    handle('Cost').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(handle('Cost')).toHaveAttribute('aria-valuenow', '128');
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: [], widths: { cost: 128 } });
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(handle('Cost')).toHaveAttribute('aria-valuenow', '168');
    expect(grid.style.getPropertyValue('--rt-w1')).toBe('168px');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(handle('Cost')).toHaveAttribute('aria-valuenow', '120');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: [], widths: { cost: 120 } });
  });

  it('fits a column to its content again with Enter or a double click', async () => {
    const { onChange } = renderTable({ order: [], hidden: [], widths: { cost: 300, status: 200 } });
    expect(handle('Cost')).toHaveAttribute('aria-valuenow', '300');
    handle('Cost').focus();
    await userEvent.keyboard('{Enter}');
    expect(handle('Cost')).toHaveAttribute('aria-valuenow', '120');
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: [], widths: { status: 200 } });
    await userEvent.dblClick(handle('Status'));
    expect(handle('Status')).toHaveAttribute('aria-valuenow', '100');
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: [] });
  });

  it('draws a drag through CSS variables without rendering, and saves once when released', () => {
    const { onChange, renders, grid } = renderTable();
    const keyword = handle('Keyword');
    const before = renders();
    fireEvent.pointerDown(keyword, { pointerId: 1, button: 0, clientX: 200 });
    fireEvent.pointerMove(keyword, { pointerId: 1, clientX: 230 });
    fireEvent.pointerMove(keyword, { pointerId: 1, clientX: 260 });
    // Only the fixed keyword column's header and summary cells change: drawn 240 px wide over their
    // neighbours; the grid's variables, and so every other cell, stay as they were until the drag ends.
    const rows = [...grid.querySelectorAll<HTMLElement>('.rt-row')];
    const keywordCells = rows.map((row) => row.children[0] as HTMLElement);
    expect(keywordCells).toHaveLength(2);
    for (const cell of keywordCells) {
      expect(cell).toHaveClass('rt-resizing');
      expect(cell.style.getPropertyValue('--rt-resize-width')).toBe('240px');
    }
    const otherCells = rows.flatMap((row) => [...row.children].slice(1));
    for (const cell of otherCells) expect(cell.getAttribute('style') ?? '').toBe('');
    expect(otherCells.some((cell) => cell.classList.contains('rt-resizing'))).toBe(false);
    expect(grid.style.width).toBe('var(--rt-total)');
    expect(grid.style.getPropertyValue('--rt-w0')).toBe('180px');
    expect(keyword).toHaveAttribute('aria-valuenow', '240');
    expect(renders()).toBe(before);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.pointerUp(keyword, { pointerId: 1, clientX: 260 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ order: [], hidden: [], widths: { keyword: 240 } });
    expect(renders()).toBeGreaterThan(before);
    // The grid's variables draw the width again; the cells keep none of their own.
    expect(grid.style.getPropertyValue('--rt-w0')).toBe('240px');
    expect(grid.style.getPropertyValue('--rt-total')).toBe('460px');
    expect(grid.style.width).toBe('var(--rt-total)');
    for (const cell of keywordCells) {
      expect(cell).not.toHaveClass('rt-resizing');
      expect(cell.getAttribute('style') ?? '').toBe('');
    }
  });

  it("draws the column's body cells as copies in a strip over the rows, gone when released", () => {
    const rows = [
      { keyword: 'shoes', cost: 12, status: 'Active' },
      { keyword: 'boots', cost: 30, status: 'Active' },
    ];
    const { grid } = renderTable(defaultColumnSettings, rows);
    const body = grid.querySelector('.rt-body')!;
    const rowsBefore = body.innerHTML;
    const cost = handle('Cost');
    fireEvent.pointerDown(cost, { pointerId: 1, button: 0, clientX: 300 });
    fireEvent.pointerMove(cost, { pointerId: 1, clientX: 340 });
    const strip = body.querySelector<HTMLElement>('.rt-resize-strip')!;
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    expect(strip).toHaveAttribute('inert');
    expect(strip.style.width).toBe('160px');
    // One copy of the cost cell per row drawn, where its row is; the rows themselves are as they were.
    expect([...strip.children].map((cell) => cell.textContent)).toEqual(['12', '30']);
    const bodyRows = [...body.querySelectorAll<HTMLElement>(':scope > .rt-row')];
    expect([...strip.children].map((cell) => (cell as HTMLElement).style.transform)).toEqual(
      bodyRows.map((row) => row.style.transform),
    );
    expect(body.innerHTML.replace(strip.outerHTML, '')).toBe(rowsBefore);

    fireEvent.pointerMove(cost, { pointerId: 1, clientX: 380 });
    expect(strip.style.width).toBe('200px');
    fireEvent.pointerUp(cost, { pointerId: 1, clientX: 380 });
    expect(body.querySelector('.rt-resize-strip')).toBeNull();
    expect(grid.style.getPropertyValue('--rt-w1')).toBe('200px');
  });

  it('puts a cancelled drag back', () => {
    const { onChange, grid } = renderTable();
    const cost = handle('Cost');
    fireEvent.pointerDown(cost, { pointerId: 1, button: 0, clientX: 300 });
    fireEvent.pointerMove(cost, { pointerId: 1, clientX: 500 });
    const costHeader = screen.getByRole('columnheader', { name: 'Cost' });
    expect(costHeader.style.getPropertyValue('--rt-resize-width')).toBe('320px');
    fireEvent.pointerCancel(cost, { pointerId: 1 });
    expect(grid.style.getPropertyValue('--rt-w1')).toBe('120px');
    expect(costHeader).not.toHaveClass('rt-resizing');
    expect(costHeader.getAttribute('style') ?? '').toBe('');
    expect(grid.style.width).toBe('var(--rt-total)');
    expect(cost).toHaveAttribute('aria-valuenow', '120');
    expect(onChange).not.toHaveBeenCalled();
  });
});
