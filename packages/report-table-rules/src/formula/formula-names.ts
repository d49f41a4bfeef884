import type { FormulaColumn } from './formula-tree';

/** A name a formula may call a column by, as code points to compare, and the dataKey it stands for. */
export interface KnownName {
  chars: readonly string[];
  key: string;
}

/**
 * The names the tokenizer knows and how it compares them (docs/requirements.md#calculated-columns). The stored
 * form knows the dataKeys only, exactly as written; the typed form also the columns' titles in every language,
 * in any case, a space in a title standing for any run of spaces, and a name may be put in brackets or quotes.
 */
export interface FormulaNames {
  names: readonly KnownName[];
  typed: boolean;
}

/** The brackets and quotes a typed formula may put around a column's name, each with its closing one. */
export const nameQuotes: Readonly<Record<string, string>> = { '[': ']', '"': '"', '“': '”', '「': '」' };

export const isSpace = (char: string) => /\s/u.test(char);
/** Whether a character may stand inside a name: where one stops, a word ends. */
export const continuesName = (char: string) => /[\p{L}\p{N}_]/u.test(char);

/** The character (a whole code point) at an index of the text, or '' past its end. */
export function charAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** A name's code points, lower-cased and each run of spaces one space when typed names ignore both. */
function known(name: string, key: string, typed: boolean): KnownName {
  const text = typed ? name.trim().replace(/\s+/gu, ' ').toLowerCase() : name;
  return { chars: [...text], key };
}

/** The stored form's names: the dataKeys. */
export const storedNames = (keys: readonly string[]): FormulaNames => ({
  names: keys.map((key) => known(key, key, false)),
  typed: false,
});

/**
 * The typed form's names: each column's dataKey, then the titles in the order given (the reader's first), so a
 * name two columns share goes to the first that has it.
 */
export function typedNames(columns: readonly FormulaColumn[]): FormulaNames {
  const names = [
    ...columns.map(({ key }) => known(key, key, true)),
    ...columns.flatMap(({ key, titles }) => titles.map((title) => known(title, key, true))),
  ];
  return { names: names.filter((name) => name.chars.length > 0), typed: true };
}

/** The index just past `name` read at `index` of the text, or -1 when the text does not have it there. */
function matchAt(text: string, index: number, name: KnownName, typed: boolean): number {
  let at = index;
  for (const want of name.chars) {
    const got = charAt(text, at);
    if (typed && want === ' ') {
      if (!isSpace(got)) return -1;
      while (isSpace(charAt(text, at))) at += 1;
    } else if (got !== '' && (typed ? got.toLowerCase() : got) === want) {
      at += got.length;
    } else {
      return -1;
    }
  }
  // A name ends where a word does: `costs` is not `cost` followed by `s`.
  const last = name.chars[name.chars.length - 1]!;
  return continuesName(last) && continuesName(charAt(text, at)) ? -1 : at;
}

/**
 * The longest known name at `index` and the index just past it; of names equally long, the first given. Undefined
 * when none is there.
 */
export function longestName(
  text: string,
  index: number,
  { names, typed }: FormulaNames,
): { key: string; end: number } | undefined {
  let found: { key: string; end: number } | undefined;
  for (const name of names) {
    const end = matchAt(text, index, name, typed);
    if (end > (found?.end ?? index)) found = { key: name.key, end };
  }
  return found;
}

/**
 * How a column is written for the reader: its first title that reads back as that column on its own, else its
 * dataKey.
 */
export function columnName(column: FormulaColumn, names: FormulaNames): string {
  const title = column.titles
    .map((candidate) => candidate.trim())
    .find((candidate) => {
      const read = longestName(candidate, 0, names);
      return read?.key === column.key && read.end === candidate.length;
    });
  return title ?? column.key;
}
