import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as rules from './index';

const languages = ['en', 'cn', 'tw'] as const;

/** Inputs of the wrong type in every field, down to the nested ones. */
const wrongTypes: [string, z.ZodType, unknown][] = [
  ['DraftBase', rules.DraftBase, { name: 1, accountId: 'a' }],
  [
    'Campaign',
    rules.Campaign,
    {
      campaignName: 1,
      marketingTarget: 'x',
      business: 2,
      brandKeywordsOnly: 'no',
      device: null,
      budgetType: 9,
      budget: 'x',
      regionType: 0,
      regions: [1],
      regionBidFactors: { 北京: 'x' },
      scheduleType: 'x',
      schedule: [[1]],
      bidMode: 'x',
      ecommercePlatform: 'x',
    },
  ],
  [
    'Unit',
    rules.Unit,
    {
      campaignId: 'x',
      adgroupName: 1,
      autoTargeting: 'x',
      pcFinalUrl: 1,
      mobileFinalUrl: null,
      monitorSuffix: 1,
      iosAppUrl: 1,
      androidApp: 1,
    },
  ],
  ['Keyword', rules.Keyword, { unitId: 1.5, keyword: 1, matchType: 1 }],
  [
    'Creative',
    rules.Creative,
    {
      unitId: -1,
      title: 1,
      description1: null,
      description2: 2,
      miniProgramUrl: 3,
      pictures: [{ pictureId: 'x', url: 1, theme: 2, width: 'a', height: -1 }, 'x'],
    },
  ],
];

describe('the messages of the rules', () => {
  it.each(wrongTypes)('of %s are i18n keys with text in en, cn and tw', (_, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const missing = result.error!.issues.flatMap((issue) =>
      languages.filter((language) => !lookup(language, issue.message)).map((l) => `${l} ${issue.message}`),
    );
    expect(missing).toEqual([]);
  });

  it('label every option and summary line in en, cn and tw', () => {
    const keys = [
      ...rules.draftStatusOptions,
      ...rules.syncStateOptions,
      ...rules.marketingTargetOptions,
      ...rules.deviceOptions,
      ...rules.budgetTypeOptions,
      ...rules.regionTypeOptions,
      ...rules.scheduleTypeOptions,
      ...rules.bidModeOptions,
      ...rules.ecommercePlatformOptions,
      ...rules.matchTypeOptions,
    ].map((option) => option.label);
    const missing = keys.flatMap((key) => languages.filter((language) => !lookup(language, key)));
    expect(missing).toEqual([]);
    expect(lookup('en', 'drafts.rule.titleTooShort')).toBe('Less than 9 characters');
    expect(lookup('cn', 'drafts.summary.creativePicture')).toBe('存在创意图片错误');
  });
});
