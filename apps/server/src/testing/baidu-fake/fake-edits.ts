/**
 * The fake's update methods, negatives, operation records and account level
 * (docs/baidu-provider.md#the-baidu-fake), as strict as the sources allow: what they say is refused, and what they do not say is the fake's own choice,
 * named as such below.
 *
 * - `updateWord` ≤ 10,000 elements, `updateAdgroup` 1–5,000, `updateCampaign` 1–100 (bububa/baidu-marketing
 *   model/search/{keyword/updateWord,adgroup/updateAdgroup,campaign/updateCampaign}.go); more, or none, refuse
 *   the whole call.
 * - Only the fields of the official `ApiKeywordType`, `ApiAdgroupType` and `ApiCampaignType` are taken
 *   (baidu/baiduads-sdk docs); a read-only or unknown field refuses the element (the fake's choice: no source
 *   says what the provider does with one).
 * - `price` and `maxPrice` in (0, 999.99] yuan and ≤ the campaign's budget; `price` 0 puts the keyword back
 *   on its unit's bid (model/search/keyword/keyword.go, model/search/adgroup/adgroup.go).
 * - `budget` in [50, min(10,000,000, the account's budget)] (model/search/campaign/campaign.go).
 * - A keyword's text cannot change (keyword.go: "不支持字面修改").
 * - `negativeWords` / `exactNegativeWords` replace the list whole; each word ≤ 40 bytes, a Chinese character
 *   2 (adgroup.go; for campaigns only provider-notes says so: the fake applies it to both); a unit holds 200 of
 *   each, a campaign by `userLevel` 4/3/2/1 200/200/400/500 phrase and 200/400/700/900 exact (campaign.go).
 * - An id the account does not have refuses the element (the fake's choice of code: no source gives one).
 * - `getOperationRecord` answers a record of each change made here and those a test adds, 50 a page by
 *   `offset` counted in records (the fake's choice: no source gives paging, enums or the time format).
 * - `getAccountInfo` answers `userLevel`, which a test sets (`fakeEdits(fake, userName).userLevel`).
 *
 * The get methods answer each element's `price`, `maxPrice`, `budget`, `pause` and negatives as changed here,
 * or as the fake's defaults (drawn from the id) when asked for them.
 */
import { providerDateTime, providerDayStart, addCalendarDays } from '@adconsole/date-range-rules';
import { bidRefusal, budgetRefusal, negativeLimitsOf, negativeTooLong } from '../../provider/edit-rules';
import { offlineInstant } from '../../provider/baidu/account-watch';
import { servicePath, type BaiduFailure } from '../../provider/baidu/protocol';
import { idCaps } from '../../provider/baidu/structure';
import { fakeAdvertiser, fakeRandom } from './fake-data';
import { reportHandlers } from './fake-reports';
import type { BaiduFake, FakeAnswer, FakeCall, FakeHandler } from './fake-server';
import { uploadHandlers } from './fake-uploads';

/**
 * Codes of the fake's refusals, in the provider's 901xxx family. 901251–901254 (too many / too long
 * negatives) and 901232/901233 (budget below / above its range) are the codes a third-party test suite gives
 * (docs/baidu-provider.md#negative-keywords); the others are the fake's own.
 */
export const fakeEditFailureCode = {
  tooManyPhrase: 901_251,
  tooManyExact: 901_252,
  phraseTooLong: 901_253,
  exactTooLong: 901_254,
  budgetTooLow: 901_232,
  budgetTooHigh: 901_233,
  batchSize: 901_301,
  unknownField: 901_302,
  unknownId: 901_303,
  textUnchangeable: 901_304,
  priceOutOfRange: 901_305,
  priceAboveBudget: 901_306,
  badValue: 901_307,
} as const;
const code = fakeEditFailureCode;

/** One operation record as `getOperationRecord` answers it (baidu/baiduads-sdk GetOperationRecordResponse). */
export interface FakeOperationRecord {
  userId: number;
  planId: number;
  unitId: number;
  /** Beijing time, `yyyy-MM-dd HH:mm:ss` (the fake's choice). */
  optTime: string;
  optContent: string;
  optType: number;
  /** The fake's own numbers: 2 campaign, 3 unit, 4 keyword. */
  optLevel: number;
  oldValue: string;
  newValue: string;
  optObj: string;
}

