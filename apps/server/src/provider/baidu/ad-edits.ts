/**
 * Bulk edits, negatives and operation records of the `baidu` provider (docs/baidu-provider.md#ad-edits,
 * docs/baidu-provider.md#negative-keywords):
 *
 * - settings are read with `getWord` (keyword ids, idType 11), `getAdgroup` (unit ids, idType 5) and
 *   `getCampaign` (`campaignIds`), as many ids a call as each takes (`idCaps`), and changed with `updateWord`,
 *   `updateAdgroup` and `updateCampaign` in batches of 10,000, 5,000 and 100; a refused element is the
 *   `failures` entry whose `position` names its index, and its outcome carries "<code> <message>";
 * - negatives are the `negativeWords` (phrase) and `exactNegativeWords` (exact) fields of a unit or campaign,
 *   read through the get and written whole through the update;
 * - the campaign caps follow the account's `userLevel` (`AccountService/getAccountInfo`);
 * - operation records come from `ToolkitService/getOperationRecord`, whose enums, paging and date format no
 *   source gives: read tolerantly (see `operationRecords`).
 */
import type { EditLevel, NegativeLevel } from '@adconsole/api-client/contract';
import { createHash } from 'node:crypto';
import type {
  AdEditor,
  EditRefusal,
  Negatives,
  ObjectSettings,
  OperationRecord,
  SettingsUpdate,
  UpdateOutcome,
} from '../ad-editor';
import { asksAnotherLevel, negativeLimitsOf } from '../edit-rules';
import type { DayRange, ProviderAccount } from '../provider';
import { fen, offlineInstant } from './account-watch';
import { BaiduCallError, isAuthenticationFailure, type BaiduClient, type BaiduFailure } from './protocol';
import { chunks, idCaps } from './structure';

/** How each level is read and changed: its service, methods, list field, id and name fields, and batch size. */
const levels = {
  keyword: {
    service: 'KeywordService',
    get: 'getWord',
    update: 'updateWord',
    list: 'keywordTypes',
    idField: 'keywordId',
    nameField: 'keyword',
    bidField: 'price',
    // bububa/baidu-marketing model/search/keyword/updateWord.go: "单次请求不超过10000".
    batch: 10_000,
  },
  unit: {
    service: 'AdgroupService',
    get: 'getAdgroup',
    update: 'updateAdgroup',
    list: 'adgroupTypes',
    idField: 'adgroupId',
    nameField: 'adgroupName',
    bidField: 'maxPrice',
    // model/search/adgroup/updateAdgroup.go: "集合长度限制：[1, 5000]".
    batch: 5000,
  },
  campaign: {
    service: 'CampaignService',
    get: 'getCampaign',
    update: 'updateCampaign',
    list: 'campaignTypes',
    idField: 'campaignId',
    nameField: 'campaignName',
    bidField: undefined,
    // model/search/campaign/updateCampaign.go: "集合长度限制：[1, 100]".
    batch: 100,
  },
} as const;

/**
 * Refusal codes whose meaning a third-party source gives (UNATTRIBUTED regression tests and a SEM tool's
 * script, docs/baidu-provider.md#negative-keywords): more than 200 negatives, a word too long. Any other code
 * is the provider's refusal with its own words.
 */
const negativeCodes: Readonly<Record<number, EditRefusal['reason']>> = {
  901251: 'tooManyNegatives',
  901252: 'tooManyNegatives',
  901253: 'wordTooLong',
  901254: 'wordTooLong',
};

const detailOf = (failure: BaiduFailure) => `${failure.code} ${failure.message}`;

/** The index of a batch's element a failure names (`keywordTypes[2]`, or a bare number). */
function positionIndex(position: string | undefined): number | undefined {
  const match = /(?:\[(\d+)\]|^(\d+)$)/.exec(position?.trim() ?? '');
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/**
 * An update call's failure of each element, by index. A call whose every element failed (status 2) comes as a
 * thrown `BaiduCallError` with positions: read alike, an element it does not name failing with the first
 * failure. Refused credentials, and a refusal that names no element (rate, quota, a malformed call), are
 * thrown: the call failed as a whole.
 */
async function sendUpdate(
  client: BaiduClient,
  service: string,
  method: string,
  body: object,
): Promise<(index: number) => BaiduFailure | undefined> {
  let failures: BaiduFailure[];
  let allFailed = false;
  try {
    failures = (await client.call('search', service, method, body)).failures;
  } catch (error) {
    if (!(error instanceof BaiduCallError) || isAuthenticationFailure(error)) throw error;
    if (!error.failures.some((failure) => positionIndex(failure.position) !== undefined)) throw error;
    failures = error.failures;
    allFailed = true;
  }
  const byIndex = new Map<number, BaiduFailure>();
  for (const failure of failures) {
    const index = positionIndex(failure.position);
    if (index !== undefined && !byIndex.has(index)) byIndex.set(index, failure);
  }
  return (index) => byIndex.get(index) ?? (allFailed ? failures[0] : undefined);
}

type Row = Record<string, unknown>;

const idOf = (value: unknown) => Number(value);
const words = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * A record's time: epoch seconds or ms, or a Beijing-time text (`2026-11-20 14:03:00`, or only the day). No
 * source gives the format: a time none of these reads leaves the record out.
 */
function recordTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value > 1e11 ? value : value * 1000;
  const text = String(value ?? '').trim();
  if (/^\d{10,13}$/.test(text)) return recordTime(Number(text));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return offlineInstant(`${text} 00:00:00`);
  return offlineInstant(text);
}

