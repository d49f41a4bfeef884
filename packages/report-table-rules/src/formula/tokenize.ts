import { charAt, continuesName, isSpace, longestName, nameQuotes, type FormulaNames } from './formula-names';
import type { FormulaOperator, FormulaProblem } from './formula-tree';

/** A piece of a formula's text, at the 0-based index where it starts. */
export type FormulaToken = { position: number } & (
  | { kind: 'number'; value: number }
  /** A name as written, and the column it stands for; none when it is no column's. */
  | { kind: 'name'; name: string; key?: string }
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
const startsName = (char: string) => /[\p{L}_]/u.test(char);

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
 * spaces is refused here, before the parser looks at the order of the tokens. A column's name is the longest
 * known name where it starts, so `Computer cost` is one column, not `Computer` and `cost`, and a title with
 * spaces needs no quotes. Any other run of letters is a name too, which the parser refuses as an unknown column,
 * not as characters.
 */
export function tokenizeFormula(
  text: string,
  names: FormulaNames,
): { ok: true; tokens: FormulaToken[] } | { ok: false; problem: FormulaProblem } {
  const tokens: FormulaToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = charAt(text, index);
    const position = index;
    const known = isSpace(char) ? undefined : longestName(text, index, names);
    const close = names.typed ? nameQuotes[char] : undefined;
    if (isSpace(char)) {
      index += char.length;
    } else if (known) {
      index = known.end;
      if (followedByParenthesis(text, index)) return functionCall(text.slice(position, index), position);
      tokens.push({ kind: 'name', name: text.slice(position, index), key: known.key, position });
    } else if (close) {
      const end = text.indexOf(close, index + 1);
      if (end < 0) return { ok: false, problem: { key: 'formula.notAllowed', position, name: char } };
      index = end + 1;
      const name = text.slice(position + 1, end).trim();
      const whole = name === '' ? undefined : longestName(name, 0, names);
      if (name === '') tokens.push({ kind: 'stray', position });
      else
        tokens.push({
          kind: 'name',
          name,
          key: whole?.end === name.length ? whole.key : undefined,
          position,
        });
    } else if (isDigit(char)) {
      index = skipDigits(text, index);
      if (text[index] === '.' && isDigit(text[index + 1] ?? '')) index = skipDigits(text, index + 1);
      tokens.push({ kind: 'number', value: Number(text.slice(position, index)), position });
    } else if (startsName(char)) {
      index = skipName(text, index);
      if (followedByParenthesis(text, index)) return functionCall(text.slice(position, index), position);
      let start = position;
      if (names.typed) {
        // A title the report lacks is refused whole (`Cost per lead`), with a column's name it begins with.
        const previous = tokens.at(-1);
        if (previous?.kind === 'name' && bareNameBefore(text, previous, position)) {
          tokens.pop();
          start = previous.position;
        }
        index = moreWords(text, index, names);
      }
      tokens.push({ kind: 'name', name: text.slice(start, index), position: start });
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

/** Whether a name token was written as such (not in brackets) with only spaces between it and `index`. */
function bareNameBefore(text: string, token: { name: string; position: number }, index: number): boolean {
  return (
    text.startsWith(token.name, token.position) &&
    text.slice(token.position + token.name.length, index).trim() === ''
  );
}

/** The index just past the words (names or other runs of letters) that follow `index` after spaces. */
function moreWords(text: string, index: number, names: FormulaNames): number {
  let end = index;
  for (;;) {
    let next = end;
    while (isSpace(charAt(text, next))) next += 1;
    if (next === end) return end;
    const known = longestName(text, next, names);
    if (known) end = known.end;
    else if (startsName(charAt(text, next))) end = skipName(text, next);
    else return end;
  }
}

/** Whether the next character after spaces from `index` on is an opening parenthesis: a function call. */
function followedByParenthesis(text: string, index: number): boolean {
  let next = index;
  while (next < text.length && isSpace(text[next]!)) next += 1;
  return text[next] === '(';
}

const functionCall = (name: string, position: number) =>
  ({ ok: false, problem: { key: 'formula.notAllowed', position, name: `${name}(` } }) as const;
