/**
 * The draft upload of the `baidu` provider (docs/baidu-provider.md#baidu-uploads): each item of a draft is
 * created through the search service's add method of its kind, one element a call, under its parent's id at
 * the provider, and the provider's failure of the element becomes the item's reason.
 *
 * - campaign → `CampaignService/addCampaign` (`campaignTypes`): name, marketing target (website links, 0: the
 *   field every add needs, bububa/baidu-marketing model/search/campaign/campaign.go), daily budget (RMB),
 *   pause schedule, device (`equipmentType`), bid type. The campaign's own regions are not sent: the provider
 *   wants its region codes, which the repository does not hold yet, so the account's regions apply.
 * - unit → `AdgroupService/addAdgroup` (`adgroupTypes`): campaign id and name (a draft unit has no bid).
 * - keyword → `KeywordService/addWord` (`keywordTypes`): unit id, keyword, match type, its unit's final URLs.
 * - creative → `CreativeService/addCreative` (`creativeTypes`): unit id, title, descriptions, its unit's
 *   final URLs.
 * - picture → `ImageSegmentService/addImageSegment` (the image library of the account: the picture's
 *   content in base64, its theme), then `AdgroupImageSegmentBindService/addAdgroupImageSegmentBind` to the
 *   unit of its creative: the search service shows pictures per unit, not per creative.
 */
import type { UploadRefusal } from '@adconsole/draft-rules';
import { compareKey } from '@adconsole/draft-rules';
import { fetchPicture } from './picture-fetch';
import type { Provider, ProviderAccount, UploadAnswer, UploadItem, UploadItemFields } from '../provider';
import {
  authenticationCodes,
  backOffCodes,
  BaiduCallError,
  BaiduTokenRefusedError,
  type BaiduClient,
  type BaiduFailure,
} from './protocol';

/** The campaign's marketing target: website links (营销目标 0), the console's search campaigns. */
const websiteLinks = 0;

/**
 * The item's reason for a refusal (docs/baidu-provider.md#baidu-uploads). No public source gives the meaning
 * of the provider's single business codes (901xxx: only that the family is the search service's business
 * refusals, Baidu's SEM error-code page), so an item's own refusal is `provider` with the provider's code and
 * words as the detail; refused credentials and a rate or quota the client's waits did not outlast say so,
 * for every item alike.
 */
function reasonOf(failure: BaiduFailure): UploadRefusal {
  if (authenticationCodes.has(failure.code)) return 'draftUpload.refusal.credentials';
  if (backOffCodes.has(failure.code)) return 'draftUpload.refusal.busy';
  return 'draftUpload.refusal.provider';
}

type PictureFields = Extract<UploadItemFields, { kind: 'picture' }>;

export interface BaiduUploadsOptions {
  clientFor: (account: ProviderAccount) => Promise<BaiduClient>;
  /**
   * The content of a picture of a creative; by default an uploaded picture's is fetched from its URL. The
   * provider takes pictures as content, not as addresses.
   */
  pictureContent?: (picture: PictureFields) => Promise<Buffer>;
}

/** What one add call came to: the new element's id, or the failure the provider gave for it and its reason. */
type Sent = { id: string } | { failure: BaiduFailure; reason: UploadRefusal };

/**
 * Posts one element to an add method. A refused element comes as a failure (status 1 with its `position`,
 * or status 2, which the client throws): one element a call, so the first failure is the element's. A
 * refusal of the whole call (credentials, quota) is the element's failure too: the item cannot be created.
 */
async function sendOne(
  client: BaiduClient,
  service: string,
  method: string,
  body: object,
  idField: string,
): Promise<Sent> {
  try {
    const { data, failures } = await client.call<Record<string, unknown>>('search', service, method, body);
    const id = data[0]?.[idField];
    if (failures.length === 0 && id !== undefined && id !== null) return { id: String(id) };
    const failure = failures[0] ?? { code: 0, message: `${service}/${method} answered no ${idField}` };
    return { failure, reason: reasonOf(failure) };
  } catch (error) {
    if (!(error instanceof BaiduCallError)) throw error;
    const failure = error.failures[0] ?? { code: error.status, message: error.message };
    // The OAuth host's codes (50004…) are its own: its refusal is of the credentials whatever the code.
    const credentials = error instanceof BaiduTokenRefusedError;
    return { failure, reason: credentials ? 'draftUpload.refusal.credentials' : reasonOf(failure) };
  }
}

/**
 * The provider's failure as the item's reason, with its code and words as the detail: a user reads our
 * reason, and the provider's words say what exactly it saw (which word, which limit).
 */
