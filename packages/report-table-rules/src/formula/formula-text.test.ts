import { describe, expect, it } from 'vitest';
import { formulaText } from './formula-text';
import { parseFormula } from './parse';

const names = ['cost', 'click', 'conversion'];
function canonical(text: string) {
  const parsed = parseFormula(text, names);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem.key}`);
  return formulaText(parsed.tree);
}

describe('formulaText', () => {
  it('writes ASCII operators with spaces and only the parentheses the tree needs', () => {
    expect(canonical('(cost×2)÷(conversion−click)')).toBe('cost * 2 / (conversion - click)');
    expect(canonical('((cost)) - (click - conversion) - (cost + 1)')).toBe(
      'cost - (click - conversion) - (cost + 1)',
    );
    expect(canonical('cost / (click * 2)')).toBe('cost / (click * 2)');
    expect(canonical('- (cost + click) * -2')).toBe('-(cost + click) * -2');
    expect(canonical('- - cost')).toBe('--cost');
  });

  it('writes numbers in digits, never with an exponent', () => {
    expect(formulaText({ kind: 'number', value: 1e21 })).toBe('1000000000000000000000');
    expect(formulaText({ kind: 'number', value: 1.5e-7 })).toBe('0.00000015');
    expect(formulaText({ kind: 'number', value: 12.25 })).toBe('12.25');
    expect(formulaText({ kind: 'number', value: -3 })).toBe('-3');
  });
});
