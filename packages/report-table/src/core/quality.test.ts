import { describe, expect, it } from 'vitest';
import { isQualityCodeKey, qualityLabelKey, qualityLevel } from './quality';

describe('quality codes (spec §3)', () => {
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

  it('knows the three quality-code columns', () => {
    expect(isQualityCodeKey('landPageExperience')).toBe(true);
    expect(isQualityCodeKey('businessRelationship')).toBe(true);
    expect(isQualityCodeKey('estimatedClickRate')).toBe(true);
    expect(isQualityCodeKey('ctr')).toBe(false);
  });
});
