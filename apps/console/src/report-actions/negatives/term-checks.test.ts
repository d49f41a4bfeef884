import { describe, expect, it } from 'vitest';
import { checkTerms, isNegated, termTargets, type ChosenTerm } from './term-checks';
import { longTerm, sampleTerms, unitLists } from './testing/negative-samples';

const problems = (checks: ReturnType<typeof checkTerms>) =>
  checks.map((check) => [check.term.term, check.bytes, check.problem ?? null, check.converted]);

// Negatives from search terms (docs/requirements.md#ad-changes).
describe('checkTerms', () => {
  it('flags duplicates of the unit and its campaign, a term over 40 bytes, and a converted term', () => {
    const [target] = termTargets(sampleTerms, 'unit');
    expect(problems(checkTerms(target!, unitLists, 'exact'))).toEqual([
      ['北京鲜花速递', 12, null, false],
      ['free flowers', 12, 'duplicate', false],
      ['花店', 4, 'duplicateOfCampaign', false],
      [longTerm, 44, 'wordTooLong', false],
      ['鲜花批发', 8, null, true],
    ]);
  });

  it('counts the room left in the match type’s list, in order', () => {
    const [target] = termTargets(sampleTerms.slice(0, 1).concat(sampleTerms.slice(4)), 'unit');
    const full = { ...unitLists, exact: ['a', 'b'], limits: { phrase: 200, exact: 3 } };
    expect(problems(checkTerms(target!, full, 'exact'))).toEqual([
      ['北京鲜花速递', 12, null, false],
      ['鲜花批发', 8, 'tooManyNegatives', true],
    ]);
    // The phrase list has room.
    expect(checkTerms(target!, full, 'phrase').map((check) => check.problem)).toEqual([undefined, undefined]);
  });
});

describe('termTargets', () => {
  it('groups the terms by unit or campaign, each term once a target', () => {
    const other: ChosenTerm = {
      term: '上海鲜花',
      unit: { id: 12, name: '上海单元' },
      campaign: { id: 1, name: '鲜花计划' },
      conversions: null,
    };
    const terms = [sampleTerms[0]!, other, { ...sampleTerms[0]!, term: ' 北京鲜花速递 ' }];
    expect(
      termTargets(terms, 'unit').map(({ targetId, name, terms }) => [targetId, name, terms.length]),
    ).toEqual([
      [11, '鲜花单元', 1],
      [12, '上海单元', 1],
    ]);
    expect(termTargets(terms, 'campaign').map(({ targetId, terms }) => [targetId, terms.length])).toEqual([
      [1, 2],
    ]);
  });
});

describe('isNegated', () => {
  it('holds for an exact negative equal to the term, or a phrase negative inside it', () => {
    const lists = [{ phrase: ['free'], exact: ['便宜鲜花'] }];
    expect(isNegated('便宜鲜花', lists)).toBe(true);
    expect(isNegated('Free flowers today', lists)).toBe(true);
    expect(isNegated('便宜鲜花速递', lists)).toBe(false);
    expect(isNegated('鲜花', lists)).toBe(false);
  });
});
