/**
 * A calculated column's formula as a tree: the report's numeric columns, numbers and the four operations
 * (docs/requirements.md#calculated-columns). Numbers the parser reads are finite and never negative: a minus
 * in front of one is a `negate` node.
 */
export type FormulaNode =
  | { kind: 'number'; value: number }
  /** A report column's `dataKey`, e.g. `cost` or `click`. */
  | { kind: 'column'; key: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: FormulaOperator; left: FormulaNode; right: FormulaNode };

export type FormulaOperator = '+' | '-' | '*' | '/';

/**
 * A column a typed formula may name (docs/requirements.md#calculated-columns): by its dataKey, which the stored
 * formula holds, or by a title a reader sees, in any language; the reader's title first, as it is shown.
 */
export interface FormulaColumn {
  key: string;
  titles: readonly string[];
}

/** The longest formula, in characters (UTF-16 code units, as the text's `length`). */
export const maxFormulaLength = 500;

/** The i18n keys of the problems, each text in en, cn and tw taking `{{position}}` and `{{name}}`. */
export type FormulaProblemKey =
  'formula.syntax' | 'formula.unknownName' | 'formula.tooLong' | 'formula.notAllowed' | 'formula.empty';

/** Why a formula is refused, at the 0-based index of the offending character or token in its text. */
export interface FormulaProblem {
  position: number;
  key: FormulaProblemKey;
  /** The unknown column's name, or the text that is not allowed (`;`, `max(`). */
  name?: string;
}

/** A parsed formula with the columns it names, each once, in the order they first appear. */
export type ParsedFormula =
  { ok: true; tree: FormulaNode; columns: string[] } | { ok: false; problem: FormulaProblem };

/**
 * A problem's placeholders for its text: the position counted from 1, as a reader counts characters, and the
 * name (empty when the problem has none).
 */
export function formulaProblemValues(problem: FormulaProblem): Record<'position' | 'name', string> {
  return { position: String(problem.position + 1), name: problem.name ?? '' };
}