/** What was changed of an element through the fake. */
interface Changed {
  price?: number | null;
  maxPrice?: number;
  budget?: number;
  pause?: boolean;
  negativeWords?: string[];
  exactNegativeWords?: string[];
}

/** What the fake holds of an account's edits; a test sets `userLevel` and adds `records`. */
export interface FakeEdits {
  userLevel: number;
  keywords: Map<number, Changed>;
  units: Map<number, Changed>;
  campaigns: Map<number, Changed>;
  records: FakeOperationRecord[];
}

const editsByFake = new WeakMap<BaiduFake, Map<string, FakeEdits>>();

/** The edits of an account at a fake (none yet, one-star `userLevel` 3, until something changes). */
export function fakeEdits(fake: BaiduFake, userName: string): FakeEdits {
  let accounts = editsByFake.get(fake);
  if (!accounts) editsByFake.set(fake, (accounts = new Map()));
  let edits = accounts.get(userName);
  if (!edits) {
    edits = { userLevel: 3, keywords: new Map(), units: new Map(), campaigns: new Map(), records: [] };
    accounts.set(userName, edits);
  }
  return edits;
}

type Level = 'keyword' | 'unit' | 'campaign';
type Element = Record<string, unknown>;

/**
 * The fields each update takes (the official models' fields; read-only answers such as `status`, `quality` or
 * `offlineReasons` are not among them).
 */
const updatable: Record<Level, ReadonlySet<string>> = {
  keyword: new Set([
    'keywordId',
    'campaignId',
    'adgroupId',
    'keyword',
    'price',
    'matchType',
    'phraseType',
    'pause',
    'pcDestinationUrl',
    'mobileDestinationUrl',
    'pcFinalUrl',
    'pcTrackParam',
    'pcTrackTemplate',
    'mobileFinalUrl',
    'mobileTrackParam',
    'mobileTrackTemplate',
    'tabs',
    'deeplink',
    'ulink',
    'miniProgramUrl',
    'strategyId',
    'apiInefficient',
  ]),
  unit: new Set([
    'adgroupId',
    'campaignId',
    'adgroupName',
    'maxPrice',
    'pause',
    'negativeWords',
    'exactNegativeWords',
    'priceRatio',
    'pcPriceRatio',
    'segmentRecommendStatus',
    'productSetId',
    'paPrice',
    'monitorUrl',
    'pcFinalUrl',
    'pcTrackParam',
    'pcTrackTemplate',
    'mobileFinalUrl',
    'mobileTrackParam',
    'mobileTrackTemplate',
    'adgroupAutoTargetingStatus',
    'creativeTextOptimizationStatus',
  ]),
  campaign: new Set([
    'campaignId',
    'campaignName',
    'budget',
    'pause',
    'negativeWords',
    'exactNegativeWords',
    'regionTarget',
    'schedule',
    'priceRatio',
    'pcPriceRatio',
    'bidPrefer',
    'businessPointId',
    'regionPriceFactor',
    'schedulePriceFactors',
    'equipmentType',
    'campaignBid',
    'campaignOcpcBidType',
    'campaignOcpcBid',
    'campaignTransTypes',
    'sharedBudgetId',
    'sharedBudget',
    'budgetType',
  ]),
};

const methods = {
  keyword: {
    service: 'KeywordService',
    get: 'getWord',
    update: 'updateWord',
    list: 'keywordTypes',
    id: 'keywordId',
    max: 10_000,
    optLevel: 4,
  },
  unit: {
    service: 'AdgroupService',
    get: 'getAdgroup',
    update: 'updateAdgroup',
    list: 'adgroupTypes',
    id: 'adgroupId',
    max: 5000,
    optLevel: 3,
  },
  campaign: {
    service: 'CampaignService',
    get: 'getCampaign',
    update: 'updateCampaign',
    list: 'campaignTypes',
    id: 'campaignId',
    max: 100,
    optLevel: 2,
  },
} as const;

