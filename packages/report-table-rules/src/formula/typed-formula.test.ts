import { columnTitleKey, formulaInputs } from '@adconsole/api-client/contract';
import { languages, lookup, type Language } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { formulaProblemValues, type FormulaColumn } from './formula-tree';
import { formulaText, shownFormula } from './formula-text';
import { readFormula } from './parse';

/** The report's numeric columns as a reader of `reader` types them: the titles of every language, theirs first. */
const columns = (reader: Language): FormulaColumn[] =>
  formulaInputs.map((key) => ({
    key,
    titles: [reader, ...languages.map(({ code }) => code).filter((code) => code !== reader)].map((language) =>
      lookup(language, columnTitleKey(key))!,
    ),
  }));

/** A typed formula's stored form, or its refusal in the reader's language. */
function stored(text: string, reader: Language = 'en'): string {
  const parsed = readFormula(text, columns(reader));
  return parsed.ok
    ? formulaText(parsed.tree)
    : `refused: ${lookup(reader, parsed.problem.key, formulaProblemValues(parsed.problem))}`;
}

// A formula names columns by the titles readers see, in any language and case (docs/requirements.md#calculated-columns).
describe('readFormula', () => {
  it.each([
    ['Cost / Conversions', 'en'],
    ['消费 / 转化', 'cn'],
    ['花費 / 轉換', 'tw'],
    ['COST/conversions', 'en'],
    ['cost / conversion', 'en'],
    ['消费 ÷ conversions', 'tw'],
    ['[Cost] / “Conversions”', 'en'],
    ['「花費」/"转化"', 'tw'],
  ] as const)('%s (a %s reader) as cost / conversion', (text, reader) => {
    expect(stored(text, reader)).toBe('cost / conversion');
  });

  it('takes the longest title where a name starts, and a space in a title for any run of spaces', () => {
    expect(stored('Computer cost + Mobile  cost - Cost')).toBe('PcCost + mobileCost - cost');
    expect(stored('点击率 * 点击 / 千次展现消费')).toBe('ctr * click / cpm');
    expect(stored('(計算機消费)')).toBe(
      'refused: Unknown column “計算機消费” at position 2: this report has no such numeric column',
    );
    expect(stored('(计算机消费 - 移动消费) / 消费', 'cn')).toBe('(PcCost - mobileCost) / cost');
    expect(stored('平均點擊價格×100', 'tw')).toBe('cpc * 100');
  });

  it('refuses a word that is no column’s, naming it in the reader’s language', () => {
    expect(stored('Costs / Conversions')).toBe(
      'refused: Unknown column “Costs” at position 1: this report has no such numeric column',
    );
    expect(stored('Cost per lead / 2')).toBe(
      'refused: Unknown column “Cost per lead” at position 1: this report has no such numeric column',
    );
    expect(stored('2 * Mobile costs')).toBe(
      'refused: Unknown column “Mobile costs” at position 5: this report has no such numeric column',
    );
    expect(stored('消费 / 线索', 'cn')).toBe('refused: 未知列“线索”（第 6 个字符）：本报告没有这个数值列');
    expect(stored('[花費] / [名單]', 'tw')).toBe(
      'refused: 未知欄位「名單」（第 8 個字元）：本報告沒有這個數值欄位',
    );
    expect(stored('Cost / [Conversions', 'en')).toBe(
      'refused: “[” at position 8 is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
    );
    expect(stored('Cost (2)')).toBe(
      'refused: “Cost(” at position 1 is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
    );
  });

  it('gives a title two columns share to the column listed first', () => {
    const shared = [
      { key: 'cost', titles: ['Spend'] },
      { key: 'PcCost', titles: ['Spend', 'Computer spend'] },
    ];
    expect(readFormula('spend', shared)).toMatchObject({ ok: true, columns: ['cost'] });
    expect(formulaText({ kind: 'column', key: 'PcCost' }, shared)).toBe('Computer spend');
  });
});

describe('shownFormula', () => {
  it('writes a stored formula with the titles of the reader’s language', () => {
    expect(shownFormula('cost / conversion', columns('en'))).toBe('Cost / Conversions');
    expect(shownFormula('cost / conversion', columns('cn'))).toBe('消费 / 转化');
    expect(shownFormula('(PcCost-mobileCost)÷ctr', columns('tw'))).toBe('(電腦花費 - 行動花費) / 點擊率');
  });

  it('reads back what it writes, and leaves a formula over other columns as stored', () => {
    const shown = shownFormula('cpm * click / (impression + 1)', columns('en'));
    expect(shown).toBe('CPM * Clicks / (Impressions + 1)');
    expect(stored(shown)).toBe('cpm * click / (impression + 1)');
    expect(shownFormula('cost / leads', columns('cn'))).toBe('cost / leads');
  });
});
