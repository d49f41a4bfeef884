import { describe, expect, it } from 'vitest';
import { formulaColumns, formulaSuggestions } from './formula-columns';

const columns = (language: 'en' | 'cn') =>
  formulaColumns(
    [
      { key: 'click', title: language === 'en' ? 'Clicks' : '点击' },
      { key: 'ctr', title: language === 'en' ? 'CTR' : '点击率' },
      { key: 'cost', title: language === 'en' ? 'Cost' : '消费' },
      { key: 'PcCost', title: language === 'en' ? 'Computer cost' : '计算机消费' },
    ],
    language,
  );

/** The dataKeys of the columns offered for the text typed up to the caret (`|`, else its end), and where they start. */
function offered(typed: string, language: 'en' | 'cn' = 'en') {
  const caret = typed.includes('|') ? typed.indexOf('|') : typed.length;
  const found = formulaSuggestions(typed.replace('|', ''), caret, columns(language));
  return found && { start: found.start, keys: found.columns.map(({ key }) => key) };
}

// The formula field completes the column name being typed (docs/requirements.md#calculated-columns).
describe('formulaSuggestions', () => {
  it('offers the columns a name of which starts with the word typed before the caret', () => {
    expect(offered('co')).toEqual({ start: 0, keys: ['cost', 'PcCost'] });
    expect(offered('Clicks / C')).toEqual({ start: 9, keys: ['click', 'ctr', 'cost', 'PcCost'] });
    expect(offered('COMPUTER  C|  + 1')).toEqual({ start: 0, keys: ['PcCost'] });
  });

  it('in every language and by dataKey, a name typed whole first', () => {
    expect(offered('消费 / 点击', 'cn')).toEqual({ start: 5, keys: ['click', 'ctr'] });
    // Typed whole in another language, it is offered in the reader's.
    expect(offered('2 * 點擊率', 'cn')).toEqual({ start: 4, keys: ['ctr'] });
    expect(offered('2 * 點擊', 'en')).toEqual({ start: 4, keys: ['click', 'ctr'] });
    expect(offered('pcc')).toEqual({ start: 0, keys: ['PcCost'] });
  });

  it('offers nothing after a name typed whole, inside a word or where no name fits', () => {
    expect(offered('Cost')).toBeUndefined();
    expect(offered('xco')).toBeUndefined();
    expect(offered('Cost / ')).toBeUndefined();
    expect(offered('')).toBeUndefined();
  });
});
