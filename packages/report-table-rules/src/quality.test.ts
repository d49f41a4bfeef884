import { describe, expect, it } from 'vitest';
import { qualityLabelKey, qualityLevel } from './quality';

describe('quality codes (docs/requirements.md#quality-codes)', () => {
  it.each([
    [0, 'dataAccumulating'],
    [1, 'belowAverage'],
    [2, 'average'],
    [3, 'aboveAverage'],
    ['3', 'aboveAverage'],
  ])('%s → %s', (code, level) => {
    expect(qualityLevel(code)).toBe(level);
    expect(qualityLabelKey(code)).toBe(`reportTable.quality.${level}`);
  });

  it.each([4, -1, 1.5, null, '', 'x'])('has no level for %s', (code) => {
    expect(qualityLevel(code)).toBeUndefined();
    expect(qualityLabelKey(code)).toBeUndefined();
  });
});
