import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Campaign, Creative, creativeWarnings, DraftBase, Keyword, Unit } from './index';

/** What a schema says of an input: `field: message` for every issue, [] when it is valid. */
function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const campaign = {
  campaignName: '春季推广',
  marketingTarget: 1,
  device: 3,
  budgetType: 2,
  budget: 100,
  regionType: 1,
  regions: ['北京', '上海'],
  scheduleType: 1,
};
const unit = {
  campaignId: 1,
  adgroupName: '品牌词',
  pcFinalUrl: 'https://example.com/',
  mobileFinalUrl: 'https://m.example.com/',
};
const keyword = { unitId: 1, keyword: '数据分析平台', matchType: 'phrase' };
const creative = {
  unitId: 1,
  title: '专业数据分析平台免费试用',
  description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
  description2: '',
};
const allWeek = Array.from({ length: 7 }, () => Array<boolean>(24).fill(false));
const mondayNine = allWeek.map((day, index) => day.map((_, hour) => index === 0 && hour === 9));

describe('the minimal bodies of the issue', () => {
  it('parse as they are, with the defaults filled in', () => {
    expect(DraftBase.parse({ name: 'Spring', accountId: 7 })).toEqual({ name: 'Spring', accountId: 7 });
    expect(Campaign.parse(campaign)).toEqual({
      ...campaign,
      brandKeywordsOnly: false,
      regionBidFactors: {},
      bidMode: 1,
    });
    expect(Unit.parse(unit)).toEqual({ ...unit, autoTargeting: false });
    expect(Keyword.parse(keyword)).toEqual(keyword);
    expect(Creative.parse(creative)).toEqual({ ...creative, pictures: [] });
  });
});

describe('the draft base', () => {
  it.each([
    [{ name: ' Spring ', accountId: 7 }, []],
    [{ name: '', accountId: 7 }, ['name: drafts.rule.draftNameRequired']],
    [{ name: '草'.repeat(30), accountId: 7 }, []],
    [{ name: `${'草'.repeat(30)}a`, accountId: 7 }, ['name: drafts.rule.draftNameTooLong']],
    [{ name: 'Spring' }, ['accountId: drafts.rule.accountRequired']],
    [{ name: 'Spring', accountId: 0 }, ['accountId: drafts.rule.accountRequired']],
  ])('%j → %j', (input, expected) => {
    expect(problems(DraftBase, input)).toEqual(expected);
  });
});

describe('a campaign', () => {
  it.each([
    ['a name of 30 bytes', { campaignName: '推'.repeat(15) }, []],
    [
      'a name of 31 bytes',
      { campaignName: `${'推'.repeat(15)}a` },
      ['campaignName: drafts.rule.campaignNameTooLong'],
    ],
    ['an empty name', { campaignName: '  ' }, ['campaignName: drafts.rule.campaignNameRequired']],
    ['a business of 40 bytes', { business: '数'.repeat(20) }, []],
    [
      'a business of 41 bytes',
      { business: `${'数'.repeat(20)}a` },
      ['business: drafts.rule.businessTooLong'],
    ],
    ['a budget of 49.99', { budget: 49.99 }, ['budget: drafts.rule.budgetTooSmall']],
    ['a budget of 50', { budget: 50 }, []],
    ['a budget of 10,000,000', { budget: 10_000_000 }, []],
    ['a budget of 10,000,000.01', { budget: 10_000_000.01 }, ['budget: drafts.rule.budgetTooBig']],
    ['a budget of 100.005', { budget: 100.005 }, ['budget: drafts.rule.budgetDecimals']],
    ['no budget for a custom one', { budget: undefined }, ['budget: drafts.rule.budgetRequired']],
    ['no budget when unlimited', { budgetType: 1, budget: undefined }, []],
    ['no region', { regions: [] }, ['regions: drafts.rule.regionRequired']],
    ["the account's regions", { regionType: 2, regions: [] }, []],
    ['cities and overseas', { regions: ['深圳', '吉林市', '海外'] }, []],
    ['an unknown region', { regions: ['北京', 'Beijing'] }, ['regions.1: drafts.rule.regionUnknown']],
    ['a region twice', { regions: ['北京', '上海', '北京'] }, ['regions.2: drafts.rule.regionDuplicate']],
    ['factors 0.1 and 10', { regionBidFactors: { 北京: 0.1, 上海: 10 } }, []],
    [
      'a factor of 0.09',
      { regionBidFactors: { 北京: 0.09 } },
      ['regionBidFactors.北京: drafts.rule.regionFactorRange'],
    ],
    [
      'a factor of 10.5',
      { regionBidFactors: { 上海: 10.5 } },
      ['regionBidFactors.上海: drafts.rule.regionFactorRange'],
    ],
    [
      'a factor of a region not chosen',
      { regionBidFactors: { 广州: 1.2 } },
      ['regionBidFactors.广州: drafts.rule.regionFactorUnchosen'],
    ],
    ['a custom time without a schedule', { scheduleType: 2 }, ['schedule: drafts.rule.scheduleRequired']],
    [
      'a custom time of no hour',
      { scheduleType: 2, schedule: allWeek },
      ['schedule: drafts.rule.scheduleRequired'],
    ],
    ['a custom time of one hour', { scheduleType: 2, schedule: mondayNine }, []],
    [
      'a schedule of 6 days',
      { scheduleType: 2, schedule: mondayNine.slice(0, 6) },
      ['schedule: validation.invalid'],
    ],
    [
      'an online store without platform',
      { marketingTarget: 3 },
      ['ecommercePlatform: drafts.rule.ecommercePlatformRequired'],
    ],
    ['an online store on JD.com', { marketingTarget: 3, ecommercePlatform: 4 }, []],
    ['a device 4', { device: 4 }, ['device: drafts.rule.choose']],
    ['a bid mode 3', { bidMode: 3 }, ['bidMode: drafts.rule.choose']],
    ['no marketing target', { marketingTarget: undefined }, ['marketingTarget: drafts.rule.choose']],
  ])('%s', (_, change, expected) => {
    expect(problems(Campaign, { ...campaign, ...change })).toEqual(expected);
  });
});