/**
 * A record's level in the provider's words, when it gives words: no source gives the numbers of `optLevel`,
 * so a number (or any other word) is `account`.
 */
function recordLevel(value: unknown): OperationRecord['level'] {
  const text = String(value ?? '').toLowerCase();
  if (/keyword|关键词/.test(text)) return 'keyword';
  if (/creative|idea|创意/.test(text)) return 'creative';
  if (/adgroup|unit|单元/.test(text)) return 'unit';
  if (/campaign|plan|计划/.test(text)) return 'campaign';
  return 'account';
}

const optionalText = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/** The fields of a record that make its key. */
const recordFields = [
  'optTime',
  'planId',
  'unitId',
  'optLevel',
  'optType',
  'optContent',
  'optObj',
  'oldValue',
  'newValue',
] as const;

/** A record of `getOperationRecord` as ours; none when its time cannot be read. */
function recordOf(row: Record<string, unknown>, key: string): OperationRecord | undefined {
  const time = recordTime(row.optTime);
  if (time === undefined) return undefined;
  const campaignId = Number(row.planId);
  const unitId = Number(row.unitId);
  return {
    time,
    level: recordLevel(row.optLevel),
    ...(campaignId > 0 ? { campaignId } : {}),
    ...(unitId > 0 ? { unitId } : {}),
    objectName: String(row.optObj ?? ''),
    // What changed: its text, or its type's number when it gives no text.
    field: String(row.optContent ?? row.optType ?? ''),
    oldValue: optionalText(row.oldValue),
    newValue: optionalText(row.newValue),
    key,
  };
}

/** Pages of operation records read at most: a guard should `offset` not page the way it is read here. */
const maxRecordPages = 100;

export interface BaiduAdEditsOptions {
  clientFor: (account: ProviderAccount) => Promise<BaiduClient>;
}

