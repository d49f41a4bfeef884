import { toNumber } from '../format';
import type { FormulaNode } from './formula-tree';

function valueOf(node: FormulaNode, row: Readonly<Record<string, unknown>>): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'column':
      return toNumber(row[node.key]) ?? null;
    case 'negate': {
      const operand = valueOf(node.operand, row);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = valueOf(node.left, row);
      const right = valueOf(node.right, row);
      if (left === null || right === null) return null;
      switch (node.op) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return right === 0 ? null : left / right;
      }
    }
  }
}

/**
 * A row's value of a formula, or null (the cell shows `--`) when an input is empty or not a number, a
 * division is by zero or the result is not a finite number (docs/requirements.md#calculated-columns). For the
 * summary row or a compared period, pass their row of sums: the formula over the sums is the total, never a
 * sum or average of the rows' values. Steps in between follow floating point like the fact store's SQL.
 */
export function evaluateFormula(tree: FormulaNode, row: Readonly<Record<string, unknown>>): number | null {
  const value = valueOf(tree, row);
  if (value === null || !Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}
