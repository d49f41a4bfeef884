import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { formulaProblemValues, maxFormulaLength, type FormulaNode } from './formula-tree';
import { parseFormula } from './parse';

const names = ['cost', 'click', 'impression', 'conversion', 'cost_pc'];
const column = (key: string): FormulaNode => ({ kind: 'column', key });
const number = (value: number): FormulaNode => ({ kind: 'number', value });

describe('parseFormula reads', () => {
  it('columns, numbers and the precedence of unary minus over × ÷ over + −', () => {
    expect(parseFormula('cost - -click * 2.5 + 12', names)).toEqual({
      ok: true,
      columns: ['cost', 'click'],
      tree: {
        kind: 'binary',
        op: '+',
        left: {
          kind: 'binary',
          op: '-',
          left: column('cost'),
          right: {
            kind: 'binary',
            op: '*',
            left: { kind: 'negate', operand: column('click') },
            right: number(2.5),
          },
        },
        right: number(12),
      },
    });
  });

  it('equal operators from left to right, parentheses first', () => {
    expect(parseFormula('cost / click / 2', names)).toMatchObject({
      tree: { op: '/', left: { op: '/', left: column('cost'), right: column('click') }, right: number(2) },
    });
    expect(parseFormula('cost / (click / 2)', names)).toMatchObject({
      tree: { op: '/', left: column('cost'), right: { op: '/', left: column('click'), right: number(2) } },
    });
    expect(parseFormula('-(cost + 1)', names)).toMatchObject({
      tree: { kind: 'negate', operand: { op: '+', left: column('cost'), right: number(1) } },
    });
  });

  it('× ÷ − as * / -, any spacing, each column once in order of appearance', () => {
    const typed = parseFormula('(cost−cost_pc)×100÷conversion', names);
    expect(typed).toEqual(parseFormula(' ( cost - cost_pc ) * 100 / conversion ', names));
    expect(typed).toMatchObject({ ok: true, columns: ['cost', 'cost_pc', 'conversion'] });
    expect(parseFormula('click / click + cost', names)).toMatchObject({ columns: ['click', 'cost'] });
    expect(parseFormula('0.05 + 7', names)).toMatchObject({ ok: true, columns: [] });
  });
});

describe('parseFormula refuses, at the 0-based position of the problem', () => {
  it.each([
    ['cost +', 6],
    ['cost click', 5],
    ['(cost + click', 13],
    ['cost + click)', 12],
    ['cost * / click', 7],
    ['+cost', 0],
    ['()', 1],
    ['cost 2', 5],
    ['2cost', 1],
    ['1.', 1],
    ['1.2.3', 3],
    ['.5 * cost', 0],
    ['1e3', 1],
    ['9'.repeat(400), 0],
  ])('a syntax error: %s at %i', (text, position) => {
    expect(parseFormula(text, names)).toEqual({ ok: false, problem: { key: 'formula.syntax', position } });
  });

  it.each([
    ['cost / cpl', 7, 'cpl'],
    ['Cost', 0, 'Cost'],
    ['消费 / click', 0, '消费'],
    ['cost / (cpl + ', 8, 'cpl'],
  ])('an unknown column: %s at %i', (text, position, name) => {
    expect(parseFormula(text, names)).toEqual({
      ok: false,
      problem: { key: 'formula.unknownName', position, name },
    });
  });

  it.each([
    ['cost; drop table facts', 4, ';'],
    ["cost + 'a'", 7, "'"],
    ['cost + "a"', 7, '"'],
    ['cost + `a`', 7, '`'],
    ['cost + “a”', 7, '“'],
    ['max(cost, click)', 0, 'max('],
    ['cost / sum (click)', 7, 'sum('],
    ['cost (click)', 0, 'cost('],
    ['cost % 2', 5, '%'],
    ['cost = 2', 5, '='],
    ['cost+😀', 5, '😀'],
    ['cost + + ;', 9, ';'],
  ])('what the language does not have: %s at %i', (text, position, name) => {
    expect(parseFormula(text, names)).toEqual({
      ok: false,
      problem: { key: 'formula.notAllowed', position, name },
    });
  });

  it('a formula of spaces only, or nothing', () => {
    expect(parseFormula('', names)).toEqual({ ok: false, problem: { key: 'formula.empty', position: 0 } });
    expect(parseFormula(' \n\u3000', names)).toEqual({
      ok: false,
      problem: { key: 'formula.empty', position: 0 },
    });
  });

  it('a formula over 500 characters, at the first character too many', () => {
    const longest = `cost${' + cost'.repeat(70)}`.padEnd(maxFormulaLength, ' ');
    expect(parseFormula(longest, names).ok).toBe(true);
    expect(parseFormula(`${longest};`, names)).toEqual({
      ok: false,
      problem: { key: 'formula.tooLong', position: 500 },
    });
  });

  it('names the first problem in reading order once the characters are allowed', () => {
    expect(parseFormula('cpl + +', names)).toMatchObject({ problem: { key: 'formula.unknownName' } });
    expect(parseFormula('cost + + cpl', names)).toMatchObject({
      problem: { key: 'formula.syntax', position: 7 },
    });
  });
});

describe('a refusal in the reader’s language', () => {
  const message = (language: 'en' | 'cn' | 'tw', text: string) => {
    const parsed = parseFormula(text, names);
    if (parsed.ok) throw new Error(`${text} parsed`);
    return lookup(language, parsed.problem.key, formulaProblemValues(parsed.problem));
  };

  it('names the problem and its position counted from 1', () => {
    expect(message('en', 'cost / cpl')).toBe(
      'Unknown column “cpl” at position 8: this report has no such numeric column',
    );
    expect(message('cn', 'cost / cpl')).toBe('未知列“cpl”（第 8 个字符）：本报告没有这个数值列');
    expect(message('tw', 'cost / cpl')).toBe('未知欄位「cpl」（第 8 個字元）：本報告沒有這個數值欄位');
    expect(message('en', 'cost;')).toBe(
      '“;” at position 5 is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
    );
    expect(message('en', 'cost +')).toBe(
      'The formula cannot be read at position 7: check its operators and parentheses',
    );
    expect(message('en', 'cost'.repeat(126))).toBe(
      'The formula is too long: it must end before position 501',
    );
    expect(message('tw', ' ')).toBe('請輸入公式');
  });
});

describe('formulaProblemValues', () => {
  it('counts the position from 1 for the reader', () => {
    expect(formulaProblemValues({ key: 'formula.unknownName', position: 4, name: 'cpl' })).toEqual({
      position: '5',
      name: 'cpl',
    });
    expect(formulaProblemValues({ key: 'formula.empty', position: 0 })).toEqual({ position: '1', name: '' });
  });
});