const path = (service: string, method: string) => servicePath('search', service, method);
const yuan = (value: number | undefined | null) =>
  value === undefined || value === null ? '' : value.toFixed(2);
const fenOf = (yuanValue: number) => Math.round(yuanValue * 100);

/** The fake's defaults of an element never changed, drawn from its id. */
function defaults(userName: string, level: Level, id: number, generated: Element): Changed {
  const r = (what: string) => fakeRandom(userName, level, id, what);
  if (level === 'keyword')
    return { price: r('own bid') < 0.3 ? null : Math.round(30 + r('bid') * 970) / 100 };
  if (level === 'unit')
    return { maxPrice: Math.round(50 + r('bid') * 450) / 100, negativeWords: [], exactNegativeWords: [] };
  // A budget a test gave the generated campaign holds; otherwise one in three has none.
  const budget =
    typeof generated.budget === 'number'
      ? generated.budget
      : r('limited') < 0.3
        ? undefined
        : 300 + 50 * Math.floor(r('budget') * 95);
  return { budget, negativeWords: [], exactNegativeWords: [] };
}

export interface EditHandlerOptions {
  /** The clock of the records of changes (Date.now by default). */
  now?: () => number;
}

export function createEditHandlers(options: EditHandlerOptions = {}): Record<string, FakeHandler> {
  const now = options.now ?? Date.now;

  /** Every element of a level the account has (generated and created by uploads), by id. */
  async function elements(level: Level, call: FakeCall, fake: BaiduFake): Promise<Map<number, Element>> {
    const m = methods[level];
    const base = uploadHandlers[path(m.service, m.get)]!;
    if (level === 'campaign') {
      const { data } = await base({ ...call, body: {} }, fake);
      return new Map((data as Element[]).map((element) => [Number(element[m.id]), element]));
    }
    // Under every parent, those created by uploads too, as many parents a call as the get takes.
    const parents = [...(await elements(level === 'unit' ? 'campaign' : 'unit', call, fake)).keys()];
    const [idType, cap] = level === 'unit' ? [3, idCaps.getAdgroup[3]] : [5, idCaps.getWord[5]];
    const answers: Element[] = [];
    for (let i = 0; i < parents.length; i += cap) {
      const body = { idType, ids: parents.slice(i, i + cap) };
      answers.push(...((await base({ ...call, body }, fake)).data as Element[]));
    }
    return new Map(answers.map((element) => [Number(element[m.id]), element]));
  }

  /** An element's values now: the changes made here over the defaults. */
  function current(fake: BaiduFake, userName: string, level: Level, id: number, generated: Element) {
    const edits = fakeEdits(fake, userName);
    const changed = (
      level === 'keyword' ? edits.keywords : level === 'unit' ? edits.units : edits.campaigns
    ).get(id);
    return { pause: generated.pause === true, ...defaults(userName, level, id, generated), ...changed };
  }

  /** A get method: the base answer with the values of `current` for the fields asked. */
  const getMethod =
    (level: Level, fieldsName: string): FakeHandler =>
    async (call, fake) => {
      const m = methods[level];
      const answer: FakeAnswer = await uploadHandlers[path(m.service, m.get)]!(call, fake);
      if (answer.failures?.length) return answer;
      const asked = Array.isArray(call.body[fieldsName]) ? (call.body[fieldsName] as string[]) : [];
      return {
        data: (answer.data as Element[]).map((element) => {
          const values: Element = current(fake, call.header.userName, level, Number(element[m.id]), element);
          // A keyword on its unit's bid answers no price (keyword.go).
          if (values.price === null) delete values.price;
          const overlay = Object.fromEntries(
            Object.entries(values).filter(([field]) => asked.includes(field)),
          );
          return { ...element, ...overlay };
        }),
      };
    };

  function updateMethod(level: Level): FakeHandler {
    const m = methods[level];
    return async (call, fake) => {
      const list = Array.isArray(call.body[m.list]) ? (call.body[m.list] as Element[]) : [];
      if (list.length === 0 || list.length > m.max) {
        const message = `${m.list}: 1 to ${m.max} elements, got ${list.length}`;
        return { failures: [{ code: code.batchSize, message, position: m.list }] };
      }
      const userName = call.header.userName;
      const advertiser = fakeAdvertiser(userName);
      const edits = fakeEdits(fake, userName);
      const known = await elements(level, call, fake);
      const campaigns = level === 'campaign' ? known : await elements('campaign', call, fake);
      const store = level === 'keyword' ? edits.keywords : level === 'unit' ? edits.units : edits.campaigns;
      const data: Element[] = [];
      const failures: BaiduFailure[] = [];
      list.forEach((element, index) => {
        const id = Number(element[m.id]);
        const generated = known.get(id);
        const campaignBudget = () => {
          const campaignId = level === 'campaign' ? id : Number(generated?.campaignId);
          const campaign = campaigns.get(campaignId);
          return campaign && current(fake, userName, 'campaign', campaignId, campaign).budget;
        };
        // The account's own daily budget, when it has one, caps a campaign's (campaign.go).
        const accountBudget = advertiser.status.budgetType === 0 ? undefined : advertiser.status.budget;
        const failure = generated
          ? refusal(element, generated, { campaignBudget, accountBudget, userLevel: edits.userLevel })
          : { code: code.unknownId, message: `${m.id} ${String(element[m.id])} 不存在` };
        if (failure) {
          failures.push({ ...failure, position: `${m.list}[${index}]` });
          return;
        }
        const before = current(fake, userName, level, id, generated!);
        const changes: Changed = { ...store.get(id) };
        if (element.pause !== undefined) changes.pause = element.pause === true;
        if (element.price !== undefined)
          changes.price = Number(element.price) === 0 ? null : Number(element.price);
        if (element.maxPrice !== undefined) changes.maxPrice = Number(element.maxPrice);
        if (element.budget !== undefined) changes.budget = Number(element.budget);
        // A list given replaces the list; an omitted one stays.
        if (element.negativeWords !== undefined)
          changes.negativeWords = (element.negativeWords as unknown[]).map(String);
        if (element.exactNegativeWords !== undefined)
          changes.exactNegativeWords = (element.exactNegativeWords as unknown[]).map(String);
        store.set(id, changes);
        const after = current(fake, userName, level, id, generated!);
        const name = String(
          generated![level === 'keyword' ? 'keyword' : level === 'unit' ? 'adgroupName' : 'campaignName'] ??
            '',
        );
        const record = (optContent: string, optType: number, oldValue: string, newValue: string) =>
          edits.records.push({
            userId: advertiser.userId,
            planId: level === 'campaign' ? id : Number(generated!.campaignId),
            unitId: level === 'keyword' ? Number(generated!.adgroupId) : level === 'unit' ? id : 0,
            optTime: providerDateTime(now()),
            optContent,
            optType,
            optLevel: m.optLevel,
            oldValue,
            newValue,
            optObj: name,
          });
        if (before.pause !== after.pause)
          record('暂停/启用', 1, before.pause ? '暂停' : '启用', after.pause ? '暂停' : '启用');
        for (const field of ['price', 'maxPrice', 'budget'] as const) {
          if (before[field] !== after[field])
            record(field === 'budget' ? '预算' : '出价', 2, yuan(before[field]), yuan(after[field]));
        }
        for (const field of ['negativeWords', 'exactNegativeWords'] as const) {
          if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
            record(
              field === 'negativeWords' ? '短语否定关键词' : '精确否定关键词',
              3,
              (before[field] ?? []).join(','),
              (after[field] ?? []).join(','),
            );
        }
        data.push({ [m.id]: id });
      });
      return { data, failures };
    };

    /** Why the provider refuses one element, if it does. */
    function refusal(
      element: Element,
      generated: Element,
      account: { campaignBudget: () => number | undefined; accountBudget?: number; userLevel: number },
    ): Omit<BaiduFailure, 'position'> | undefined {
      const unknown = Object.keys(element).find((field) => !updatable[level].has(field));
      if (unknown) return { code: code.unknownField, message: `${unknown} 不可修改` };
      if (level === 'keyword' && element.keyword !== undefined && element.keyword !== generated.keyword)
        return { code: code.textUnchangeable, message: '关键词不支持字面修改' };
      if (element.pause !== undefined && typeof element.pause !== 'boolean')
        return { code: code.badValue, message: 'pause 取值不合法' };
      for (const field of ['price', 'maxPrice'] as const) {
        if (element[field] === undefined) continue;
        const price = Number(element[field]);
        // A keyword's price of 0 puts it back on its unit's bid (keyword.go).
        if (field === 'price' && price === 0) continue;
        const budget = account.campaignBudget();
        const reason = Number.isFinite(price)
          ? bidRefusal(fenOf(price), budget === undefined ? undefined : fenOf(budget))
          : 'bidOutOfRange';
        if (reason === 'bidOutOfRange')
          return { code: code.priceOutOfRange, message: '出价取值范围：(0, 999.99]' };
        if (reason) return { code: code.priceAboveBudget, message: '出价需要小于等于所属计划预算' };
      }
      if (element.budget !== undefined) {
        const budget = Number(element.budget);
        if (!Number.isFinite(budget) || budget < 50)
          return { code: code.budgetTooLow, message: '计划预算不能低于50元' };
        if (
          budgetRefusal(fenOf(budget)) ||
          (account.accountBudget !== undefined && budget > account.accountBudget)
        )
          return { code: code.budgetTooHigh, message: '计划预算不能高于Min(10000000, 账户预算)' };
      }
      const caps = negativeLimitsOf(account.userLevel)[level === 'campaign' ? 'campaign' : 'unit'];
      for (const [field, cap, tooMany, tooLong] of [
        ['negativeWords', caps.phrase, code.tooManyPhrase, code.phraseTooLong],
        ['exactNegativeWords', caps.exact, code.tooManyExact, code.exactTooLong],
      ] as const) {
        const words: unknown = element[field];
        if (words === undefined) continue;
        if (!Array.isArray(words) || words.some((word) => typeof word !== 'string'))
          return { code: code.badValue, message: `${field} 取值不合法` };
        if ((words as string[]).some(negativeTooLong))
          return { code: tooLong, message: '单个否词最长40字节' };
        if (words.length > cap) return { code: tooMany, message: `否定关键词最多${cap}个` };
      }
      return undefined;
    }
  }

  return {
    [path('CampaignService', 'getCampaign')]: getMethod('campaign', 'campaignFields'),
    [path('AdgroupService', 'getAdgroup')]: getMethod('unit', 'adgroupFields'),
    [path('KeywordService', 'getWord')]: getMethod('keyword', 'wordFields'),
    [path('KeywordService', 'updateWord')]: updateMethod('keyword'),
    [path('AdgroupService', 'updateAdgroup')]: updateMethod('unit'),
    [path('CampaignService', 'updateCampaign')]: updateMethod('campaign'),
    [path('AccountService', 'getAccountInfo')]: async (call, fake) => {
      const answer = await reportHandlers[path('AccountService', 'getAccountInfo')]!(call, fake);
      const asked = Array.isArray(call.body.accountFields) ? (call.body.accountFields as string[]) : [];
      if (!asked.includes('userLevel')) return answer;
      const { userLevel } = fakeEdits(fake, call.header.userName);
      return { data: (answer.data as Element[]).map((info) => ({ ...info, userLevel })) };
    },
    [path('ToolkitService', 'getOperationRecord')]: (call, fake) => {
      const from = providerDayStart(String(call.body.startDate));
      const until = providerDayStart(addCalendarDays(String(call.body.endDate), 1));
      const offset = Math.max(0, Number(call.body.offset ?? 0) || 0);
      const inRange = fakeEdits(fake, call.header.userName)
        .records.filter((record) => {
          const time = offlineInstant(record.optTime) ?? Number.NaN;
          return time >= from && time < until;
        })
        .sort((a, b) => a.optTime.localeCompare(b.optTime));
      return { data: inRange.slice(offset, offset + recordPage) };
    },
  };
}

/** Records a page of `getOperationRecord` answers (the fake's choice). */
export const recordPage = 50;
