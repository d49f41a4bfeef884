/**
 * What the sandbox answers bulk edits and negatives (docs/baidu-provider.md#ad-edits): its objects' names and
 * campaigns come from the generated dimension tables, their bid, budget, status and negatives from
 * `sandbox_ad_settings` once changed, and otherwise from defaults drawn from a hash of the account and the id,
 * so an object never changed always answers the same. It refuses by the provider's rules (edit-rules.ts), and
 * its operation records are a few changes "made elsewhere" on every third day.
 */
import type { EditLevel, NegativeLevel } from '@adconsole/api-client/contract';
import { addCalendarDays, daysInRange, providerDayStart } from '@adconsole/date-range-rules';
import type { EntityStore } from '../../stores/entity-store';
import type { FactStore } from '../../stores/fact-store';
import type {
  AdEditor,
  Negatives,
  ObjectSettings,
  OperationRecord,
  SettingsUpdate,
  UpdateOutcome,
} from '../ad-editor';
import {
  asksAnotherLevel,
  bidRefusal,
  budgetRefusal,
  negativeLimitsOf,
  negativesRefusal,
} from '../edit-rules';
import type { ProviderAccount } from '../provider';
import { uniform } from './sandbox-watch';
import { searchTermSuffixes } from './vocabulary';

/** Sandbox accounts are one-star accounts (`userLevel` 3): campaigns hold 200 phrase and 400 exact negatives. */
const sandboxUserLevel = 3;

const hourMs = 3_600_000;

/** The dimension of each level: its id, name, campaign and status (keywords have no status column). */
const dimensionSql: Record<EditLevel, string> = {
  campaign: `SELECT campaign_id AS id, campaign_name AS name, campaign_id AS campaignId, 0 AS unitId, status
    FROM search_campaigns FINAL WHERE account_id = {accountId:UInt32} AND campaign_id IN (SELECT arrayJoin({ids:Array(UInt64)}))`,
  unit: `SELECT unit_id AS id, unit_name AS name, campaign_id AS campaignId, 0 AS unitId, status
    FROM search_units FINAL WHERE account_id = {accountId:UInt32} AND unit_id IN (SELECT arrayJoin({ids:Array(UInt64)}))`,
  keyword: `SELECT keyword_id AS id, keyword AS name, campaign_id AS campaignId, unit_id AS unitId, 0 AS status
    FROM search_keywords FINAL WHERE account_id = {accountId:UInt32} AND keyword_id IN (SELECT arrayJoin({ids:Array(UInt64)}))`,
};

/** The settings of an object as stored: what `ObjectSettings` has beyond its place in the account. */
type Values = Pick<ObjectSettings, 'paused' | 'bidFen' | 'budgetFen'>;

interface Dimension {
  id: number;
  name: string;
  campaignId: number;
}

/**
 * An object's settings before anything changed them: a keyword's bid 0.30–9.99 yuan (a quarter take their
 * unit's), one keyword in twenty paused; a unit's bid 0.50–5.00 yuan; a campaign's budget 300–5,000 yuan in
 * steps of 50 (a quarter have none); units and campaigns paused as the dimension says.
 */
function defaultValues(
  account: ProviderAccount,
  level: EditLevel,
  id: number,
  dimensionPaused: boolean,
): Values {
  const draw = (what: string) => uniform(`${account.accountNo}|${level}|${id}|${what}`);
  if (level === 'keyword') {
    return {
      paused: draw('paused') < 0.05,
      ...(draw('own bid') < 0.25 ? {} : { bidFen: 30 + Math.floor(draw('bid') * 970) }),
    };
  }
  if (level === 'unit') return { paused: dimensionPaused, bidFen: 50 + Math.floor(draw('bid') * 451) };
  return {
    paused: dimensionPaused,
    ...(draw('limited') < 0.25 ? {} : { budgetFen: (300 + 50 * Math.floor(draw('budget') * 95)) * 100 }),
  };
}

/**
 * A unit's or campaign's lists before anything wrote them: a couple of the words search terms end in, and
 * 免费 at both levels, so a new negative that repeats one is seen.
 */
