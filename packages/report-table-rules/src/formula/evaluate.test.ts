import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './evaluate';
import { parseFormula } from './parse';

const names = ['cost', 'click', 'conversion', 'rebate'];
function tree(text: string) {
  const parsed = parseFormula(text, names);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem.key}`);
  return parsed.tree;
}

describe('evaluateFormula', () => {
  it('computes a row with the operators’ precedence', () => {
    expect(
      evaluateFormula(tree('cost * (1 - rebate) / conversion'), { cost: 200, rebate: 0.1, conversion: 4 }),
    ).toBe(45);
    expect(evaluateFormula(tree('-cost + click * 2'), { cost: 3, click: 5 })).toBe(7);
    expect(evaluateFormula(tree('cost - click - 1'), { cost: 10, click: 4 })).toBe(5);
  });

  it('reads numbers sent as text, as the table’s cells do', () => {
    expect(evaluateFormula(tree('cost / click'), { cost: '12.5', click: '5' })).toBe(2.5);
  });

  it('is empty on a division by zero, an empty or non-numeric input, or a result that is not finite', () => {
    const cpl = tree('cost / conversion');
    expect(evaluateFormula(cpl, { cost: 10, conversion: 0 })).toBeNull();
    expect(evaluateFormula(cpl, { cost: 0, conversion: 0 })).toBeNull();
    expect(evaluateFormula(cpl, { cost: 10 })).toBeNull();
    expect(evaluateFormula(cpl, { cost: null, conversion: 2 })).toBeNull();
    expect(evaluateFormula(cpl, { cost: '--', conversion: 2 })).toBeNull();
    expect(evaluateFormula(cpl, { cost: Number.NaN, conversion: 2 })).toBeNull();
    expect(evaluateFormula(tree('cost * cost'), { cost: 1e200 })).toBeNull();
    expect(evaluateFormula(tree('cost / (click - click)'), { cost: 1, click: 3 })).toBeNull();
  });

  it('gives 0, never −0', () => {
    expect(Object.is(evaluateFormula(tree('-cost'), { cost: 0 }), 0)).toBe(true);
  });

  it('totals a ratio over the summed inputs, not over the rows’ values', () => {
    const rows = [
      { cost: 100, conversion: 1 },
      { cost: 300, conversion: 9 },
    ];
    const summary = { cost: 400, conversion: 10 };
    const cpl = tree('cost / conversion');
    expect(rows.map((row) => evaluateFormula(cpl, row))).toEqual([100, 100 / 3]);
    expect(evaluateFormula(cpl, summary)).toBe(40);
  });
});
