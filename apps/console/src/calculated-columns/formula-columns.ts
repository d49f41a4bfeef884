import { columnTitleKey, formulaInputs } from '@adconsole/api-client/contract';
import { languages, type Language, type TFunction } from '@adconsole/i18n';
import { reportColumns } from '@adconsole/i18n/sections/report-columns';
import { continuesName, type FormulaColumn } from '@adconsole/report-table-rules';

/** A column a formula may name: its dataKey, which the formula holds, and its title, which the user reads. */
export interface FormulaInput {
  key: string;
  title: string;
}

/**
 * The columns a formula may name, each by its dataKey and its titles (docs/requirements.md#calculated-columns):
 * the title the reader sees first, as the dialog shows it, then the column's title in every language.
 */
export function formulaColumns(inputs: readonly FormulaInput[], language: Language): FormulaColumn[] {
  const order = [language, ...languages.map(({ code }) => code).filter((code) => code !== language)];
  return inputs.map(({ key, title }) => ({
    key,
    titles: [title, ...order.map((code) => (reportColumns[code] as Record<string, string>)[key] ?? '')],
  }));
}

/** Every column a formula may name (the contract's `formulaInputs`), titled in the reader's language. */
export const everyFormulaColumn = (t: TFunction, language: Language) =>
  formulaColumns(
    formulaInputs.map((key) => ({ key, title: t(columnTitleKey(key)) })),
    language,
  );

const fold = (text: string) => text.replace(/\s+/gu, ' ').toLowerCase();

/** The columns whose name starts with what is typed before the caret, and where that starts. */
export interface FormulaSuggestions {
  start: number;
  columns: FormulaColumn[];
}

/**
 * What the formula field offers to complete (docs/requirements.md#calculated-columns): the columns one of whose
 * names (dataKey or a title in any language, in any case) starts with the longest text before the caret that
 * starts a word, those it names whole first; none when nothing is typed there or it is already the whole name,
 * as shown, of the only column it fits.
 */
export function formulaSuggestions(
  text: string,
  caret: number,
  columns: readonly FormulaColumn[],
): FormulaSuggestions | undefined {
  for (let start = 0; start < caret; start += 1) {
    const typed = fold(text.slice(start, caret));
    if (typed.trimStart() !== typed || (start > 0 && continuesName(text[start - 1]!))) continue;
    const matching = columns.filter(({ key, titles }) =>
      [key, ...titles].some((name) => name !== '' && fold(name).startsWith(typed)),
    );
    if (matching.length === 0) continue;
    if (matching.every(({ titles }) => fold(titles[0]!) === typed)) return undefined;
    // A name typed whole comes first, so that Enter keeps it: `点击` before `点击率`.
    const whole = ({ key, titles }: FormulaColumn) => [key, ...titles].some((name) => fold(name) === typed);
    return { start, columns: [...matching.filter(whole), ...matching.filter((column) => !whole(column))] };
  }
  return undefined;
}
