import { describe, expect, it } from 'vitest';
import { formulaSql } from './formula-sql';
import { parseFormula } from './parse';

const names = ['cost', 'click', 'conversion'];

/** The SQL of a formula with a fake fixed list (`F.<key>`) and numbered parameters, and the bound values. */
function compile(text: string) {
  const parsed = parseFormula(text, names);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem.key}`);
  const values: number[] = [];
  const sql = formulaSql(
    parsed.tree,
    (key) => `F.${key}`,
    (value) => `{p${values.push(value)}:Float64}`,
  );
  return { sql, values };
}

describe('formulaSql', () => {
  it('binds every number as a parameter, left to right', () => {
    expect(compile('cost * 1.5 + 2 - click')).toEqual({
      sql: '(((F.cost * {p1:Float64}) + {p2:Float64}) - F.click)',
      values: [1.5, 2],
    });
  });

  it('divides by nullIf(…, 0), so a division by zero is an empty cell', () => {
    expect(compile('cost / (conversion - click)').sql).toBe('(F.cost / nullIf((F.conversion - F.click), 0))');
  });

  it('writes a minus as negate(…): two minus signs never meet as a comment', () => {
    expect(compile('cost - -click').sql).toBe('(F.cost - negate(F.click))');
    expect(compile('--cost').sql).toBe('negate(negate(F.cost))');
  });
});