function refusalOf({ failure, reason }: { failure: BaiduFailure; reason: UploadRefusal }): UploadAnswer {
  return { created: false, reason, detail: `${failure.code} ${failure.message}` };
}

/** The provider's pause periods of a week (Monday = 1) where the draft's schedule does not run. */
function pausePeriods(schedule: boolean[][]) {
  const periods: { weekDay: number; startHour: number; endHour: number }[] = [];
  schedule.forEach((hours, day) => {
    let start: number | undefined;
    for (let hour = 0; hour <= hours.length; hour++) {
      const paused = hour < hours.length && !hours[hour];
      if (paused && start === undefined) start = hour;
      if (!paused && start !== undefined) {
        periods.push({ weekDay: day + 1, startHour: start, endHour: hour });
        start = undefined;
      }
    }
  });
  return periods;
}

/** The provider's match codes: exact is 1/1, phrase 2/1, smart 2/3 (`matchType`/`phraseType`). */
const matchCodes = {
  precise: { matchType: 1, phraseType: 1 },
  phrase: { matchType: 2, phraseType: 1 },
  auto: { matchType: 2, phraseType: 3 },
} as const;

const urlFields = (urls: Extract<UploadItemFields, { kind: 'keyword' }>['urls']) => ({
  pcFinalUrl: urls.pcFinalUrl,
  mobileFinalUrl: urls.mobileFinalUrl,
  ...(urls.monitorSuffix ? { pcTrackParam: urls.monitorSuffix, mobileTrackParam: urls.monitorSuffix } : {}),
});

/** How one kind of item is created, and how its namesake under the parent is found again. */
interface KindCalls {
  add(item: UploadItem, parentId: number): { service: string; method: string; body: object; idField: string };
  /** The elements under the parent with the id and what makes them namesakes. */
  find(parentId: number): { service: string; method: string; body: object; idField: string };
  /** Whether an element of the provider is the namesake of the item. */
  same(item: UploadItem, element: Record<string, unknown>): boolean;
}

function fieldsOf<K extends UploadItemFields['kind']>(item: UploadItem, kind: K) {
  if (item.fields?.kind !== kind) throw new Error(`upload item ${item.key} has no ${kind} fields`);
  return item.fields as Extract<UploadItemFields, { kind: K }>;
}

const kinds: Record<'campaign' | 'unit' | 'keyword' | 'creative', KindCalls> = {
  campaign: {
    add(item) {
      const fields = fieldsOf(item, 'campaign');
      const campaign = {
        campaignName: item.name,
        marketingTargetId: websiteLinks,
        ...(fields.budgetFen !== undefined ? { budget: fields.budgetFen / 100 } : {}),
        ...(fields.schedule ? { schedule: pausePeriods(fields.schedule) } : {}),
        // The draft's devices are the provider's codes: 1 computer, 2 mobile, 3 both.
        equipmentType: fields.device,
        campaignBidType: fields.bidMode === 2 ? 1 : 0,
      };
      const body = { campaignTypes: [campaign] };
      return { service: 'CampaignService', method: 'addCampaign', body, idField: 'campaignId' };
    },
    find: () => ({
      service: 'CampaignService',
      method: 'getCampaign',
      body: { campaignFields: ['campaignId', 'campaignName'] },
      idField: 'campaignId',
    }),
    same: (item, element) => element.campaignName === item.name,
  },
  unit: {
    add: (item, campaignId) => ({
      service: 'AdgroupService',
      method: 'addAdgroup',
      body: { adgroupTypes: [{ campaignId, adgroupName: item.name }] },
      idField: 'adgroupId',
    }),
    // idType 3: the units of campaigns.
    find: (campaignId) => ({
      service: 'AdgroupService',
      method: 'getAdgroup',
      body: { ids: [campaignId], idType: 3, adgroupFields: ['adgroupId', 'adgroupName'] },
      idField: 'adgroupId',
    }),
    same: (item, element) => element.adgroupName === item.name,
  },
  keyword: {
    add(item, adgroupId) {
      const fields = fieldsOf(item, 'keyword');
      const keyword = {
        adgroupId,
        keyword: item.name,
        ...matchCodes[fields.matchType],
        ...urlFields(fields.urls),
      };
      return {
        service: 'KeywordService',
        method: 'addWord',
        body: { keywordTypes: [keyword] },
        idField: 'keywordId',
      };
    },
    // idType 5: the keywords of units.
    find: (adgroupId) => ({
      service: 'KeywordService',
      method: 'getWord',
      body: { ids: [adgroupId], idType: 5, wordFields: ['keywordId', 'keyword'] },
      idField: 'keywordId',
    }),
    // The provider knows a keyword again whatever its case and spacing, as the draft rules do.
    same: (item, element) =>
      typeof element.keyword === 'string' && compareKey(element.keyword) === compareKey(item.name),
  },
  creative: {
    add(item, adgroupId) {
      const fields = fieldsOf(item, 'creative');
      const creative = {
        adgroupId,
        title: fields.title,
        description1: fields.description1,
        description2: fields.description2,
        ...urlFields(fields.urls),
        ...(fields.miniProgramUrl ? { miniProgramUrl: fields.miniProgramUrl } : {}),
      };
      const body = { creativeTypes: [creative] };
      return { service: 'CreativeService', method: 'addCreative', body, idField: 'creativeId' };
    },
    // idType 5: the creatives of units.
    find: (adgroupId) => ({
      service: 'CreativeService',
      method: 'getCreative',
      body: {
        ids: [adgroupId],
        idType: 5,
        creativeFields: ['creativeId', 'title', 'description1', 'description2'],
      },
      idField: 'creativeId',
    }),
    same(item, element) {
      const fields = fieldsOf(item, 'creative');
      return (
        element.title === fields.title &&
        element.description1 === fields.description1 &&
        (element.description2 ?? '') === fields.description2
      );
    },
  },
};

