import { describe, expect, it } from 'vitest';
import { formatEditorHash, parseEditorHash, stepLocation } from './editor-location';

const draft = {
  campaigns: [],
  units: [
    { id: 21, campaignId: 11 },
    { id: 22, campaignId: 12 },
  ],
  keywords: [],
  creatives: [],
} as unknown as Parameters<typeof stepLocation>[2];

describe('editor location', () => {
  it('reads the step and the items open from the fragment', () => {
    expect(parseEditorHash('#step=keywords&unit=5')).toEqual({ step: 'keywords', unit: 5 });
    expect(parseEditorHash('#step=base&unit=new&campaign=3')).toEqual({
      step: 'base',
      unit: 'new',
      campaign: 3,
    });
    expect(parseEditorHash('#step=creatives&unit=4&creative=new')).toEqual({
      step: 'creatives',
      unit: 4,
      creative: 'new',
    });
  });

  it('falls back part by part for what is missing or not valid', () => {
    expect(parseEditorHash('')).toEqual({ step: 'base' });
    expect(parseEditorHash('#step=upload&unit=-2&campaign=x&creative=1.5')).toEqual({ step: 'base' });
    expect(parseEditorHash('#step=preview&unit=')).toEqual({ step: 'preview' });
  });

  it('writes what is set, in a fixed order', () => {
    expect(formatEditorHash({ creative: 9, unit: 4, step: 'creatives' })).toBe(
      '#step=creatives&unit=4&creative=9',
    );
    expect(formatEditorHash({ step: 'base', campaign: 'new' })).toBe('#step=base&campaign=new');
    expect(formatEditorHash({ step: 'preview' })).toBe('#step=preview');
  });

  it('leads the stepper from where the editor is', () => {
    expect(stepLocation('keywords', { step: 'base', unit: 22 }, draft)).toEqual({
      step: 'keywords',
      unit: 22,
    });
    expect(stepLocation('keywords', { step: 'base', campaign: 12 }, draft)).toEqual({
      step: 'keywords',
      unit: 22,
    });
    expect(stepLocation('creatives', { step: 'base' }, draft)).toEqual({ step: 'creatives', unit: 21 });
    expect(stepLocation('base', { step: 'keywords', unit: 22 }, draft)).toEqual({ step: 'base', unit: 22 });
    expect(stepLocation('base', { step: 'base', campaign: 'new' }, draft)).toEqual({ step: 'base' });
    expect(stepLocation('preview', { step: 'creatives', unit: 21, creative: 3 }, draft)).toEqual({
      step: 'preview',
    });
    expect(stepLocation('keywords', { step: 'base' }, { ...draft, units: [] })).toEqual({ step: 'keywords' });
  });
});