function defaultNegatives(account: ProviderAccount, level: NegativeLevel, id: number): Negatives {
  const suffixes = searchTermSuffixes.filter(Boolean);
  const pick = (what: string) =>
    suffixes[Math.floor(uniform(`${account.accountNo}|${level}|${id}|${what}`) * suffixes.length)]!;
  return level === 'unit'
    ? { phrase: ['免费', pick('phrase')], exact: [`${pick('exact')}招聘`] }
    : { phrase: ['免费', '兼职'], exact: [`${pick('exact')}二手`] };
}

export interface SandboxEditsOptions {
  /** Operation records after this instant are not made yet. */
  now: () => number;
}

export function sandboxEdits(
  entities: EntityStore,
  facts: FactStore,
  options: SandboxEditsOptions,
): AdEditor {
  const db = entities.db;

  async function dimensions(account: ProviderAccount, level: EditLevel, ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await facts.query<{
      id: number;
      name: string;
      campaignId: number;
      unitId: number;
      status: number;
    }>(dimensionSql[level], { accountId: account.id, ids: [...new Set(ids)] });
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      campaignId: Number(row.campaignId),
      unitId: Number(row.unitId),
      paused: Number(row.status) === 1,
    }));
  }

  async function stored(account: ProviderAccount, level: EditLevel, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { settings: string | null; negatives: string | null }>();
    const rows = await db
      .selectFrom('sandbox_ad_settings')
      .select(['object_id', 'settings', 'negatives'])
      .where('account_id', '=', account.id)
      .where('level', '=', level)
      .where('object_id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [Number(row.object_id), row]));
  }

  async function readSettings(account: ProviderAccount, level: EditLevel, ids: readonly number[]) {
    const [found, kept] = await Promise.all([dimensions(account, level, ids), stored(account, level, ids)]);
    const byId = new Map(found.map((dimension) => [dimension.id, dimension]));
    return ids.flatMap((id): ObjectSettings[] => {
      const dimension = byId.get(id);
      if (!dimension) return [];
      const settings = kept.get(id)?.settings;
      const values = settings
        ? (JSON.parse(settings) as Values)
        : defaultValues(account, level, id, dimension.paused);
      const unit = level === 'keyword' ? { unitId: dimension.unitId } : {};
      return [{ id, level, name: dimension.name, campaignId: dimension.campaignId, ...unit, ...values }];
    });
  }

  async function save(
    account: ProviderAccount,
    level: EditLevel,
    id: number,
    column: 'settings' | 'negatives',
    value: string,
  ) {
    await db
      .insertInto('sandbox_ad_settings')
      .values({
        account_id: account.id,
        level,
        object_id: id,
        settings: null,
        negatives: null,
        [column]: value,
      })
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'level', 'object_id']).doUpdateSet({ [column]: value }),
      )
      .execute();
  }

  /** The refusal of one update of an object as it is now, whose campaign has this budget. */
  function refusalOf(level: EditLevel, update: SettingsUpdate, campaignBudgetFen: number | undefined) {
    if (asksAnotherLevel(level, update)) return 'providerRefused' as const;
    if (update.bidFen !== undefined) return bidRefusal(update.bidFen, campaignBudgetFen);
    if (update.budgetFen !== undefined) return budgetRefusal(update.budgetFen);
    return undefined;
  }

  async function negativesTarget(account: ProviderAccount, level: NegativeLevel, id: number) {
    const [dimension] = await dimensions(account, level, [id]);
    return dimension;
  }

  return {
    readSettings,

    async updateSettings(account, level, updates): Promise<UpdateOutcome[]> {
      const ids = updates.map((update) => update.id);
      const current = new Map((await readSettings(account, level, ids)).map((object) => [object.id, object]));
      const campaigns =
        level === 'campaign'
          ? current
          : new Map(
              (
                await readSettings(account, 'campaign', [
                  ...new Set([...current.values()].map((o) => o.campaignId)),
                ])
              ).map((campaign) => [campaign.id, campaign]),
            );
      const outcomes: UpdateOutcome[] = [];
      for (const update of updates) {
        const object = current.get(update.id);
        if (!object) {
          outcomes.push({ id: update.id, ok: false, reason: 'unknownObject' });
          continue;
        }
        const reason = refusalOf(level, update, campaigns.get(object.campaignId)?.budgetFen);
        if (reason) {
          outcomes.push({ id: update.id, ok: false, reason });
          continue;
        }
        const bidFen = update.bidFen ?? object.bidFen;
        const budgetFen = update.budgetFen ?? object.budgetFen;
        const values: Values = {
          paused: update.paused ?? object.paused,
          ...(bidFen !== undefined && { bidFen }),
          ...(budgetFen !== undefined && { budgetFen }),
        };
        await save(account, level, update.id, 'settings', JSON.stringify(values));
        current.set(update.id, { ...object, ...values });
        outcomes.push({ id: update.id, ok: true });
      }
      return outcomes;
    },

    async readNegatives(account, level, id) {
      if (!(await negativesTarget(account, level, id))) return null;
      const negatives = (await stored(account, level, [id])).get(id)?.negatives;
      return negatives ? (JSON.parse(negatives) as Negatives) : defaultNegatives(account, level, id);
    },

    async writeNegatives(account, level, id, lists) {
      if (!(await negativesTarget(account, level, id))) return { ok: false, reason: 'unknownObject' };
      const reason = negativesRefusal(lists, negativeLimitsOf(sandboxUserLevel)[level]);
      if (reason) return { ok: false, reason };
      await save(
        account,
        level,
        id,
        'negatives',
        JSON.stringify({ phrase: lists.phrase, exact: lists.exact }),
      );
      return { ok: true };
    },

    negativeLimits: () => Promise.resolve(negativeLimitsOf(sandboxUserLevel)),

    async operationRecords(account, { from, to }) {
      const [campaigns, units] = await Promise.all([
        facts.query<Dimension>(
          `SELECT campaign_id AS id, campaign_name AS name, campaign_id AS campaignId FROM search_campaigns FINAL
            WHERE account_id = {accountId:UInt32} ORDER BY campaign_id`,
          { accountId: account.id },
        ),
        facts.query<Dimension>(
          `SELECT unit_id AS id, unit_name AS name, campaign_id AS campaignId FROM search_units FINAL
            WHERE account_id = {accountId:UInt32} ORDER BY unit_id`,
          { accountId: account.id },
        ),
      ]);
      if (campaigns.length === 0) return [];
      const records: OperationRecord[] = [];
      const now = options.now();
      for (let d = 0; d < daysInRange(from, to); d++) {
        const day = addCalendarDays(from, d);
        const dayStart = providerDayStart(day);
        // Every third day of the calendar (not of the range), so any range shows the same days.
        if (Math.round(dayStart / (24 * hourMs)) % 3 !== 0) continue;
        const draw = (what: string) => uniform(`${account.accountNo}|${day}|${what}`);
        const time =
          dayStart + (9 + Math.floor(draw('hour') * 9)) * hourMs + Math.floor(draw('minute') * 60) * 60_000;
        if (time > now) continue;
        const onUnit = units.length > 0 && draw('level') < 0.5;
        const list = onUnit ? units : campaigns;
        const object = list[Math.floor(draw('object') * list.length)]!;
        const [before, after] = onUnit
          ? [50 + Math.floor(draw('old') * 451), 50 + Math.floor(draw('new') * 451)]
          : [
              (300 + 50 * Math.floor(draw('old') * 95)) * 100,
              (300 + 50 * Math.floor(draw('new') * 95)) * 100,
            ];
        records.push({
          time,
          level: onUnit ? 'unit' : 'campaign',
          campaignId: Number(object.campaignId),
          ...(onUnit ? { unitId: Number(object.id) } : {}),
          objectName: object.name,
          // In the provider's words, as its own console would write them.
          field: onUnit ? '单元出价' : '计划预算',
          oldValue: (before / 100).toFixed(2),
          newValue: (after / 100).toFixed(2),
          key: `sandbox:${day}:${onUnit ? 'unit' : 'campaign'}:${Number(object.id)}`,
        });
      }
      return records;
    },
  };
}