describe('a unit', () => {
  const https = 'https://example.com/';
  it.each([
    ['a name of 30 bytes', { adgroupName: '单'.repeat(15) }, []],
    [
      'a name of 31 bytes',
      { adgroupName: `${'单'.repeat(15)}a` },
      ['adgroupName: drafts.rule.adgroupNameTooLong'],
    ],
    ['an empty name', { adgroupName: '' }, ['adgroupName: drafts.rule.adgroupNameRequired']],
    ['no campaign', { campaignId: undefined }, ['campaignId: drafts.rule.campaignRequired']],
    ['an http URL', { pcFinalUrl: 'http://example.com' }, []],
    ['an https URL with a query', { mobileFinalUrl: 'https://m.example.com/a?b=c' }, []],
    ['an ftp URL', { pcFinalUrl: 'ftp://example.com/' }, ['pcFinalUrl: drafts.rule.urlInvalid']],
    ['a URL without scheme', { pcFinalUrl: 'example.com' }, ['pcFinalUrl: drafts.rule.urlInvalid']],
    ['a URL without host', { pcFinalUrl: 'https://' }, ['pcFinalUrl: drafts.rule.urlInvalid']],
    ['a URL with a space', { pcFinalUrl: 'https://exa mple.com' }, ['pcFinalUrl: drafts.rule.urlInvalid']],
    ['no URL', { mobileFinalUrl: ' ' }, ['mobileFinalUrl: drafts.rule.finalUrlRequired']],
    ['a URL of 1024 bytes', { pcFinalUrl: `${https}${'a'.repeat(1004)}` }, []],
    [
      'a URL of 1025 bytes',
      { pcFinalUrl: `${https}${'a'.repeat(1005)}` },
      ['pcFinalUrl: drafts.rule.urlTooLong'],
    ],
    ['a monitor suffix of 1024 bytes', { monitorSuffix: `?kw=${'a'.repeat(1020)}` }, []],
    [
      'a monitor suffix of 1025 bytes',
      { monitorSuffix: `?kw=${'a'.repeat(1021)}` },
      ['monitorSuffix: drafts.rule.monitorSuffixTooLong'],
    ],
    ['an iOS link of 255 bytes', { iosAppUrl: `https://apps.apple.com/app/${'a'.repeat(228)}` }, []],
    [
      'an iOS link of 256 bytes',
      { iosAppUrl: `https://apps.apple.com/app/${'a'.repeat(229)}` },
      ['iosAppUrl: drafts.rule.iosAppUrlTooLong'],
    ],
    ['an empty iOS link', { iosAppUrl: '' }, []],
    [
      'an iOS link that is no link',
      { iosAppUrl: 'apps.apple.com/app/1' },
      ['iosAppUrl: drafts.rule.urlInvalid'],
    ],
    ['an Android package', { androidApp: 'com.example.app' }, []],
    [
      'an Android app that is no package',
      { androidApp: 'example app' },
      ['androidApp: drafts.rule.androidAppInvalid'],
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(Unit, { ...unit, ...change })).toEqual(expected);
  });
});

