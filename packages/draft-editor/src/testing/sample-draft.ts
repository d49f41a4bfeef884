/**
 * Drafts for the stories and tests: a draft as the detail call answers it, one clean and one whose items
 * break rules of each kind.
 */
import {
  bidMode,
  budgetType,
  device,
  marketingTarget,
  regionType,
  scheduleType,
  syncState,
  type CampaignRecord,
  type CreativeRecord,
  type DraftDetail,
  type KeywordRecord,
  type UnitRecord,
} from '@adconsole/draft-rules';

const draftId = 7;
const item = { draftId, syncState: syncState.notSynchronized };

export const springCampaign: CampaignRecord = {
  ...item,
  id: 11,
  campaignName: '春季推广',
  marketingTarget: marketingTarget.website,
  business: '数据分析软件',
  brandKeywordsOnly: false,
  device: device.unlimited,
  budgetType: budgetType.customDaily,
  budget: 100,
  regionType: regionType.custom,
  regions: ['北京', '上海'],
  regionBidFactors: { 上海: 1.2 },
  scheduleType: scheduleType.unlimited,
  bidMode: bidMode.click,
};

export const brandUnit: UnitRecord = {
  ...item,
  id: 21,
  campaignId: 11,
  adgroupName: '品牌词',
  autoTargeting: false,
  pcFinalUrl: 'https://example.com/',
  mobileFinalUrl: 'https://m.example.com/',
};

export const productUnit: UnitRecord = { ...brandUnit, id: 22, adgroupName: '产品词' };

export const brandKeywords: KeywordRecord[] = [
  { ...item, id: 31, unitId: 21, keyword: '数据分析平台', matchType: 'phrase' },
  { ...item, id: 32, unitId: 21, keyword: '商业智能软件', matchType: 'precise' },
];

export const trialCreative: CreativeRecord = {
  ...item,
  id: 41,
  unitId: 21,
  title: '专业数据分析平台免费试用',
  description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
  description2: '',
  pictures: [],
};

/** A draft whose every item keeps the rules (its units may still lack keywords or creatives: warnings). */
export const sampleDraft: DraftDetail = {
  id: draftId,
  name: 'Spring',
  accountId: 1,
  status: 1,
  createdTime: '2026-03-02 09:30:00',
  updatedTime: '2026-03-02 10:15:00',
  campaigns: [springCampaign],
  units: [brandUnit, productUnit],
  keywords: brandKeywords,
  creatives: [trialCreative],
};

/**
 * The same draft with an error of each kind: a unit without its mobile URL, a banned keyword and a repeated
 * one, a creative with an 8-byte title, and a picture without its theme.
 */
export const draftWithProblems: DraftDetail = {
  ...sampleDraft,
  units: [brandUnit, { ...productUnit, mobileFinalUrl: '' }],
  keywords: [
    ...brandKeywords,
    { ...item, id: 33, unitId: 21, keyword: '赌博', matchType: 'phrase' },
    { ...item, id: 34, unitId: 21, keyword: '数据分析平台', matchType: 'auto' },
  ],
  creatives: [
    trialCreative,
    { ...trialCreative, id: 42, title: '数据分析' },
    {
      ...trialCreative,
      id: 43,
      pictures: [{ url: 'https://example.com/a.png', theme: '', width: 400, height: 400 }],
    },
  ],
};
