import type { FormulaOperator, FormulaProblem } from './formula-tree';

/** A piece of a formula's text, at the 0-based index where it starts. */
export type FormulaToken = { position: number } & (
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'operator'; op: FormulaOperator }
  | { kind: 'open' }
  | { kind: 'close' }
  /** A `.` outside a number: the parser refuses it as a syntax error where it stands. */
  | { kind: 'stray' }
);

/** The typed signs, the multiplication, division and minus signs users paste from documents included. */
const operators: Readonly<Record<string, FormulaOperator>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
};

const isDigit = (char: string) => char >= '0' && char <= '9';
const isSpace = (char: string) => /\s/u.test(char);
const startsName = (char: string) => /[\p{L}_]/u.test(char);
const continuesName = (char: string) => /[\p{L}\p{N}_]/u.test(char);

/** The character (a whole code point) at an index of the text, or '' past its end. */
function charAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** The index just past the digits from `index` on. */
function skipDigits(text: string, index: number): number {
  let end = index;
  while (end < text.length && isDigit(text[end]!)) end += 1;
  return end;
}

/** The index just past a name from `index` on, code point by code point. */
function skipName(text: string, index: number): number {
  let end = index;
  for (let char = charAt(text, end); char !== '' && continuesName(char); char = charAt(text, end)) {
    end += char.length;
  }
  return end;
}

/**
 * The tokens of a formula, or the first character or function call the language does not have
 * (docs/requirements.md#calculated-columns): anything but digits, names, the operators, parentheses and
 * spaces is refused here, before the parser looks at the order of the tokens. A name may hold any letters,
 * so that a column's title typed for its `dataKey` is refused as an unknown column, not as characters.
 */
export function tokenizeFormula(
  text: string,
): { ok: true; tokens: FormulaToken[] } | { ok: false; problem: FormulaProblem } {
  const tokens: FormulaToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = charAt(text, index);
    const position = index;
    if (isSpace(char)) {
      index += char.length;
    } else if (isDigit(char)) {
      index = skipDigits(text, index);
      if (text[index] === '.' && isDigit(text[index + 1] ?? '')) index = skipDigits(text, index + 1);
      tokens.push({ kind: 'number', value: Number(text.slice(position, index)), position });
    } else if (startsName(char)) {
      index = skipName(text, index);
      const name = text.slice(position, index);
      let next = index;
      while (next < text.length && isSpace(text[next]!)) next += 1;
      if (text[next] === '(') {
        return { ok: false, problem: { key: 'formula.notAllowed', position, name: `${name}(` } };
      }
      tokens.push({ kind: 'name', name, position });
    } else if (operators[char]) {
      tokens.push({ kind: 'operator', op: operators[char], position });
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', position });
      index += 1;
    } else if (char === '.') {
      tokens.push({ kind: 'stray', position });
      index += 1;
    } else {
      return { ok: false, problem: { key: 'formula.notAllowed', position, name: char } };
    }
  }
  return { ok: true, tokens };
}
