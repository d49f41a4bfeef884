import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './evaluate';
import { formulaSql } from './formula-sql';
import { formulaText } from './formula-text';
import { maxFormulaLength, type FormulaNode } from './formula-tree';
import { parseFormula, readFormula } from './parse';

const names = ['cost', 'click', 'impression', 'conversion', 'cost_pc', 'x2'];

/** Numbers as the parser reads them: finite, not negative, 0 rather than −0, from 5e-324 to 1.8e308. */
const numbers = fc
  .oneof(fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true }), fc.integer({ min: 0, max: 1000 }))
  .map((value) => (value === 0 ? 0 : value));

const trees = fc.letrec<{ node: FormulaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numbers.map((value): FormulaNode => ({ kind: 'number', value })),
    fc.constantFrom(...names).map((key): FormulaNode => ({ kind: 'column', key })),
    tie('node').map((operand): FormulaNode => ({ kind: 'negate', operand })),
    fc
      .record({ op: fc.constantFrom('+', '-', '*', '/' as const), left: tie('node'), right: tie('node') })
      .map((binary): FormulaNode => ({ kind: 'binary', ...binary })),
  ),
})).node;

/** Pieces of formulas, the valid and the refused, glued together in any order and spacing. */
const tokenSoups = fc
  .array(
    fc.constantFrom(
      ...names,
      'cpl',
      '消费',
      '0',
      '12',
      '0.5',
      '.',
      '1e3',
      '9'.repeat(330),
      '+',
      '-',
      '*',
      '/',
      '×',
      '÷',
      '−',
      '(',
      ')',
      ';',
      ',',
      "'",
      '"',
      'max(',
      '--',
      '/*',
      ' ',
      '\n',
    ),
    { maxLength: 60 },
  )
  .chain((pieces) => fc.constantFrom(pieces.join(''), pieces.join(' ')));

/** The columns of a tree, each once, in order of first appearance. */
function columnsOf(node: FormulaNode, found: string[] = []): string[] {
  if (node.kind === 'column' && !found.includes(node.key)) found.push(node.key);
  if (node.kind === 'negate') columnsOf(node.operand, found);
  if (node.kind === 'binary') columnsOf(node.right, columnsOf(node.left, found));
  return found;
}

/** A second evaluation, by a stack machine over the tree in postfix order, to hold evaluateFormula against. */
function referenceValue(tree: FormulaNode, row: Record<string, unknown>): number | null {
  const postfix: FormulaNode[] = [];
  const walk = (node: FormulaNode): void => {
    if (node.kind === 'negate') walk(node.operand);
    if (node.kind === 'binary') [node.left, node.right].forEach(walk);
    postfix.push(node);
  };
  walk(tree);
  const stack: (number | null)[] = [];
  for (const node of postfix) {
    if (node.kind === 'number') stack.push(node.value);
    else if (node.kind === 'column') {
      const value = row[node.key];
      stack.push(typeof value === 'number' && Number.isFinite(value) ? value : null);
    } else if (node.kind === 'negate') {
      const operand = stack.pop()!;
      stack.push(operand === null ? null : 0 - operand);
    } else {
      const right = stack.pop()!;
      const left = stack.pop()!;
      const results = {
        '+': () => left! + right!,
        '-': () => left! - right!,
        '*': () => left! * right!,
        '/': () => left! / right!,
      };
      stack.push(
        left === null || right === null || (node.op === '/' && right === 0) ? null : results[node.op](),
      );
    }
  }
  const [result] = stack;
  return result === null || result === undefined || !Number.isFinite(result) ? null : result + 0;
}

