import type { FormulaNode } from './formula-tree';

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
 * needs. A tree parseFormula gave parses back to the same tree; a negative number comes back as the minus of
 * its absolute value.
 */
export function formulaText(tree: FormulaNode): string {
  const text = (node: FormulaNode): string => {
    const within = (operand: FormulaNode, parenthesise: boolean) =>
      parenthesise ? `(${text(operand)})` : text(operand);
    switch (node.kind) {
      case 'number':
        return numberText(node.value);
      case 'column':
        return node.key;
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
