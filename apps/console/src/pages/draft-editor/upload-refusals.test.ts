import type { DraftDetail } from '@adconsole/draft-editor';
import { describe, expect, it } from 'vitest';
import { refusedAt, refusedItems } from './upload-refusals';

const draft = {
  campaigns: [{ id: 1, campaignName: '春季推广', failReason: 'draftUpload.refusal.nameTaken' }],
  units: [{ id: 2, campaignId: 1, adgroupName: '品牌词', failReason: 'draftUpload.refusal.parentRefused' }],
  keywords: [
    { id: 3, unitId: 2, keyword: '赌场攻略', failReason: 'draftUpload.refusal.bannedWord' },
    { id: 4, unitId: 2, keyword: '数据分析平台' },
    {
      id: 6,
      unitId: 2,
      keyword: '数据中台',
      failReason: 'draftUpload.refusal.provider',
      failDetail: '901234 关键词重复',
    },
  ],
  creatives: [{ id: 5, unitId: 2, title: '专业数据分析平台免费试用' }],
} as unknown as DraftDetail;

describe('the items the provider refused', () => {
  it('are listed in the navigation’s order with their reasons and the provider’s own words', () => {
    expect(refusedItems(draft)).toEqual([
      {
        kind: 'campaign',
        id: 1,
        name: '春季推广',
        reason: 'draftUpload.refusal.nameTaken',
        unitId: undefined,
      },
      { kind: 'unit', id: 2, name: '品牌词', reason: 'draftUpload.refusal.parentRefused', unitId: undefined },
      { kind: 'keyword', id: 3, name: '赌场攻略', reason: 'draftUpload.refusal.bannedWord', unitId: 2 },
      {
        kind: 'keyword',
        id: 6,
        name: '数据中台',
        reason: 'draftUpload.refusal.provider',
        detail: '901234 关键词重复',
        unitId: 2,
      },
    ]);
  });

  it('show on the item open in the editor, and on a unit’s keywords', () => {
    const items = refusedItems(draft);
    expect(refusedAt(items, { step: 'base', campaign: 1 }).map((i) => i.id)).toEqual([1]);
    expect(refusedAt(items, { step: 'base', unit: 2 }).map((i) => i.id)).toEqual([2]);
    expect(refusedAt(items, { step: 'keywords', unit: 2 }).map((i) => i.id)).toEqual([3, 6]);
    expect(refusedAt(items, { step: 'creatives', unit: 2, creative: 5 })).toEqual([]);
    expect(refusedAt(items, { step: 'preview' })).toEqual([]);
  });
});