describe('formula properties', () => {
  it('formulaText of a tree parses back to the same tree and its columns', () => {
    fc.assert(
      fc.property(trees, (tree) => {
        const text = formulaText(tree);
        fc.pre(text.length <= maxFormulaLength);
        expect(parseFormula(text, names)).toEqual({ ok: true, tree, columns: columnsOf(tree) });
      }),
      { numRuns: 500 },
    );
  });

  it('parseFormula never throws, and refuses at a position inside the text or at its end', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 600 }),
      fc.string({ maxLength: 80 }),
      tokenSoups,
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseFormula(text, names);
        if (parsed.ok) {
          expect(parseFormula(formulaText(parsed.tree), names)).toEqual(parsed);
        } else {
          expect(parsed.problem.position).toBeGreaterThanOrEqual(0);
          expect(parsed.problem.position).toBeLessThanOrEqual(Math.min(text.length, maxFormulaLength));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('readFormula never throws, and reads back the reader’s form of what it reads', () => {
    // Titles that overlap: prefixes of each other, spaces, CJK, a dot, a key's letters in another case.
    const columns = [
      { key: 'cost', titles: ['Cost', '消费'] },
      { key: 'PcCost', titles: ['Computer cost', '计算机消费'] },
      { key: 'cpc', titles: ['Avg. CPC', '平均点击价格'] },
      { key: 'click', titles: ['Clicks', '点击'] },
      { key: 'ctr', titles: ['CTR', '点击率'] },
    ];
    const typed = fc
      .array(
        fc.constantFrom(
          ...columns.flatMap(({ key, titles }) => [key, key.toUpperCase(), ...titles]),
          'Costs',
          'per',
          '[',
          ']',
          '“',
          '”',
          '1',
          '0.5',
          '+',
          '-',
          '×',
          '/',
          '(',
          ')',
          '.',
          ' ',
        ),
        { maxLength: 40 },
      )
      .chain((pieces) => fc.constantFrom(pieces.join(''), pieces.join(' ')));
    fc.assert(
      fc.property(fc.oneof(typed, fc.string({ maxLength: 80 })), (text) => {
        const parsed = readFormula(text, columns);
        if (parsed.ok) {
          expect(readFormula(formulaText(parsed.tree, columns), columns)).toEqual(parsed);
          expect(parseFormula(formulaText(parsed.tree), ['cost', 'PcCost', 'cpc', 'click', 'ctr'])).toEqual(
            parsed,
          );
        } else {
          expect(parsed.problem.position).toBeGreaterThanOrEqual(0);
          expect(parsed.problem.position).toBeLessThanOrEqual(Math.min(text.length, maxFormulaLength));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('evaluateFormula matches a stack machine on any tree and row', () => {
    const inputs = fc.oneof(
      { weight: 6, arbitrary: fc.double() },
      fc.constantFrom(0, 1, -1, null, undefined, '--', Number.POSITIVE_INFINITY),
    );
    const rows = fc.dictionary(fc.constantFrom(...names), inputs);
    fc.assert(
      fc.property(trees, rows, (tree, row) => {
        expect(evaluateFormula(tree, row)).toBe(referenceValue(tree, row));
      }),
      { numRuns: 1000 },
    );
  });

  it('a division by zero anywhere in the formula empties the cell', () => {
    const rows = fc.dictionary(fc.constantFrom(...names), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(trees, trees, rows, (outer, divided, row) => {
        const byZero: FormulaNode = {
          kind: 'binary',
          op: '/',
          left: divided,
          right: { kind: 'column', key: 'cost' },
        };
        const tree: FormulaNode = {
          kind: 'binary',
          op: '+',
          left: outer,
          right: { kind: 'binary', op: '/', left: { kind: 'number', value: 1 }, right: byZero },
        };
        expect(evaluateFormula(tree, { ...row, cost: 0 })).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('formulaSql holds nothing of the formula but the columns and parameters it was given', () => {
    fc.assert(
      fc.property(trees, (tree) => {
        const columns: string[] = [];
        const values: number[] = [];
        const sql = formulaSql(
          tree,
          (key) => `⟨c${columns.push(key)}⟩`,
          (value) => `⟨p${values.push(value)}⟩`,
        );
        const skeleton = sql
          .replace(/⟨[cp]\d+⟩/g, '')
          .replaceAll('negate(', '(')
          .replaceAll(', 0)', ')')
          .replaceAll('nullIf(', '(');
        expect(skeleton).toMatch(/^[-+*/() ]*$/);
        expect(skeleton).not.toContain('--');
        expect(values).toEqual(numbersOf(tree));
        expect(columns).toEqual(columnNamesOf(tree));
      }),
      { numRuns: 500 },
    );
  });
});

/** The numbers of a tree, left to right. */
function numbersOf(node: FormulaNode): number[] {
  if (node.kind === 'number') return [node.value];
  if (node.kind === 'negate') return numbersOf(node.operand);
  return node.kind === 'binary' ? [...numbersOf(node.left), ...numbersOf(node.right)] : [];
}

/** The column names of a tree, left to right, repeats included. */
function columnNamesOf(node: FormulaNode): string[] {
  if (node.kind === 'column') return [node.key];
  if (node.kind === 'negate') return columnNamesOf(node.operand);
  return node.kind === 'binary' ? [...columnNamesOf(node.left), ...columnNamesOf(node.right)] : [];
}
