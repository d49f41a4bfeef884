import { storedNames, typedNames, type FormulaNames } from './formula-names';
import {
  maxFormulaLength,
  type FormulaColumn,
  type FormulaNode,
  type FormulaProblem,
  type ParsedFormula,
} from './formula-tree';
import { tokenizeFormula, type FormulaToken } from './tokenize';

/** Thrown inside the parser only, to leave its recursion at the first problem; parseFormula never throws. */
class FormulaRefusal extends Error {
  constructor(readonly problem: FormulaProblem) {
    super(problem.key);
  }
}

/**
 * A recursive-descent parser over the tokens, one function per level of binding
 * (docs/requirements.md#calculated-columns): a sum of terms, a term a product of signed factors, a signed
 * factor a minus before one, a factor a number, a column or a formula in parentheses.
 */
class FormulaParser {
  private index = 0;
  private readonly columns = new Set<string>();

  constructor(
    private readonly tokens: readonly FormulaToken[],
    private readonly end: number,
  ) {}

  parse(): { tree: FormulaNode; columns: string[] } {
    const tree = this.sum();
    if (this.index < this.tokens.length) this.refuseHere();
    return { tree, columns: [...this.columns] };
  }

  private sum(): FormulaNode {
    let left = this.term();
    for (let op = this.operator('+', '-'); op; op = this.operator('+', '-')) {
      left = { kind: 'binary', op, left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.signed();
    for (let op = this.operator('*', '/'); op; op = this.operator('*', '/')) {
      left = { kind: 'binary', op, left, right: this.signed() };
    }
    return left;
  }

  private signed(): FormulaNode {
    if (this.operator('-')) return { kind: 'negate', operand: this.signed() };
    return this.factor();
  }

  private factor(): FormulaNode {
    const token = this.tokens[this.index];
    if (token?.kind === 'number' && Number.isFinite(token.value)) {
      this.index += 1;
      return { kind: 'number', value: token.value };
    }
    if (token?.kind === 'name') {
      if (token.key === undefined) {
        throw new FormulaRefusal({ key: 'formula.unknownName', position: token.position, name: token.name });
      }
      this.index += 1;
      this.columns.add(token.key);
      return { kind: 'column', key: token.key };
    }
    if (token?.kind === 'open') {
      this.index += 1;
      const inner = this.sum();
      if (this.tokens[this.index]?.kind !== 'close') this.refuseHere();
      this.index += 1;
      return inner;
    }
    return this.refuseHere();
  }

  /** Takes the next token when it is one of these operators. */
  private operator<Op extends string>(...ops: Op[]): Op | undefined {
    const token = this.tokens[this.index];
    if (token?.kind !== 'operator' || !(ops as string[]).includes(token.op)) return undefined;
    this.index += 1;
    return token.op as Op;
  }

  /** A syntax error at the next token, or at the end of the text when there is none. */
  private refuseHere(): never {
    const position = this.tokens[this.index]?.position ?? this.end;
    throw new FormulaRefusal({ key: 'formula.syntax', position });
  }
}

/**
 * Reads a calculated column's formula as stored (docs/requirements.md#calculated-columns). `names` are the
 * report's numeric columns (dataKeys) the formula may name, exactly as written; `×`, `÷` and `−` are read as
 * `*`, `/` and `-`. A refusal gives the first problem: a formula too long, then a character or function the
 * language lacks, then an empty formula, then the first syntax error or unknown column in reading order.
 */
export function parseFormula(text: string, names: readonly string[]): ParsedFormula {
  return parseWith(text, storedNames(names));
}

/**
 * Reads a formula as a user typed it (docs/requirements.md#calculated-columns): as parseFormula, but a column
 * may be named by its dataKey or by any of its titles, in any case, and put in brackets or quotes. The tree
 * holds the dataKeys, so `formulaText` of it is the stored form.
 */
export function readFormula(text: string, columns: readonly FormulaColumn[]): ParsedFormula {
  return parseWith(text, typedNames(columns));
}

function parseWith(text: string, names: FormulaNames): ParsedFormula {
  if (text.length > maxFormulaLength) {
    return { ok: false, problem: { key: 'formula.tooLong', position: maxFormulaLength } };
  }
  const tokenized = tokenizeFormula(text, names);
  if (!tokenized.ok) return tokenized;
  if (tokenized.tokens.length === 0) return { ok: false, problem: { key: 'formula.empty', position: 0 } };
  try {
    return { ok: true, ...new FormulaParser(tokenized.tokens, text.length).parse() };
  } catch (error) {
    if (error instanceof FormulaRefusal) return { ok: false, problem: error.problem };
    throw error;
  }
}