export function baiduAdEdits({ clientFor }: BaiduAdEditsOptions): AdEditor {
  /** The elements of these ids, as many ids a call as the get takes, with the fields asked. */
  async function getByIds(client: BaiduClient, level: EditLevel, ids: readonly number[], fields: string[]) {
    const spec = levels[level];
    const rows: Row[] = [];
    const unique = [...new Set(ids)];
    if (level === 'campaign') {
      for (const list of chunks(unique, idCaps.getCampaign)) {
        const body = { campaignIds: list, campaignFields: fields };
        rows.push(...(await client.call<Row>('search', spec.service, spec.get, body)).data);
      }
      return rows;
    }
    const [idType, cap, fieldsName] =
      level === 'unit' ? [5, idCaps.getAdgroup[5], 'adgroupFields'] : [11, idCaps.getWord[11], 'wordFields'];
    for (const list of chunks(unique, cap)) {
      const body = { ids: list, idType, [fieldsName]: fields };
      rows.push(...(await client.call<Row>('search', spec.service, spec.get, body)).data);
    }
    return rows;
  }

  async function readSettings(account: ProviderAccount, level: EditLevel, ids: readonly number[]) {
    const spec = levels[level];
    const fields = [
      spec.idField,
      spec.nameField,
      'pause',
      ...(level === 'campaign' ? ['budget'] : ['campaignId', spec.bidField!]),
      ...(level === 'keyword' ? ['adgroupId'] : []),
    ];
    const rows = await getByIds(await clientFor(account), level, ids, fields);
    const byId = new Map(rows.map((row) => [idOf(row[spec.idField]), row]));
    return ids.flatMap((id): ObjectSettings[] => {
      const row = byId.get(id);
      if (!row) return [];
      // A keyword on its unit's bid answers no price (model/search/keyword/keyword.go).
      const bidFen = spec.bidField ? fen(row[spec.bidField]) : 0;
      // No source says how a campaign without a limit answers its budget: absent, null or 0 read as none.
      const budget = level === 'campaign' ? fen(row.budget) : 0;
      return [
        {
          id,
          level,
          name: String(row[spec.nameField] ?? ''),
          campaignId: level === 'campaign' ? id : idOf(row.campaignId),
          ...(level === 'keyword' ? { unitId: idOf(row.adgroupId) } : {}),
          paused: row.pause === true,
          ...(bidFen > 0 ? { bidFen } : {}),
          ...(budget > 0 ? { budgetFen: budget } : {}),
        },
      ];
    });
  }

  /** An update's element: only what changes, in yuan. */
  function element(level: EditLevel, update: SettingsUpdate): Row {
    const spec = levels[level];
    return {
      [spec.idField]: update.id,
      ...(update.paused !== undefined ? { pause: update.paused } : {}),
      ...(update.bidFen !== undefined && spec.bidField ? { [spec.bidField]: update.bidFen / 100 } : {}),
      ...(update.budgetFen !== undefined ? { budget: update.budgetFen / 100 } : {}),
    };
  }

  async function writeOne(account: ProviderAccount, level: NegativeLevel, row: Row) {
    const spec = levels[level];
    const failureOf = await sendUpdate(await clientFor(account), spec.service, spec.update, {
      [spec.list]: [row],
    });
    return failureOf(0);
  }

  return {
    readSettings,

    async updateSettings(account, level, updates): Promise<UpdateOutcome[]> {
      const spec = levels[level];
      const client = await clientFor(account);
      const answered = new Map<SettingsUpdate, UpdateOutcome>();
      const sent = updates.filter((update) => !asksAnotherLevel(level, update));
      for (const batch of chunks(sent, spec.batch)) {
        const body = { [spec.list]: batch.map((update) => element(level, update)) };
        const failureOf = await sendUpdate(client, spec.service, spec.update, body);
        batch.forEach((update, index) => {
          const failure = failureOf(index);
          answered.set(
            update,
            failure
              ? { id: update.id, ok: false, reason: 'providerRefused', detail: detailOf(failure) }
              : { id: update.id, ok: true },
          );
        });
      }
      return updates.map(
        (update): UpdateOutcome =>
          answered.get(update) ?? { id: update.id, ok: false, reason: 'providerRefused' },
      );
    },

    async readNegatives(account, level, id) {
      const spec = levels[level];
      const [row] = await getByIds(
        await clientFor(account),
        level,
        [id],
        [spec.idField, 'negativeWords', 'exactNegativeWords'],
      );
      if (!row || idOf(row[spec.idField]) !== id) return null;
      return { phrase: words(row.negativeWords), exact: words(row.exactNegativeWords) } satisfies Negatives;
    },

    async writeNegatives(account, level, id, lists) {
      // Both lists go whole: the update replaces a list it is given (docs/baidu-provider.md#negative-keywords).
      const failure = await writeOne(account, level, {
        [levels[level].idField]: id,
        negativeWords: lists.phrase,
        exactNegativeWords: lists.exact,
      });
      if (!failure) return { ok: true };
      return {
        ok: false,
        reason: negativeCodes[failure.code] ?? 'providerRefused',
        detail: detailOf(failure),
      };
    },

    async negativeLimits(account) {
      const client = await clientFor(account);
      const { data } = await client.call<Row>('search', 'AccountService', 'getAccountInfo', {
        accountFields: ['userLevel'],
      });
      return negativeLimitsOf(data[0]?.userLevel);
    },

    /**
     * The records of the days, `startDate`/`endDate` as the report service takes days (yyyy-MM-dd; a guess),
     * paged by `offset` as a count of records already read (a guess) until a page answers nothing or nothing
     * new. The key is a hash of the record's fields, with its rank among identical ones.
     */
    async operationRecords(account, days: DayRange) {
      const client = await clientFor(account);
      const records: OperationRecord[] = [];
      const keys = new Set<string>();
      let offset = 0;
      for (let page = 0; page < maxRecordPages; page++) {
        const { data } = await client.call<Row>('search', 'ToolkitService', 'getOperationRecord', {
          startDate: days.from,
          endDate: days.to,
          offset,
        });
        const ranks = new Map<string, number>();
        const keyed = data.map((row) => {
          const fields = recordFields.map((field) => String(row[field] ?? ''));
          const hash = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);
          const rank = (ranks.get(hash) ?? 0) + 1;
          ranks.set(hash, rank);
          return { row, key: rank === 1 ? `baidu:${hash}` : `baidu:${hash}:${rank}` };
        });
        // A page that only repeats what was read (an offset read as a page number, or not read) ends it too.
        const fresh = keyed.filter(({ key }) => !keys.has(key));
        if (fresh.length === 0) break;
        for (const { row, key } of fresh) {
          keys.add(key);
          const record = recordOf(row, key);
          if (record) records.push(record);
        }
        offset += data.length;
      }
      return records.sort((a, b) => a.time - b.time);
    },
  };
}
