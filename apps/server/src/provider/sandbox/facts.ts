import type { RowsInto } from '../../stores/fact-days';
import { dayFactor, normal, randomRound, uniform } from './sql';
import type { Statement } from './structure';

const metrics = 'impression, click, cost_fen, conversion';
const inRange = 'account_id = {accountId:UInt32} AND date BETWEEN {from:Date} AND {to:Date}';

/**
 * The leaf facts of a channel (search keywords, feed creatives) for each day and device: the item's
 * expected traffic × the day's factor × its device share, with noise; clicks, cost and conversions follow
 * from its click rate, price and conversion rate.
 */
function leafFacts(
  into: RowsInto,
  target: string,
  params: string,
  id: string,
  weekdays: string,
  mobileBias: number,
): Statement {
  const args = [id, 'date', 'device'];
  return {
    sql: `INSERT INTO ${into(target)} (account_id, date, campaign_id, unit_id, ${id}, device, ${metrics})
      SELECT account_id, date, campaign_id, unit_id, ${id}, device, ${metrics} FROM (
        SELECT account_id, campaign_id, unit_id, ${id}, arrayJoin([1, 2]) AS device,
          toDate({from:Date}) + arrayJoin(range({days:UInt32})) AS date,
          expected * if(device = 1, pc_share, 1 - pc_share) * ${dayFactor(weekdays, 'date')}
            * exp(0.35 * ${normal('impression noise', ...args)}) AS expected_impression,
          ${randomRound('expected_impression', 'impression', ...args)} AS impression,
          ${randomRound(`impression * least(0.9, ctr * if(device = 2, ${mobileBias}, 1))`, 'click', ...args)} AS click,
          toUInt64(floor(click * cpc_fen * if(device = 2, 0.9, 1) * (0.8 + 0.4 * ${uniform('price', ...args)}))) AS cost_fen,
          ${randomRound('click * cvr', 'conversion', ...args)} AS conversion
        FROM ${params}
        WHERE account_id = {accountId:UInt32}
      ) WHERE impression > 0`,
  };
}

/** Where a split's totals come from: each row's `parent` is matched with the shares' `parent_id`. */
function totalsBy(into: RowsInto, table: string, keys: readonly string[], parent: string) {
  return `SELECT account_id, date, ${keys.join(', ')}, device, toUInt64(${parent}) AS parent,
      sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen, sum(conversion) AS conversion
    FROM ${into(table)} WHERE ${inRange} GROUP BY account_id, date, ${keys.join(', ')}, device`;
}

/**
 * Facts at a grain finer than the leaves' parents: the parents' totals split by the account's shares
 * (creatives of a unit, terms of a keyword, regions and hours of a campaign…). Clicks never exceed
 * impressions, cost follows clicks at the parent's price (a parent without clicks gives its parts none, so
 * its cost is divided by at least 1: older ClickHouse servers evaluate both branches of an `if`). The join
 * stands alone in its subquery, its columns named apart, and the parts are reckoned above it: older servers
 * mixed up rows when the join and these expressions shared one SELECT
 * (docs/architecture.md#clickhouse-server-fact-store).
 */
function split(
  into: RowsInto,
  target: string,
  kinds: readonly string[],
  totals: string,
  columns: Record<string, string>,
): Statement {
  const args = ['kind', 'parent', 'item_id', 'campaign_id', 'date', 'device'];
  return {
    sql: `INSERT INTO ${into(target)} (account_id, date, ${Object.keys(columns).join(', ')}, device, ${metrics})
      SELECT account_id, date, ${Object.keys(columns).join(', ')}, device, part_impression, part_click,
        part_cost_fen, part_conversion
      FROM (
        SELECT account_id, date, device,
          ${Object.entries(columns)
            .map(([column, value]) => `${value} AS ${column}`)
            .join(', ')},
          ${randomRound('impression * share', 'split impression', ...args)} AS part_impression,
          least(part_impression, ${randomRound('click * share', 'split click', ...args)}) AS part_click,
          intDiv(cost_fen * part_click, greatest(click, 1)) AS part_cost_fen,
          least(part_click, ${randomRound('conversion * share', 'split conversion', ...args)}) AS part_conversion
        FROM (
          SELECT * FROM (${totals}) AS f
          ALL INNER JOIN (
            SELECT kind, parent_id AS parent, item_id, item2_id, share FROM sandbox_shares
            WHERE account_id = {accountId:UInt32} AND kind IN (${kinds.map((k) => `'${k}'`).join(', ')})
          ) AS s USING (parent)
        )
      ) WHERE part_impression > 0`,
  };
}

const byCampaign = (into: RowsInto, table: string, parent: string) =>
  totalsBy(into, table, ['campaign_id'], parent);
const byUnit = (into: RowsInto, table: string) =>
  totalsBy(into, table, ['campaign_id', 'unit_id'], 'unit_id');
const unitColumns = { campaign_id: 'campaign_id', unit_id: 'unit_id' };
const regionColumns = { campaign_id: 'campaign_id', province_id: 'item2_id', city_id: 'item_id' };
const hourColumns = { campaign_id: 'campaign_id', hour: 'item_id' };

/**
 * The statements that load the days `from`..`to` of search facts into the tables `into` names (the facts or
 * their stage, docs/architecture.md#fact-layout), leaves first.
 */
export const searchFacts = (into: RowsInto): Statement[] => [
  leafFacts(into, 'search_keyword_daily', 'sandbox_search_keywords', 'keyword_id', 'searchWeekdays', 1.15),
  split(
    into,
    'search_term_daily',
    ['search_term'],
    `SELECT account_id, date, campaign_id, unit_id, keyword_id, device, keyword_id AS parent, ${metrics}
      FROM ${into('search_keyword_daily')} WHERE ${inRange}`,
    { ...unitColumns, keyword_id: 'keyword_id', term_id: 'item_id' },
  ),
  split(into, 'search_creative_daily', ['search_creative'], byUnit(into, 'search_unit_daily'), {
    ...unitColumns,
    creative_id: 'item_id',
  }),
  split(
    into,
    'search_region_daily',
    ['search_region'],
    byCampaign(into, 'search_unit_daily', '0'),
    regionColumns,
  ),
  split(
    into,
    'search_hour_daily',
    ['search_hour'],
    byCampaign(into, 'search_unit_daily', 'device'),
    hourColumns,
  ),
];

export const feedFacts = (into: RowsInto): Statement[] => [
  leafFacts(into, 'feed_creative_daily', 'sandbox_feed_creatives', 'creative_id', 'feedWeekdays', 1),
  split(into, 'feed_program_creative_daily', ['feed_program'], byUnit(into, 'feed_unit_daily'), {
    ...unitColumns,
    program_creative_id: 'item_id',
  }),
  split(
    into,
    'feed_audience_daily',
    ['interest', 'intention', 'crowd', 'automatic'],
    byUnit(into, 'feed_unit_daily'),
    {
      ...unitColumns,
      kind: 'kind',
      target_id: 'item_id',
    },
  ),
  split(into, 'feed_region_daily', ['feed_region'], byCampaign(into, 'feed_unit_daily', '0'), regionColumns),
  split(into, 'feed_hour_daily', ['feed_hour'], byCampaign(into, 'feed_unit_daily', 'device'), hourColumns),
];
