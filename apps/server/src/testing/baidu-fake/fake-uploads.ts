/**
 * The fake's add methods of a draft upload (docs/baidu-provider.md#baidu-uploads): campaigns, units, keywords,
 * creatives, image segments and their unit bindings, kept per fake and account in memory with ids that
 * increase (above the ids of the generated advertiser of fake-data.ts). Each element of a batch is checked
 * as the provider checks it, and a refused one answers a failure with its `position` (`keywordTypes[2]`):
 * status 1 when others of the batch were created, 2 when none was.
 *
 * What is refused, as the sources describe the add methods (bububa/baidu-marketing model/search/{campaign,adgroup,keyword,creative}/add….go
 * and their field comments; a copy of the provider's documentation that marks required fields): a batch
 * longer than the method takes (campaigns 100, units 5,000, keywords 10,000, creatives 3,000); a missing
 * required field (a campaign's name and `marketingTargetId`; a keyword's unit, text, `matchType` and
 * `phraseType`); a match pair that is none of exact 1/1, phrase 2/1, smart 2/3; a text over its limit in
 * bytes (names 30, keyword 40, title 9–50, descriptions 9–80 and 0–80); a daily budget under 50 RMB; a
 * banned word of the draft rules' list; a campaign name already in the account, a unit name or keyword
 * already under the parent, a creative of the same three texts under the unit; a parent the account does
 * not have. The sources give the family of these codes (901xxx: the search service's business refusals,
 * Baidu's SEM error-code page) but no single code's meaning: the numbers of `fakeUploadFailureCode` are the
 * fake's own, and the adapter reads none of them. `createUploadHandlers` takes `refuse` to answer any other
 * failure for an element.
 *
 * The get methods of the structure (`getCampaign`, `getAdgroup`, `getWord`, `getCreative`) answer the
 * generated advertiser's elements (fake-reports.ts) and then those created here.
 */
import {
  creativeByteLength,
  holdsBannedWord,
  isBannedKeyword,
  compareKey,
  providerByteLength,
} from '@adconsole/draft-rules';
import { servicePath, type BaiduFailure } from '../../provider/baidu/protocol';
import { reportHandlers } from './fake-reports';
import type { BaiduFake, FakeAnswer, FakeCall, FakeHandler } from './fake-server';

/** The fake's own codes of its add methods' refusals, in the provider's 901xxx family (see above). */
export const fakeUploadFailureCode = {
  required: 901_001,
  tooMany: 901_002,
  badMatch: 901_003,
  bannedWord: 901_101,
  tooLong: 901_102,
  tooShort: 901_103,
  budgetTooLow: 901_104,
  nameTaken: 901_105,
  /** The campaign, unit or creative an element names is not in the account. */
  unknownParent: 901_106,
  /** An image segment without content. */
  noImage: 901_107,
} as const;

/** What the fake created for one account, by kind, in order of creation. */
export interface FakeUploads {
  campaigns: { campaignId: number; campaignName: string; budget?: number; equipmentType?: number }[];
  units: { adgroupId: number; campaignId: number; adgroupName: string }[];
  keywords: {
    keywordId: number;
    adgroupId: number;
    keyword: string;
    matchType: number;
    phraseType: number;
    pcFinalUrl?: string;
  }[];
  creatives: {
    creativeId: number;
    adgroupId: number;
    title: string;
    description1: string;
    description2: string;
  }[];
  segments: { segmentId: number; desc: string[]; bytes: number }[];
  bindings: { adgroupId: number; segmentId: number }[];
}

export type UploadElementKind = 'campaign' | 'unit' | 'keyword' | 'creative' | 'segment';

export interface UploadHandlerOptions {
  /** A failure to answer for an element before the provider's own checks, e.g. a code the adapter does not know. */
  refuse?: (kind: UploadElementKind, element: Record<string, unknown>) => BaiduFailure | undefined;
}

const uploadsByFake = new WeakMap<BaiduFake, Map<string, FakeUploads>>();
/** Ids of created elements start above any id of a generated advertiser. */
const firstId = 20_000_000_001;
const nextIds = new WeakMap<BaiduFake, number>();

