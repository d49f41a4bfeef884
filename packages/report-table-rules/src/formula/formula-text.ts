import { columnName, typedNames } from './formula-names';
import { readFormula } from './parse';
import type { FormulaColumn, FormulaNode } from './formula-tree';

/** A number in digits with an optional decimal part, the only way the language writes one: no exponent. */
function numberText(value: number): string {
  if (value < 0) return `-${numberText(-value)}`;
  const shortest = String(value);
  const scientific = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!scientific) return shortest;
  const digits = scientific[1]! + (scientific[2] ?? '');
  const point = 1 + Number(scientific[3]);
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** How tightly a node binds, as the parser reads it (docs/requirements.md#calculated-columns). */
function binding(node: FormulaNode): number {
  if (node.kind === 'binary') return node.op === '+' || node.op === '-' ? 1 : 2;
  return node.kind === 'negate' ? 3 : 4;
}

/**
 * A formula's canonical text: ASCII operators, spaces around the binary ones, only the parentheses the tree
 * needs, each column by its dataKey (the stored form), or given `columns`, by its first title (the reader's
 * form, docs/requirements.md#calculated-columns). A tree parseFormula gave parses back to the same tree, the
 * reader's form with readFormula; a negative number comes back as the minus of its absolute value.
 */
export function formulaText(tree: FormulaNode, columns?: readonly FormulaColumn[]): string {
  const names = columns && typedNames(columns);
  const shown = new Map(columns?.map((column) => [column.key, columnName(column, names!)]));
  const text = (node: FormulaNode): string => {
    const within = (operand: FormulaNode, parenthesise: boolean) =>
      parenthesise ? `(${text(operand)})` : text(operand);
    switch (node.kind) {
      case 'number':
        return numberText(node.value);
      case 'column':
        return shown.get(node.key) ?? node.key;
      case 'negate':
        return `-${within(node.operand, binding(node.operand) < binding(node))}`;
      case 'binary': {
        // Equal operators apply left to right, so an operand of equal binding needs parentheses on the right.
        const left = within(node.left, binding(node.left) < binding(node));
        const right = within(node.right, binding(node.right) <= binding(node));
        return `${left} ${node.op} ${right}`;
      }
    }
  };
  return text(tree);
}

/**
 * A stored formula as the reader reads it (docs/requirements.md#calculated-columns): its columns by their
 * titles. One that does not read over these columns (one the report lacks) is shown as stored.
 */
export function shownFormula(formula: string, columns: readonly FormulaColumn[]): string {
  const parsed = readFormula(formula, columns);
  return parsed.ok ? formulaText(parsed.tree, columns) : formula;
}