describe('a keyword', () => {
  it.each([
    ['40 bytes', '数'.repeat(20), []],
    ['41 bytes', `${'数'.repeat(20)}a`, ['keyword: drafts.rule.keywordTooLong']],
    ['empty', '  ', ['keyword: drafts.rule.keywordRequired']],
    ['banned', '赌博', ['keyword: drafts.rule.keywordBanned']],
    ['banned in another case, with spaces around', ' Online Casino ', ['keyword: drafts.rule.keywordBanned']],
    ['containing a banned word without being one', '赌博危害', []],
    ['banned in full-width letters (only ASCII case folds)', 'ＣＡＳＩＮＯ', []],
  ])('%s', (_, text, expected) => {
    expect(problems(Keyword, { ...keyword, keyword: text })).toEqual(expected);
  });

  it('matches phrase unless it says otherwise, and only precise, phrase or auto', () => {
    expect(Keyword.parse({ unitId: 1, keyword: '数据' }).matchType).toBe('phrase');
    expect(problems(Keyword, { ...keyword, matchType: 'auto' })).toEqual([]);
    expect(problems(Keyword, { ...keyword, matchType: 'exact' })).toEqual(['matchType: drafts.rule.choose']);
    expect(problems(Keyword, { ...keyword, unitId: undefined })).toEqual([
      'unitId: drafts.rule.unitRequired',
    ]);
  });
});

