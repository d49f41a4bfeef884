import { describe, expect, it } from 'vitest';
import { keepVisible, monthWeeks, movedFocus, panelStartFor, shownPanels, yearMonths } from './calendar-grid';

describe('monthWeeks', () => {
  it('lays November 2026 out in weeks from Monday, blank outside the month', () => {
    const weeks = monthWeeks('2026-11-18');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('needs only four rows for a February that starts on a Monday', () => {
    const weeks = monthWeeks('2027-02-10');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('counts the leap day', () => {
    expect(monthWeeks('2028-02-01').flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('yearMonths', () => {
  it('gives the twelve first days, three to a row', () => {
    const rows = yearMonths('2026-11-18');
    expect(rows.map((row) => row.length)).toEqual([3, 3, 3, 3]);
    expect(rows.flat()).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    );
  });
});

describe('movedFocus', () => {
  it.each([
    ['ArrowLeft', false, '2026-11-17'],
    ['ArrowRight', false, '2026-11-19'],
    ['ArrowUp', false, '2026-11-11'],
    ['ArrowDown', false, '2026-11-25'],
    ['Home', false, '2026-11-16'],
    ['End', false, '2026-11-22'],
    ['PageUp', false, '2026-10-18'],
    ['PageDown', false, '2026-12-18'],
    ['PageUp', true, '2025-11-18'],
    ['PageDown', true, '2027-11-18'],
    ['Enter', false, undefined],
    ['a', false, undefined],
  ])('in day mode %s (shift %s) from Wednesday 2026-11-18 goes to %s', (key, shift, expected) => {
    expect(movedFocus('day', '2026-11-18', key, shift)).toBe(expected);
    expect(movedFocus('week', '2026-11-18', key, shift)).toBe(expected);
  });

  it('crosses month and year ends and clamps to shorter months', () => {
    expect(movedFocus('day', '2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(movedFocus('day', '2028-03-31', 'PageUp')).toBe('2028-02-29');
  });

  it.each([
    ['ArrowLeft', '2026-10-01'],
    ['ArrowRight', '2026-12-01'],
    ['ArrowUp', '2026-08-01'],
    ['ArrowDown', '2027-02-01'],
    ['Home', '2026-10-01'],
    ['End', '2026-12-01'],
    ['PageUp', '2025-11-01'],
    ['PageDown', '2027-11-01'],
    ['Tab', undefined],
  ])('in month mode %s from November 2026 goes to %s', (key, expected) => {
    expect(movedFocus('month', '2026-11-01', key)).toBe(expected);
  });
});

describe('panels', () => {
  it('start so that the focused day or month shows on the right', () => {
    expect(panelStartFor('day', '2026-11-18', 2)).toBe('2026-10-01');
    expect(panelStartFor('day', '2027-01-03', 2)).toBe('2026-12-01');
    expect(panelStartFor('month', '2026-11-01', 2)).toBe('2025-01-01');
    expect(shownPanels('day', '2026-12-01', 2)).toEqual(['2026-12-01', '2027-01-01']);
    expect(shownPanels('month', '2025-01-01', 2)).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('show one month (or year) on a narrow screen: the focused one', () => {
    expect(panelStartFor('day', '2026-11-18', 1)).toBe('2026-11-01');
    expect(panelStartFor('month', '2026-11-01', 1)).toBe('2026-01-01');
    expect(shownPanels('day', '2026-11-01', 1)).toEqual(['2026-11-01']);
    expect(keepVisible('day', '2026-11-01', '2026-12-01', 1)).toBe('2026-12-01');
    expect(keepVisible('day', '2026-11-01', '2026-10-31', 1)).toBe('2026-10-01');
    expect(keepVisible('day', '2026-11-01', '2026-11-30', 1)).toBe('2026-11-01');
    expect(keepVisible('month', '2026-01-01', '2027-02-01', 1)).toBe('2027-01-01');
  });

  it.each([
    ['day', '2026-10-01', '2026-10-31', '2026-10-01'],
    ['day', '2026-10-01', '2026-11-30', '2026-10-01'],
    ['day', '2026-10-01', '2026-12-01', '2026-11-01'],
    ['day', '2026-10-01', '2026-09-30', '2026-09-01'],
    ['day', '2026-10-01', '2027-03-05', '2027-02-01'],
    ['month', '2025-01-01', '2026-12-01', '2025-01-01'],
    ['month', '2025-01-01', '2027-01-01', '2026-01-01'],
    ['month', '2025-01-01', '2024-12-01', '2024-01-01'],
  ] as const)('in %s mode, panels from %s move to show %s: from %s', (mode, start, focused, expected) => {
    expect(keepVisible(mode, start, focused, 2)).toBe(expected);
  });
});
