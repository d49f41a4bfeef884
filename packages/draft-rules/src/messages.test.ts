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
    expect(lookup('cn', 'drafts.summary.creativePicture')).toBe('存在创意图片错误');
    expect(languages.map((language) => lookup(language, 'drafts.status.pendingConfirmation'))).toEqual([
      'Pending confirmation',
      '待确认',
      '待確認',
    ]);
  });

  it('name bytes, and how a Chinese character counts, for every length a rule counts in bytes', () => {
    const long = (bytes: number) => 'a'.repeat(bytes + 1);
    const link = (bytes: number) => `https://example.com/${'a'.repeat(bytes)}`;
    const messagesOf = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    const tooLong = [
      ...messagesOf(rules.DraftBase, { name: long(60), accountId: 1 }),
      ...messagesOf(rules.Campaign, {
        campaignName: long(30),
        business: long(40),
        marketingTarget: 1,
        device: 3,
        budgetType: 1,
        regionType: 2,
        scheduleType: 1,
      }),
      ...messagesOf(rules.Unit, {
        campaignId: 1,
        adgroupName: long(30),
        pcFinalUrl: link(1024),
        mobileFinalUrl: 'https://m.example.com/',
        monitorSuffix: long(1024),
        iosAppUrl: link(255),
      }),
      ...messagesOf(rules.Keyword, { unitId: 1, keyword: long(40) }),
      ...messagesOf(rules.Creative, {
        unitId: 1,
        title: long(50),
        description1: long(80),
        description2: long(80),
        miniProgramUrl: long(1024),
      }),
      ...messagesOf(rules.Creative, { unitId: 1, title: '鲜花速递', description1: '一站分析' }),
    ];
    const warnings = rules
      .creativeWarnings({ description1: '一站式数据分析平台', description2: '' })
      .map((warning) => warning.message);
    const counted = [...new Set([...tooLong, ...warnings]), 'drafts.editor.counter'];
    expect(counted).toEqual([
      'drafts.rule.draftNameTooLong',
      'drafts.rule.campaignNameTooLong',
      'drafts.rule.businessTooLong',
      'drafts.rule.adgroupNameTooLong',
      'drafts.rule.urlTooLong',
      'drafts.rule.monitorSuffixTooLong',
      'drafts.rule.iosAppUrlTooLong',
      'drafts.rule.keywordTooLong',
      'drafts.rule.titleTooLong',
      'drafts.rule.description1TooLong',
      'drafts.rule.description2TooLong',
      'drafts.rule.titleTooShort',
      'drafts.rule.description1TooShort',
      'drafts.warning.description1Short',
      'drafts.warning.descriptionsShort',
      'drafts.editor.counter',
    ]);
    const unit = {
      en: 'bytes — a Chinese character counts 2',
      cn: '字节（1 个汉字计 2 字节）',
      tw: '位元組（1 個中文字計 2 位元組）',
    };
    const unnamed = counted.flatMap((key) =>
      languages
        .filter((language) => !lookup(language, key)!.includes(unit[language]))
        .map((l) => `${l} ${key}`),
    );
    expect(unnamed).toEqual([]);
    expect(languages.map((language) => lookup(language, 'drafts.rule.titleTooLong'))).toEqual([
      'More than 50 bytes — a Chinese character counts 2',
      '超过 50 字节（1 个汉字计 2 字节）',
      '超過 50 位元組（1 個中文字計 2 位元組）',
    ]);
  });
});
