import type { FormulaNode } from './formula-tree';

/**
 * The SQL of a formula for the fact store (docs/requirements.md#calculated-columns). `column(key)` gives an
 * input's SQL from the server's fixed list and `parameter(value)` binds a number (e.g. `{p3:Float64}`), once per
 * number in the tree, left to right; nothing of the formula's text reaches the SQL otherwise. Every operation
 * is in parentheses, a minus is `negate(…)` (so no `--` comment can form) and a division is `a / nullIf(b, 0)`:
 * null, an empty cell, when dividing by zero.
 */
export function formulaSql(
  tree: FormulaNode,
  column: (key: string) => string,
  parameter: (value: number) => string,
): string {
  const sql = (node: FormulaNode): string => {
    switch (node.kind) {
      case 'number':
        return parameter(node.value);
      case 'column':
        return column(node.key);
      case 'negate':
        return `negate(${sql(node.operand)})`;
      case 'binary': {
        const left = sql(node.left);
        const right = sql(node.right);
        return node.op === '/' ? `(${left} / nullIf(${right}, 0))` : `(${left} ${node.op} ${right})`;
      }
    }
  };
  return sql(tree);
}
