/**
 * What the sandbox answers the alerts (docs/requirements.md#alerts): an account's balance as the console shows
 * it, offline once it runs out, campaign budgets that some days run out in the afternoon, and today's traffic
 * so far. Every choice is a hash of the account number and the day, so the same moment always answers the same.
 */
import { addCalendarDays, providerDayStart, providerToday } from '@adconsole/date-range-rules';
import type { EntityStore } from '../../stores/entity-store';
import type { FactStore } from '../../stores/fact-store';
import type { AccountWatch, BudgetOffline, MetricSums } from '../provider';
import { textHash } from './sandbox-provider';

const hourMs = 3_600_000;
/**
 * A uniform number in [0, 1) for a text. FNV-1a alone barely moves its high bits when only the end of the text
 * changes (the day), so its hash is mixed once more (MurmurHash3's finalizer).
 */
export function uniform(text: string): number {
  let hash = textHash(text);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

/** Each campaign's cost over some days, by channel: search and feed campaigns number their ids apart. */
const campaignCostsSql = `SELECT c.account_id AS accountId, c.channel AS channel, c.campaign_id AS campaignId,
    c.campaign_name AS name, sum(f.cost_fen) AS fen
  FROM (
    SELECT 'search' AS channel, account_id, campaign_id, cost_fen FROM search_unit_daily
      WHERE date BETWEEN {from:Date} AND {to:Date}
    UNION ALL
    SELECT 'feed' AS channel, account_id, campaign_id, cost_fen FROM feed_unit_daily
      WHERE date BETWEEN {from:Date} AND {to:Date}
  ) AS f
  INNER JOIN (
    SELECT 'search' AS channel, account_id, campaign_id, campaign_name FROM search_campaigns FINAL
    UNION ALL
    SELECT 'feed' AS channel, account_id, campaign_id, campaign_name FROM feed_campaigns FINAL
  ) AS c ON c.channel = f.channel AND c.account_id = f.account_id AND c.campaign_id = f.campaign_id
  GROUP BY c.account_id, c.channel, c.campaign_id, c.campaign_name`;

const hoursSql = `SELECT account_id AS accountId, sum(impression) AS impression, sum(click) AS click,
    sum(cost_fen) AS costFen, sum(conversion) AS conversion
  FROM (
    SELECT account_id, impression, click, cost_fen, conversion FROM search_hour_daily
      WHERE date = {day:Date} AND hour < {hours:UInt8}
    UNION ALL
    SELECT account_id, impression, click, cost_fen, conversion FROM feed_hour_daily
      WHERE date = {day:Date} AND hour < {hours:UInt8}
  ) GROUP BY account_id`;

interface CampaignCost {
  channel: string;
  campaignId: number;
  name: string;
  /** Average daily cost over the last 7 days. */
  dailyFen: number;
}

/**
 * Answers read the facts of every account at once and keep them until the key (the day, the hour) changes
 * or a sync writes facts: one evaluation of many rules asks each account in turn.
 */
function memo<T>(facts: FactStore, load: (key: string) => Promise<T>) {
  let kept: { key: string; value: Promise<T> } | undefined;
  facts.afterWrites(() => (kept = undefined));
  return (key: string) => {
    if (kept?.key !== key) kept = { key, value: load(key) };
    return kept.value;
  };
}

export function sandboxWatch(entities: EntityStore, facts: FactStore): AccountWatch {
  const campaignCosts = memo(facts, async (yesterday) => {
    const rows = await facts.query<{
      accountId: number;
      channel: string;
      campaignId: number;
      name: string;
      fen: number;
    }>(campaignCostsSql, { from: addCalendarDays(yesterday, -6), to: yesterday });
    const byAccount = new Map<number, CampaignCost[]>();
    for (const row of rows) {
      const list = byAccount.get(Number(row.accountId)) ?? [];
      list.push({
        channel: row.channel,
        campaignId: Number(row.campaignId),
        name: row.name,
        dailyFen: Number(row.fen) / 7,
      });
      byAccount.set(Number(row.accountId), list);
    }
    return byAccount;
  });
  const lastWeekHours = memo(facts, async (key) => {
    const [day, hours] = key.split(' ');
    const rows = await facts.query<MetricSums & { accountId: number }>(hoursSql, {
      day,
      hours: Number(hours),
    });
    return new Map(
      rows.map((row) => [
        Number(row.accountId),
        {
          impression: Number(row.impression),
          click: Number(row.click),
          costFen: Number(row.costFen),
          conversion: Number(row.conversion),
        },
      ]),
    );
  });

  return {
    async accountStatus(account, now) {
      const { balance_fen } = await entities.db
        .selectFrom('provider_accounts')
        .select('balance_fen')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      const balanceFen = Number(balance_fen);
      const today = providerToday(now);
      // A budget 10–60 % above the campaign's usual day; about one campaign in seven reaches it on a given
      // day, between 10:00 and 22:00.
      const budgetOfflines: BudgetOffline[] = [];
      for (const campaign of (await campaignCosts(addCalendarDays(today, -1))).get(account.id) ?? []) {
        const tag = `${account.accountNo}:${campaign.channel}:${campaign.campaignId}`;
        if (campaign.dailyFen <= 0 || uniform(`${tag}@${today}`) >= 1 / 7) continue;
        const at = providerDayStart(today) + Math.floor((10 + 12 * uniform(`${tag}@${today} at`)) * hourMs);
        if (at > now) continue;
        const budgetFen = Math.ceil((campaign.dailyFen * (1.1 + 0.5 * uniform(tag))) / 100) * 100;
        budgetOfflines.push({ campaignId: campaign.campaignId, campaignName: campaign.name, budgetFen, at });
      }
      budgetOfflines.sort((a, b) => a.at - b.at);
      return { balanceFen, outOfBalance: balanceFen <= 0, offline: balanceFen <= 0, budgetOfflines };
    },

    async todaySoFar(account, now, hours) {
      // Last week's same hours, with today's own luck (±20 %).
      const today = providerToday(now);
      const week = (await lastWeekHours(`${addCalendarDays(today, -7)} ${hours}`)).get(account.id);
      const luck = 0.8 + 0.4 * uniform(`${account.accountNo}@${today} luck`);
      const scaled = (value = 0) => Math.round(value * luck);
      return {
        impression: scaled(week?.impression),
        click: scaled(week?.click),
        costFen: scaled(week?.costFen),
        conversion: scaled(week?.conversion),
      };
    },
  };
}