describe('a creative', () => {
  it.each([
    ['a title of 8 bytes', { title: '鲜花速递' }, ['title: drafts.rule.titleTooShort']],
    ['a title of 5 Chinese characters: 10 bytes', { title: '鲜花速递店' }, []],
    [
      'a title of 26 Chinese characters: 52 bytes',
      { title: '鲜'.repeat(26) },
      ['title: drafts.rule.titleTooLong'],
    ],
    ['a title of 50 bytes between spaces', { title: ` ${'鲜'.repeat(25)} ` }, []],
    ['a title of 9 bytes', { title: '鲜花速递a' }, []],
    ['a title of 50 bytes', { title: '鲜'.repeat(25) }, []],
    ['a title of 51 bytes', { title: `${'鲜'.repeat(25)}a` }, ['title: drafts.rule.titleTooLong']],
    ['an empty title', { title: '' }, ['title: drafts.rule.titleRequired']],
    [
      'a title of 8 bytes beside a wildcard',
      { title: '{数据分析平台}免费试用' },
      ['title: drafts.rule.titleTooShort'],
    ],
    ['a title of 50 bytes beside a wildcard', { title: `{关键词}${'鲜'.repeat(25)}` }, []],
    ['the region wildcard starting the title', { title: '{地域}数据分析免费试用' }, []],
    [
      'the region wildcard inside the title',
      { title: '数据分析{地域}免费试用' },
      ['title: drafts.rule.regionWildcardPlace'],
    ],
    [
      'the region wildcard twice',
      { title: '{地域}数据分析{地域}免费' },
      ['title: drafts.rule.regionWildcardPlace'],
    ],
    [
      'the region wildcard in description 1',
      { description1: `{地域}${creative.description1}` },
      ['description1: drafts.rule.regionWildcardPlace'],
    ],
    ['a brace left open', { title: '数据分析{免费试用' }, ['title: drafts.rule.wildcardMalformed']],
    [
      'description 1 of 8 bytes',
      { description1: '一站分析' },
      ['description1: drafts.rule.description1TooShort'],
    ],
    ['description 1 of 9 bytes', { description1: '一站分析a' }, []],
    ['description 1 of 80 bytes', { description1: '描'.repeat(40) }, []],
    [
      'description 1 of 81 bytes',
      { description1: `${'描'.repeat(40)}a` },
      ['description1: drafts.rule.description1TooLong'],
    ],
    ['no description 1', { description1: ' ' }, ['description1: drafts.rule.description1Required']],
    ['description 2 of 80 bytes', { description2: '述'.repeat(40) }, []],
    [
      'description 2 of 81 bytes',
      { description2: `${'述'.repeat(40)}a` },
      ['description2: drafts.rule.description2TooLong'],
    ],
    ['no description 2', { description2: undefined }, []],
    [
      'a mini-program URL of 1025 bytes',
      { miniProgramUrl: 'a'.repeat(1025) },
      ['miniProgramUrl: drafts.rule.urlTooLong'],
    ],
    ['no unit', { unitId: undefined }, ['unitId: drafts.rule.unitRequired']],
  ])('%s', (_, change, expected) => {
    expect(problems(Creative, { ...creative, ...change })).toEqual(expected);
  });

  it.each([
    ['a library picture at 1:1', { pictureId: 5, theme: '产品图', width: 200, height: 200 }, []],
    [
      'an uploaded picture at 1.61:1',
      { url: 'https://img.example.com/a.png', theme: '产品图', width: 323, height: 200 },
      [],
    ],
    [
      'no picture',
      { theme: '产品图', width: 200, height: 200 },
      ['pictures.0.url: drafts.rule.pictureRequired'],
    ],
    [
      'no theme',
      { pictureId: 5, theme: ' ', width: 200, height: 200 },
      ['pictures.0.theme: drafts.rule.pictureThemeRequired'],
    ],
    [
      'a theme of 51 characters',
      { pictureId: 5, theme: '题'.repeat(51), width: 200, height: 200 },
      ['pictures.0.theme: drafts.rule.pictureThemeTooLong'],
    ],
    [
      'a picture at 4:3',
      { pictureId: 5, theme: '产品图', width: 400, height: 300 },
      ['pictures.0: drafts.rule.pictureRatio'],
    ],
    [
      'a 1:1 picture too small',
      { pictureId: 5, theme: '产品图', width: 199, height: 199 },
      ['pictures.0: drafts.rule.pictureTooSmallSquare'],
    ],
    [
      'a javascript: address',
      { url: 'javascript:alert(1)', theme: '产品图', width: 200, height: 200 },
      ['pictures.0.url: drafts.rule.pictureUrlScheme'],
    ],
    [
      'a data: address',
      { url: 'data:image/png;base64,AAAA', theme: '产品图', width: 200, height: 200 },
      ['pictures.0.url: drafts.rule.pictureUrlScheme'],
    ],
    [
      'a picture of more than 4096×4096 pixels',
      { pictureId: 5, theme: '产品图', width: 4097, height: 4097 },
      ['pictures.0: drafts.rule.pictureTooManyPixels'],
    ],
  ])('with %s', (_, picture, expected) => {
    expect(problems(Creative, { ...creative, pictures: [picture] })).toEqual(expected);
  });
});

describe('creativeWarnings', () => {
  it.each([
    [
      'description 1 of 29 bytes',
      '描'.repeat(14) + 'a',
      '述'.repeat(40),
      ['description1: drafts.warning.description1Short'],
    ],
    ['description 1 of 30 bytes', '描'.repeat(15), '述'.repeat(40), []],
    [
      'descriptions of 100 bytes together',
      '描'.repeat(30),
      '述'.repeat(20),
      ['description2: drafts.warning.descriptionsShort'],
    ],
    ['descriptions of 101 bytes together', '描'.repeat(30), `${'述'.repeat(20)}a`, []],
    [
      'description 1 under its minimum (an error instead)',
      '描'.repeat(4),
      '述'.repeat(40),
      ['description2: drafts.warning.descriptionsShort'],
    ],
    [
      'wildcards, which count nothing',
      `{关键词}${'描'.repeat(15)}`,
      `{关键词}${'述'.repeat(35)}`,
      ['description2: drafts.warning.descriptionsShort'],
    ],
  ])('%s', (_, description1, description2, expected) => {
    const warnings = creativeWarnings({ description1, description2 });
    expect(warnings.map((w) => `${w.field}: ${w.message}`)).toEqual(expected);
  });

  it('do not fail the schema', () => {
    expect(problems(Creative, { ...creative, description1: '描'.repeat(10), description2: '' })).toEqual([]);
  });
});
