import { describe, expect, it } from 'vitest';
import {
  problemsOf,
  repeatedIndexes,
  validateDraft,
  type CampaignRecord,
  type CreativeRecord,
  type DraftContents,
  type KeywordRecord,
  type UnitRecord,
} from './index';

const item = { draftId: 1, syncState: 0 as const };
const campaign = (id: number, change: Partial<CampaignRecord> = {}): CampaignRecord => ({
  ...item,
  id,
  campaignName: `春季推广${id}`,
  marketingTarget: 1,
  business: '数据分析软件',
  brandKeywordsOnly: false,
  device: 3,
  budgetType: 2,
  budget: 100,
  regionType: 1,
  regions: ['北京', '上海'],
  regionBidFactors: {},
  scheduleType: 1,
  bidMode: 1,
  ...change,
});
const unit = (id: number, campaignId: number, change: Partial<UnitRecord> = {}): UnitRecord => ({
  ...item,
  id,
  campaignId,
  adgroupName: `品牌词${id}`,
  autoTargeting: false,
  pcFinalUrl: 'https://example.com/',
  mobileFinalUrl: 'https://m.example.com/',
  ...change,
});
const keyword = (id: number, unitId: number, text: string): KeywordRecord => ({
  ...item,
  id,
  unitId,
  keyword: text,
  matchType: 'phrase',
});
const creative = (id: number, unitId: number, change: Partial<CreativeRecord> = {}): CreativeRecord => ({
  ...item,
  id,
  unitId,
  title: '专业数据分析平台免费试用',
  description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会，免费试用三十天',
  description2: '支持百余种数据源接入，拖拽即可生成报表，专属顾问全程服务',
  pictures: [],
  ...change,
});

/** The issue's draft: 1 campaign, 1 unit, 3 keywords and 2 creatives. */
const goodDraft: DraftContents = {
  campaigns: [campaign(1)],
  units: [unit(11, 1)],
  keywords: [keyword(21, 11, '数据分析平台'), keyword(22, 11, 'BI工具'), keyword(23, 11, '报表软件')],
  creatives: [creative(31, 11), creative(32, 11, { title: '{地域}数据分析平台' })],
};

const lines = (problems: { kind: string; id: number; picture?: number; field: string; message: string }[]) =>
  problems.map(
    (p) => `${p.kind} ${p.id}${p.picture === undefined ? '' : `[${p.picture}]`} ${p.field}: ${p.message}`,
  );