/** What the fake created for an account (empty until something is). */
export function fakeUploads(fake: BaiduFake, userName: string): FakeUploads {
  let accounts = uploadsByFake.get(fake);
  if (!accounts) uploadsByFake.set(fake, (accounts = new Map()));
  let uploads = accounts.get(userName);
  if (!uploads) {
    uploads = { campaigns: [], units: [], keywords: [], creatives: [], segments: [], bindings: [] };
    accounts.set(userName, uploads);
  }
  return uploads;
}

function nextId(fake: BaiduFake): number {
  const id = nextIds.get(fake) ?? firstId;
  nextIds.set(fake, id + 1);
  return id;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Check = [failing: boolean, code: number, message: string];

/** The first failing check's failure. */
function firstFailure(checks: Check[]): Omit<BaiduFailure, 'position'> | undefined {
  const failing = checks.find(([fails]) => fails);
  return failing && { code: failing[1], message: failing[2] };
}

const code = fakeUploadFailureCode;

/**
 * An add method over a batch: each element refused by `check` (or the test's `refuse`) answers a failure
 * at its position; the others are created by `create` and answered in order.
 */
function addMethod(
  kind: UploadElementKind,
  listField: string,
  options: UploadHandlerOptions,
  check: (element: Record<string, unknown>, uploads: FakeUploads, call: FakeCall) => Check[],
  create: (element: Record<string, unknown>, uploads: FakeUploads, fake: BaiduFake) => object,
): FakeHandler {
  const { max, required } = batchRules[kind];
  return (call, fake): FakeAnswer => {
    const elements = Array.isArray(call.body[listField])
      ? (call.body[listField] as Record<string, unknown>[])
      : [];
    if (elements.length === 0 || elements.length > max) {
      const message = `${listField}: 1 to ${max} elements, got ${elements.length}`;
      return { failures: [{ code: code.tooMany, message, position: listField }] };
    }
    const uploads = fakeUploads(fake, call.header.userName);
    const data: object[] = [];
    const failures: BaiduFailure[] = [];
    elements.forEach((element, index) => {
      const missing = required.find((field) => element[field] === undefined || element[field] === '');
      const failure =
        (missing && { code: code.required, message: `${missing} 必填` }) ||
        options.refuse?.(kind, element) ||
        firstFailure(check(element, uploads, call));
      if (failure) failures.push({ ...failure, position: `${listField}[${index}]` });
      else data.push(create(element, uploads, fake));
    });
    return { data, failures };
  };
}

/** How many elements an add method takes a call, and the fields each must have. */
const batchRules: Record<UploadElementKind, { max: number; required: readonly string[] }> = {
  campaign: { max: 100, required: ['campaignName', 'marketingTargetId'] },
  unit: { max: 5000, required: [] },
  keyword: { max: 10_000, required: ['adgroupId', 'keyword', 'matchType', 'phraseType'] },
  creative: { max: 3000, required: [] },
  segment: { max: 100, required: [] },
};

/** Exact, phrase and smart as `matchType`/`phraseType`; no other pair is documented. */
const matchPairs = new Set(['1/1', '2/1', '2/3']);

/** The generated advertiser's answer of a get method (fake-reports.ts). */
const generated = async (path: string, call: FakeCall, fake: BaiduFake) => reportHandlers[path]!(call, fake);

export function createUploadHandlers(options: UploadHandlerOptions = {}): Record<string, FakeHandler> {
  const path = (service: string, method: string) => servicePath('search', service, method);
  const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

  /** The campaigns of the account, generated and created, by id. */
  const campaignIds = async (call: FakeCall, fake: BaiduFake) => {
    const listed = await generated(path('CampaignService', 'getCampaign'), { ...call, body: {} }, fake);
    const ids = (listed.data ?? []).map((c) => (c as { campaignId: number }).campaignId);
    return new Set([...ids, ...fakeUploads(fake, call.header.userName).campaigns.map((c) => c.campaignId)]);
  };
  /** The elements of a generated get by parent ids (idType), e.g. a campaign's units. */
  const generatedUnder = async (
    service: string,
    method: string,
    idType: number,
    parentId: number,
    call: FakeCall,
    fake: BaiduFake,
  ) =>
    ((await generated(path(service, method), { ...call, body: { ids: [parentId], idType } }, fake)).data ??
      []) as Record<string, unknown>[];

  /** A get method: the generated answer, then the created elements the ids select. */
  const getMethod =
    (
      service: string,
      method: string,
      created: (uploads: FakeUploads, body: Record<string, unknown>) => object[],
    ): FakeHandler =>
    async (call, fake) => {
      const answer = await generated(path(service, method), call, fake);
      if (answer.failures?.length) return answer;
      return {
        data: [...(answer.data ?? []), ...created(fakeUploads(fake, call.header.userName), call.body)],
      };
    };
  const byParent = <T>(
    items: T[],
    body: Record<string, unknown>,
    ids: Record<number, (item: T) => number>,
  ) => {
    const id = ids[Number(body.idType)];
    const wanted = new Set(numbers(body.ids));
    return id ? items.filter((item) => wanted.has(id(item))) : [];
  };

  return {
    // A campaign's name is unique in the account, among the generated campaigns too.
    [path('CampaignService', 'addCampaign')]: async (call, fake) => {
      const listed = await generated(path('CampaignService', 'getCampaign'), { ...call, body: {} }, fake);
      // No public source says whether Baidu compares names with or without case: the fake refuses a repeat as
      // the draft finds one (`compareKey`), the stricter reading (docs/baidu-provider.md#the-baidu-fake).
      const names = new Set(
        (listed.data ?? []).map((c) => compareKey((c as { campaignName: string }).campaignName)),
      );
      return addMethod(
        'campaign',
        'campaignTypes',
        options,
        (campaign, uploads) => {
          const name = text(campaign.campaignName).trim();
          return [
            [holdsBannedWord(name), code.bannedWord, '计划名称含有违禁词'],
            [providerByteLength(name) > 30, code.tooLong, '计划名称超过30字节'],
            [
              campaign.budget !== undefined && Number(campaign.budget) < 50,
              code.budgetTooLow,
              '计划预算低于50元',
            ],
            [
              names.has(compareKey(name)) ||
                uploads.campaigns.some((c) => compareKey(c.campaignName) === compareKey(name)),
              code.nameTaken,
              '计划名称已存在',
            ],
          ];
        },
        (campaign, uploads, fake) => {
          const created = {
            campaignId: nextId(fake),
            campaignName: text(campaign.campaignName).trim(),
            ...(campaign.budget !== undefined ? { budget: Number(campaign.budget) } : {}),
            ...(campaign.equipmentType !== undefined
              ? { equipmentType: Number(campaign.equipmentType) }
              : {}),
          };
          uploads.campaigns.push(created);
          return created;
        },
      )(call, fake);
    },
    [path('AdgroupService', 'addAdgroup')]: async (call, fake) => {
      const campaigns = await campaignIds(call, fake);
      const generatedNames = new Map<number, Set<string>>();
      for (const campaignId of new Set(
        numbers((call.body.adgroupTypes as Record<string, unknown>[] | undefined)?.map((u) => u.campaignId)),
      )) {
        const units = await generatedUnder('AdgroupService', 'getAdgroup', 3, campaignId, call, fake);
        generatedNames.set(campaignId, new Set(units.map((u) => compareKey(text(u.adgroupName)))));
      }
      return addMethod(
        'unit',
        'adgroupTypes',
        options,
        (unit, uploads) => {
          const name = text(unit.adgroupName).trim();
          const campaignId = Number(unit.campaignId);
          return [
            [!campaigns.has(campaignId), fakeUploadFailureCode.unknownParent, `计划 ${campaignId} 不存在`],
            [holdsBannedWord(name), code.bannedWord, '单元名称含有违禁词'],
            [providerByteLength(name) > 30, code.tooLong, '单元名称超过30字节'],
            [
              generatedNames.get(campaignId)?.has(compareKey(name)) ||
                uploads.units.some(
                  (u) => u.campaignId === campaignId && compareKey(u.adgroupName) === compareKey(name),
                ),
              code.nameTaken,
              '单元名称已存在',
            ],
          ];
        },
        (unit, uploads, fake) => {
          const created = {
            adgroupId: nextId(fake),
            campaignId: Number(unit.campaignId),
            adgroupName: text(unit.adgroupName).trim(),
          };
          uploads.units.push(created);
          return created;
        },
      )(call, fake);
    },
    [path('KeywordService', 'addWord')]: async (call, fake) => {
      const uploads = fakeUploads(fake, call.header.userName);
      const generatedUnits = new Map<number, Set<string>>();
      for (const adgroupId of new Set(
        numbers((call.body.keywordTypes as Record<string, unknown>[] | undefined)?.map((k) => k.adgroupId)),
      )) {
        const keywords = await generatedUnder('KeywordService', 'getWord', 5, adgroupId, call, fake);
        const units = await generatedUnder('AdgroupService', 'getAdgroup', 5, adgroupId, call, fake);
        if (units.length > 0 || uploads.units.some((u) => u.adgroupId === adgroupId)) {
          generatedUnits.set(adgroupId, new Set(keywords.map((k) => compareKey(text(k.keyword)))));
        }
      }
      return addMethod(
        'keyword',
        'keywordTypes',
        options,
        (keyword) => {
          const word = text(keyword.keyword);
          const adgroupId = Number(keyword.adgroupId);
          const known = generatedUnits.get(adgroupId);
          return [
            [!known, fakeUploadFailureCode.unknownParent, `单元 ${adgroupId} 不存在`],
            [isBannedKeyword(word) || holdsBannedWord(word), code.bannedWord, '关键词含有违禁词'],
            [providerByteLength(word.trim()) > 40, code.tooLong, '关键词超过40字节'],
            [
              !matchPairs.has(`${String(keyword.matchType)}/${String(keyword.phraseType)}`),
              code.badMatch,
              '匹配模式不合法',
            ],
            [
              !!known?.has(compareKey(word)) ||
                uploads.keywords.some(
                  (k) => k.adgroupId === adgroupId && compareKey(k.keyword) === compareKey(word),
                ),
              code.nameTaken,
              '关键词已存在',
            ],
          ];
        },
        (keyword, created, fake) => {
          const row = {
            keywordId: nextId(fake),
            adgroupId: Number(keyword.adgroupId),
            keyword: text(keyword.keyword).trim(),
            matchType: Number(keyword.matchType),
            phraseType: Number(keyword.phraseType),
            ...(keyword.pcFinalUrl !== undefined ? { pcFinalUrl: text(keyword.pcFinalUrl) } : {}),
          };
          created.keywords.push(row);
          return row;
        },
      )(call, fake);
    },
    [path('CreativeService', 'addCreative')]: async (call, fake) => {
      const uploads = fakeUploads(fake, call.header.userName);
      const units = new Set(uploads.units.map((u) => u.adgroupId));
      for (const adgroupId of new Set(
        numbers((call.body.creativeTypes as Record<string, unknown>[] | undefined)?.map((c) => c.adgroupId)),
      )) {
        if ((await generatedUnder('AdgroupService', 'getAdgroup', 5, adgroupId, call, fake)).length)
          units.add(adgroupId);
      }
      return addMethod(
        'creative',
        'creativeTypes',
        options,
        (creative) => {
          const [title, description1, description2] = [
            creative.title,
            creative.description1,
            creative.description2,
          ].map(text);
          const adgroupId = Number(creative.adgroupId);
          const [titleBytes, d1Bytes, d2Bytes] = [title, description1, description2].map(creativeByteLength);
          return [
            [!units.has(adgroupId), fakeUploadFailureCode.unknownParent, `单元 ${adgroupId} 不存在`],
            [[title, description1, description2].some(holdsBannedWord), code.bannedWord, '创意含有违禁词'],
            [titleBytes! > 50 || d1Bytes! > 80 || d2Bytes! > 80, code.tooLong, '创意文字超过长度限制'],
            [titleBytes! < 9 || d1Bytes! < 9, code.tooShort, '创意文字短于长度限制'],
            [
              uploads.creatives.some(
                (c) =>
                  c.adgroupId === adgroupId &&
                  c.title === title &&
                  c.description1 === description1 &&
                  c.description2 === description2,
              ),
              code.nameTaken,
              '创意已存在',
            ],
          ];
        },
        (creative, created, fake) => {
          const row = {
            creativeId: nextId(fake),
            adgroupId: Number(creative.adgroupId),
            title: text(creative.title),
            description1: text(creative.description1),
            description2: text(creative.description2),
          };
          created.creatives.push(row);
          return row;
        },
      )(call, fake);
    },
    [path('ImageSegmentService', 'addImageSegment')]: addMethod(
      'segment',
      'addSegmentRequestTypes',
      options,
      (segment) => [
        [!text(segment.srcImageContent), fakeUploadFailureCode.noImage, '图片内容为空'],
        [
          ((segment.desc as string[] | undefined) ?? []).some(holdsBannedWord),
          code.bannedWord,
          '图片描述含有违禁词',
        ],
      ],
      (segment, uploads, fake) => {
        const row = {
          segmentId: nextId(fake),
          desc: (segment.desc as string[] | undefined) ?? [],
          bytes: Buffer.from(text(segment.srcImageContent), 'base64').length,
        };
        uploads.segments.push(row);
        return { segmentId: row.segmentId, desc: row.desc };
      },
    ),
    [path('AdgroupImageSegmentBindService', 'addAdgroupImageSegmentBind')]: async (call, fake) => {
      const uploads = fakeUploads(fake, call.header.userName);
      const units = new Set(uploads.units.map((u) => u.adgroupId));
      const binds = (call.body.adgroupImageSegmentBindIdTypes as Record<string, unknown>[] | undefined) ?? [];
      for (const adgroupId of new Set(numbers(binds.map((b) => b.adgroupId)))) {
        if ((await generatedUnder('AdgroupService', 'getAdgroup', 5, adgroupId, call, fake)).length)
          units.add(adgroupId);
      }
      const data: object[] = [];
      const failures: BaiduFailure[] = [];
      binds.forEach((bind, index) => {
        const adgroupId = Number(bind.adgroupId);
        const segmentId = Number(bind.segmentId);
        if (!units.has(adgroupId) || !uploads.segments.some((s) => s.segmentId === segmentId)) {
          const message = `单元 ${adgroupId} 或图片 ${segmentId} 不存在`;
          failures.push({
            code: fakeUploadFailureCode.unknownParent,
            message,
            position: `adgroupImageSegmentBindIdTypes[${index}]`,
          });
        } else {
          uploads.bindings.push({ adgroupId, segmentId });
          data.push({ adgroupId, segmentId });
        }
      });
      return { data, failures };
    },

    [path('CampaignService', 'getCampaign')]: getMethod('CampaignService', 'getCampaign', (uploads, body) => {
      const ids = numbers(body.campaignIds);
      return ids.length ? uploads.campaigns.filter((c) => ids.includes(c.campaignId)) : uploads.campaigns;
    }),
    // idType 3: campaign ids, 5: unit ids.
    [path('AdgroupService', 'getAdgroup')]: getMethod('AdgroupService', 'getAdgroup', (uploads, body) =>
      byParent(uploads.units, body, { 3: (u) => u.campaignId, 5: (u) => u.adgroupId }),
    ),
    // idType 5: unit ids, 11: keyword ids.
    [path('KeywordService', 'getWord')]: getMethod('KeywordService', 'getWord', (uploads, body) =>
      byParent(uploads.keywords, body, { 5: (k) => k.adgroupId, 11: (k) => k.keywordId }),
    ),
    // idType 5: unit ids, 7: creative ids.
    [path('CreativeService', 'getCreative')]: getMethod('CreativeService', 'getCreative', (uploads, body) =>
      byParent(uploads.creatives, body, { 5: (c) => c.adgroupId, 7: (c) => c.creativeId }),
    ),
  };
}

export const uploadHandlers = createUploadHandlers();