export function baiduUploads(options: BaiduUploadsOptions): Pick<Provider, 'createUploadItem'> {
  const pictureContent = options.pictureContent ?? ((picture: PictureFields) => fetchPicture(picture));

  /**
   * The id of the item's namesake under its parent, when the provider has one. Asked when an add answers
   * "already exists": the runner sends again the item it was sending when its process stopped
   * (docs/architecture.md#draft-upload-jobs), and the provider may have created it before the answer was
   * recorded. The provider keeps no key of ours, so its namesake is taken as that first creation: nothing
   * is created twice, and a job resumed after a crash ends as if it had not stopped.
   */
  async function namesake(client: BaiduClient, calls: KindCalls, item: UploadItem, parentId: number) {
    const find = calls.find(parentId);
    const { data } = await client.call<Record<string, unknown>>(
      'search',
      find.service,
      find.method,
      find.body,
    );
    const found = data.find((element) => calls.same(item, element));
    return found ? String(found[find.idField]) : undefined;
  }

  async function createPicture(
    client: BaiduClient,
    item: UploadItem,
    creativeId: number,
  ): Promise<UploadAnswer> {
    const picture = fieldsOf(item, 'picture');
    let content: Buffer;
    try {
      content = await pictureContent(picture);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { created: false, reason: 'draftUpload.refusal.provider', detail };
    }
    const { data } = await client.call<{ adgroupId?: number }>('search', 'CreativeService', 'getCreative', {
      ids: [creativeId],
      idType: 7,
      creativeFields: ['creativeId', 'adgroupId'],
    });
    const adgroupId = data[0]?.adgroupId;
    if (adgroupId === undefined) throw new Error(`creative ${creativeId} is not at the provider`);
    const segment = { srcImageContent: content.toString('base64'), desc: [picture.theme] };
    const added = await sendOne(
      client,
      'ImageSegmentService',
      'addImageSegment',
      { addSegmentRequestTypes: [segment] },
      'segmentId',
    );
    if ('failure' in added) return refusalOf(added);
    const bound = await sendOne(
      client,
      'AdgroupImageSegmentBindService',
      'addAdgroupImageSegmentBind',
      { adgroupImageSegmentBindIdTypes: [{ adgroupId, segmentId: Number(added.id) }] },
      'segmentId',
    );
    if ('failure' in bound) return refusalOf(bound);
    return { created: true, providerId: added.id };
  }

  return {
    async createUploadItem(account, item) {
      const client = await options.clientFor(account);
      const parentId = item.parentProviderId === undefined ? 0 : Number(item.parentProviderId);
      if (item.kind !== 'campaign' && !parentId) {
        throw new Error(`upload item ${item.key} was sent before its parent ${item.parentKey} was created`);
      }
      if (item.kind === 'picture') return createPicture(client, item, parentId);
      const calls = kinds[item.kind];
      const add = calls.add(item, parentId);
      const sent = await sendOne(client, add.service, add.method, add.body, add.idField);
      if ('id' in sent) return { created: true, providerId: sent.id };
      // The provider's code of "already exists" is in no source: any refusal of the item itself looks for
      // its namesake, which a run stopped before its answer was kept may have created.
      if (sent.reason === 'draftUpload.refusal.provider') {
        const id = await namesake(client, calls, item, parentId);
        if (id) return { created: true, providerId: id };
      }
      return refusalOf(sent);
    },
  };
}
