import { describe, expect, it } from 'vitest';
import { validateDraft } from '@adconsole/draft-rules';
import { draftWithProblems } from '../testing/sample-draft';
import { errorsByStep, problemLocation } from './draft-location';

describe('draft locations', () => {
  it('lead each problem to the form or list its item is edited in', () => {
    const { errors } = validateDraft(draftWithProblems);
    const located = errors.map((problem) => [
      problem.kind,
      problem.id,
      problemLocation(problem, draftWithProblems),
    ]);
    expect(located).toEqual([
      ['unit', 22, { step: 'base', unit: 22 }],
      ['keyword', 33, { step: 'keywords', unit: 21 }],
      ['keyword', 34, { step: 'keywords', unit: 21 }],
      ['creative', 42, { step: 'creatives', unit: 21, creative: 42 }],
      ['creativePicture', 43, { step: 'creatives', unit: 21, creative: 43 }],
    ]);
  });

  it('count the errors of each step', () => {
    expect(errorsByStep(validateDraft(draftWithProblems).errors)).toEqual({
      base: 1,
      keywords: 2,
      creatives: 2,
      preview: 0,
    });
  });
});
