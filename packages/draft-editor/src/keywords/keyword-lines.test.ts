import { describe, expect, it } from 'vitest';
import { brandKeywords, brandUnit } from '../testing/sample-draft';
import { keywordLineProblems, keywordLines } from './keyword-lines';

describe('keyword lines', () => {
  it('take one keyword a line, trimmed, numbering lines as the text does', () => {
    expect(keywordLines(' 数据分析 \n\n报表工具\r\n  \nBI')).toEqual([
      { line: 1, keyword: '数据分析' },
      { line: 3, keyword: '报表工具' },
      { line: 5, keyword: 'BI' },
    ]);
    expect(keywordLines('\n  \n')).toEqual([]);
  });

  it('mark a banned word, a keyword the unit has, a repeated line and one over 40 bytes (44), line by line', () => {
    const text = [
      '报表工具',
      '赌博',
      '数据分析平台',
      '报表工具',
      '大数据分析平台哪家好用又便宜又安全还能免费试',
    ].join('\n');
    expect(keywordLineProblems(keywordLines(text), brandUnit, brandKeywords, 'phrase')).toEqual([
      { line: 2, keyword: '赌博', messages: ['drafts.rule.keywordBanned'] },
      { line: 3, keyword: '数据分析平台', messages: ['drafts.rule.keywordDuplicate'] },
      { line: 4, keyword: '报表工具', messages: ['drafts.rule.keywordDuplicate'] },
      {
        line: 5,
        keyword: '大数据分析平台哪家好用又便宜又安全还能免费试',
        messages: ['drafts.rule.keywordTooLong'],
      },
    ]);
  });

  it('compare keywords with ASCII case aside, and find nothing wrong in good lines', () => {
    const lines = keywordLines('Casino\nBI tools\nbi TOOLS');
    expect(keywordLineProblems(lines, brandUnit, [], 'auto')).toEqual([
      { line: 1, keyword: 'Casino', messages: ['drafts.rule.keywordBanned'] },
      { line: 3, keyword: 'bi TOOLS', messages: ['drafts.rule.keywordDuplicate'] },
    ]);
    expect(keywordLineProblems(keywordLines('报表工具'), brandUnit, brandKeywords, 'precise')).toEqual([]);
  });
});