describe('validateDraft', () => {
  it('finds nothing in a good draft', () => {
    expect(validateDraft(goodDraft)).toEqual({ errors: [], warnings: [], summary: [] });
  });

  it("reports each item's own rules by kind and id, and sums them up by kind", () => {
    const result = validateDraft({
      ...goodDraft,
      keywords: [...goodDraft.keywords, keyword(24, 11, '赌博')],
      creatives: [
        creative(31, 11, { title: '鲜花速递' }),
        creative(32, 11, {
          pictures: [
            { pictureId: 5, theme: '产品图', width: 200, height: 200 },
            { pictureId: 6, theme: '', width: 400, height: 300 },
          ],
        }),
      ],
    });
    expect(lines(result.errors)).toEqual([
      'keyword 24 keyword: drafts.rule.keywordBanned',
      'creative 31 title: drafts.rule.titleTooShort',
      'creativePicture 32[1] theme: drafts.rule.pictureThemeRequired',
      'creativePicture 32[1] : drafts.rule.pictureRatio',
    ]);
    expect(result.summary).toEqual([
      { kind: 'keyword', errors: 1, message: 'drafts.summary.keyword' },
      { kind: 'creative', errors: 1, message: 'drafts.summary.creative' },
      { kind: 'creativePicture', errors: 2, message: 'drafts.summary.creativePicture' },
    ]);
  });

  it('flags the repeats of a campaign name in the draft, a unit name in a campaign, a keyword in a unit', () => {
    const result = validateDraft({
      campaigns: [campaign(1), campaign(2, { campaignName: '春季推广1' }), campaign(3)],
      units: [
        unit(11, 1),
        unit(12, 1, { adgroupName: '品牌词11' }),
        unit(13, 3, { adgroupName: '品牌词11' }),
      ],
      keywords: [
        keyword(21, 11, 'CRM系统'),
        keyword(22, 11, ' crm系统'),
        keyword(23, 12, 'CRM系统'),
        keyword(24, 11, '客户管理'),
      ],
      creatives: [creative(31, 11), creative(32, 12), creative(33, 13)],
    });
    expect(lines(result.errors)).toEqual([
      'campaign 2 campaignName: drafts.rule.campaignNameDuplicate',
      'unit 12 adgroupName: drafts.rule.adgroupNameDuplicate',
      'keyword 22 keyword: drafts.rule.keywordDuplicate',
    ]);
    expect(lines(result.warnings)).toEqual(['unit 13 : drafts.warning.unitWithoutKeywords']);
  });

  it('compares campaign names, unit names and keywords alike: trimmed, ASCII case aside', () => {
    const result = validateDraft({
      campaigns: [
        campaign(1, { campaignName: 'Spring Sale' }),
        campaign(2, { campaignName: ' spring SALE ' }),
        campaign(3, { campaignName: 'Ｓpring Sale' }),
      ],
      units: [
        unit(11, 1, { adgroupName: 'Brand words' }),
        unit(12, 1, { adgroupName: 'BRAND WORDS' }),
        unit(13, 3, { adgroupName: 'brand words' }),
      ],
      keywords: [keyword(21, 11, 'BI Tool'), keyword(22, 11, 'bi tool '), keyword(23, 13, 'BI tool')],
      creatives: [creative(31, 11), creative(32, 12), creative(33, 13)],
    });
    expect(lines(result.errors)).toEqual([
      'campaign 2 campaignName: drafts.rule.campaignNameDuplicate',
      'unit 12 adgroupName: drafts.rule.adgroupNameDuplicate',
      'keyword 22 keyword: drafts.rule.keywordDuplicate',
    ]);
  });

  it('needs every parent in the draft', () => {
    const result = validateDraft({
      campaigns: [campaign(1)],
      units: [unit(11, 1), unit(12, 99)],
      keywords: [keyword(21, 11, '数据分析'), keyword(22, 98, '报表'), keyword(23, 12, '图表')],
      creatives: [creative(31, 11), creative(32, 97), creative(33, 12)],
    });
    expect(lines(result.errors)).toEqual([
      'unit 12 campaignId: drafts.rule.campaignMissing',
      'keyword 22 unitId: drafts.rule.unitMissing',
      'creative 32 unitId: drafts.rule.unitMissing',
    ]);
  });

  it('needs what an upload needs: a business or brand keywords only, an app for an app promotion', () => {
    const result = validateDraft({
      ...goodDraft,
      campaigns: [
        campaign(1, { business: ' ' }),
        campaign(2, { business: undefined, brandKeywordsOnly: true, marketingTarget: 2 }),
      ],
      units: [unit(11, 1), unit(12, 2), unit(13, 2, { androidApp: 'com.example.app' })],
      keywords: [...goodDraft.keywords, keyword(25, 12, '数据'), keyword(26, 13, '数据')],
      creatives: [...goodDraft.creatives, creative(35, 12), creative(36, 13)],
    });
    expect(lines(result.errors)).toEqual([
      'campaign 1 business: drafts.rule.businessRequired',
      'unit 12 iosAppUrl: drafts.rule.appRequired',
    ]);
    expect(result.summary).toEqual([
      { kind: 'campaign', errors: 1, message: 'drafts.summary.campaign' },
      { kind: 'unit', errors: 1, message: 'drafts.summary.unit' },
    ]);
  });

  it('advises apart from the errors: short copy, units without keywords or creatives', () => {
    const result = validateDraft({
      campaigns: [campaign(1)],
      units: [unit(11, 1), unit(12, 1)],
      keywords: [keyword(21, 11, '数据分析')],
      creatives: [creative(31, 11, { description1: '一站式数据分析平台', description2: '' })],
    });
    expect(result.errors).toEqual([]);
    expect(result.summary).toEqual([]);
    expect(lines(result.warnings)).toEqual([
      'unit 12 : drafts.warning.unitWithoutKeywords',
      'unit 12 : drafts.warning.unitWithoutCreatives',
      'creative 31 description1: drafts.warning.description1Short',
      'creative 31 description2: drafts.warning.descriptionsShort',
    ]);
  });
});

describe('problemsOf', () => {
  it("answers one item's problems, a creative's with its pictures'", () => {
    const { errors } = validateDraft({
      ...goodDraft,
      creatives: [
        creative(31, 11, { title: '鲜花速递', pictures: [{ theme: '图', width: 200, height: 200 }] }),
        creative(32, 11, { title: '短' }),
      ],
    });
    expect(lines(problemsOf(errors, 'creative', 31))).toEqual([
      'creative 31 title: drafts.rule.titleTooShort',
      'creativePicture 31[0] url: drafts.rule.pictureRequired',
    ]);
    expect(problemsOf(errors, 'unit', 31)).toEqual([]);
  });
});

describe('repeatedIndexes', () => {
  it('answers the indexes whose key came before, as keyword entry marks its lines', () => {
    expect(repeatedIndexes(['a', 'b', 'a', 'c', 'b', 'a'], (line) => line)).toEqual([2, 4, 5]);
    expect(repeatedIndexes([], (line: string) => line)).toEqual([]);
  });
});
