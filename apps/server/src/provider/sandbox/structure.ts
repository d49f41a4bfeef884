import type { AccountSize } from './profiles';
import { fill, normal, pick, qualityCode, seed, status, uniform } from './sql';
import { hourCurves } from './vocabulary';

/** One generator statement and the parameters it binds beyond the account's own. */
export interface Statement {
  sql: string;
  params?: Record<string, unknown>;
}

/**
 * Index arithmetic of the generated tree: the n-th unit belongs to campaign n / unitsPerCampaign, the n-th
 * keyword to unit n / keywordsPerUnit; ids are indexes + 1.
 */
const unitProduct = (unitIndex: string) => pick('products', 'unit product', unitIndex);

/** A picture for a feed creative: a coloured card naming the product, inline so it shows offline too. */
function materialUrl(id: string, product: string): string {
  const svg = `concat('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="150"><rect width="240" height="150" fill="hsl(', toString(cityHash64(${seed}, 'hue', ${id}) % 360), ',55%,52%)"/><text x="120" y="84" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">', ${product}, '</text></svg>')`;
  return `concat('data:image/svg+xml;charset=utf-8,', ${encodeUrlComponent(svg)})`;
}

/**
 * `encodeURLComponent` of newer ClickHouse, spelled with functions older servers have too
 * (docs/architecture.md#clickhouse-server-fact-store): every character but letters, digits and `-._~` as
 * `%XX` per UTF-8 byte.
 */
function encodeUrlComponent(text: string): string {
  return `arrayStringConcat(arrayMap(c -> if(match(c, '^[A-Za-z0-9._~-]$'), c, replaceRegexpAll(hex(c), '(..)', '%\\\\1')),
    extractAll(${text}, '.')))`;
}

/**
 * Splits of a parent's traffic over items: `weight` per item (an SQL expression), normalized per parent and
 * scaled by `total` (a parent-level expression; below 1 when only part of the traffic is itemised). A parent's
 * items are gathered in an array and its weights summed beside them, rather than summed by a window function,
 * which older ClickHouse servers lack (docs/architecture.md#clickhouse-server-fact-store).
 */
function shares(kind: string, source: string, weight: string, total: string, label = "''") {
  return `INSERT INTO sandbox_shares
    SELECT {accountId:UInt32}, '${kind}', parent_id, item.1, item.2, item.3 / weights * ${total}, item.4
    FROM (
      SELECT parent_id, groupArray((item_id, item2_id, ${weight}, ${label})) AS items, sum(${weight}) AS weights
      FROM (${source}) GROUP BY parent_id
    )
    ARRAY JOIN items AS item`;
}

/**
 * `count` rows numbered 0…count-1 as `number`, each with its `rank` 1…count in the order of `key` (an SQL
 * expression of `number`): an array sorted, not a window function (see `shares`).
 */
function ranked(count: number, key: string) {
  return `SELECT number, rank FROM (SELECT arraySort(number -> ${key}, range(${count})) AS sorted)
    ARRAY JOIN sorted AS number, arrayEnumerate(sorted) AS rank`;
}

export function searchStructure(size: AccountSize['search']): Statement[] {
  const { campaigns, unitsPerCampaign: perCampaign, keywordsPerUnit: perUnit, creativesPerUnit } = size;
  const units = campaigns * perCampaign;
  const keywords = units * perUnit;
  // Zipf: the keyword of rank r expects scale / r^zipf impressions a day, so all of them sum to dailyImpressions.
  let harmonic = 0;
  for (let rank = 1; rank <= keywords; rank++) harmonic += rank ** -size.zipf;
  return [
    {
      sql: `INSERT INTO search_campaigns
        SELECT {accountId:UInt32}, number + 1,
          concat(arrayElement({themes:Array(String)}, 1 + number % length({themes:Array(String)})), '-',
            ${pick('products', 'campaign product', 'number')}),
          ${status('campaign status', 'number', 8)}
        FROM numbers(${campaigns})`,
    },
    {
      sql: `INSERT INTO search_units
        SELECT {accountId:UInt32}, number + 1, intDiv(number, ${perCampaign}) + 1,
          concat(${unitProduct('number')}, '-', ${pick('unitThemes', 'unit theme', 'number')}),
          ${status('unit status', 'number', 10)}
        FROM numbers(${units})`,
    },
    {
      sql: `INSERT INTO sandbox_search_keywords
        SELECT {accountId:UInt32}, number + 1, intDiv(number, ${perCampaign * perUnit}) + 1,
          intDiv(number, ${perUnit}) + 1, product,
          concat(if(${uniform('prefix?', 'number')} < 0.35, ${pick('prefixes', 'prefix', 'number')}, ''), product,
            ${pick('suffixes', 'suffix', 'number')}),
          {scale:Float64} * pow(rank, -{zipf:Float64}),
          greatest(0.05, least(0.9, 0.38 + 0.12 * ${normal('pc share', 'number')})),
          0.008 + 0.07 * pow(${uniform('ctr', 'number')}, 2),
          60 + 1400 * pow(${uniform('cpc', 'number')}, 1.6),
          0.01 + 0.12 * pow(${uniform('cvr', 'number')}, 2),
          rank
        FROM (
          SELECT number, ${unitProduct(`intDiv(number, ${perUnit})`)} AS product, rank
          FROM (${ranked(keywords, `cityHash64(${seed}, 'rank', number)`)})
        )`,
      params: { scale: size.dailyImpressions / harmonic, zipf: size.zipf },
    },
    {
      sql: `INSERT INTO search_keywords
        SELECT account_id, keyword_id, campaign_id, unit_id, keyword,
          multiIf(${uniform('match', 'keyword_id')} < 0.5, 48, ${uniform('match', 'keyword_id')} < 0.8, 17, 0),
          ${qualityCode('landing', 'keyword_id')}, ${qualityCode('relevance', 'keyword_id')},
          ${qualityCode('click rate', 'keyword_id')}
        FROM sandbox_search_keywords WHERE account_id = {accountId:UInt32}`,
    },
    {
      sql: `INSERT INTO search_creatives
        SELECT {accountId:UInt32}, number + 1, intDiv(number, ${creativesPerUnit * perCampaign}) + 1,
          intDiv(number, ${creativesPerUnit}) + 1, ${fill(pick('titles', 'title', 'number'), 'product')},
          ${fill(pick('descriptions', 'description', 'number'), 'product')},
          ${fill(pick('descriptions2', 'description 2', 'number'), 'product')},
          {site:String}, ${status('creative status', 'number', 12)},
          ${qualityCode('landing', 'number')}, ${qualityCode('relevance', 'number')},
          ${qualityCode('click rate', 'number')}
        FROM (SELECT number, ${unitProduct(`intDiv(number, ${creativesPerUnit})`)} AS product
          FROM numbers(${units * creativesPerUnit}))`,
    },
    {
      sql: shares(
        'search_creative',
        `SELECT intDiv(number, ${creativesPerUnit}) + 1 AS parent_id, number + 1 AS item_id, 0 AS item2_id
          FROM numbers(${units * creativesPerUnit})`,
        `(0.15 + pow(${uniform('creative weight', 'item_id')}, 2))`,
        '1',
      ),
    },
    {
      // The most searched keywords show one to three search terms: the keyword itself, then variants.
      sql: shares(
        'search_term',
        `SELECT keyword_id AS parent_id, keyword_id * 4 + j AS item_id, 0 AS item2_id,
            if(j = 1, keyword, if(${uniform('term form', 'keyword_id', 'j')} < 0.5,
              concat(${pick('prefixes', 'term prefix', 'keyword_id', 'j')}, keyword),
              concat(keyword, ${pick('termSuffixes', 'term suffix', 'keyword_id', 'j')}))) AS term
          FROM sandbox_search_keywords
          ARRAY JOIN arrayMap(i -> i + 1, range(1 + cityHash64(${seed}, 'terms', keyword_id) % 3)) AS j
          WHERE account_id = {accountId:UInt32} AND rank <= {keywordsWithTerms:UInt32}`,
        `(if(item_id % 4 = 1, 3, 1) * (0.3 + ${uniform('term weight', 'item_id')}))`,
        `(0.6 + 0.35 * ${uniform('term total', 'parent_id')})`,
        'term',
      ),
      params: { keywordsWithTerms: size.keywordsWithTerms },
    },
    {
      sql: `INSERT INTO search_terms SELECT account_id, item_id, campaign_id, unit_id, keyword_id, label
        FROM (
          SELECT account_id, item_id, parent_id AS keyword_id, label FROM sandbox_shares
          WHERE account_id = {accountId:UInt32} AND kind = 'search_term'
        ) AS s
        ALL INNER JOIN (
          SELECT account_id, keyword_id, campaign_id, unit_id FROM sandbox_search_keywords
          WHERE account_id = {accountId:UInt32}
        ) AS k USING (account_id, keyword_id)`,
    },
    ...regionAndHourShares('search', [hourCurves.searchComputer, hourCurves.searchMobile]),
  ];
}

export function feedStructure(size: AccountSize['feed']): Statement[] {
  const { campaigns, unitsPerCampaign: perCampaign, creativesPerUnit, programCreativesPerUnit } = size;
  const units = campaigns * perCampaign;
  const creatives = units * creativesPerUnit;
  let harmonic = 0;
  for (let rank = 1; rank <= creatives; rank++) harmonic += rank ** -size.zipf;
  const audience = (kind: string, items: string, perUnit: string, total: string, label: string) =>
    shares(
      kind,
      `SELECT unit + 1 AS parent_id, item AS item_id, 0 AS item2_id FROM (
          SELECT number AS unit,
            arrayJoin(arraySlice(arraySort(x -> cityHash64(${seed}, '${kind}', number, x), arrayMap(i -> i + 1, range(${items}))), 1, ${perUnit})) AS item
          FROM numbers(${units}))`,
      `(0.2 + ${uniform(`${kind} weight`, 'parent_id', 'item_id')})`,
      total,
      label,
    );
  return [
    {
      sql: `INSERT INTO feed_campaigns
        SELECT {accountId:UInt32}, number + 1,
          concat(arrayElement({feedThemes:Array(String)}, 1 + number % length({feedThemes:Array(String)})), '-',
            ${pick('products', 'feed campaign product', 'number')}),
          ${status('feed campaign status', 'number', 8)}
        FROM numbers(${campaigns})`,
    },
    {
      sql: `INSERT INTO feed_units
        SELECT {accountId:UInt32}, number + 1, intDiv(number, ${perCampaign}) + 1,
          concat(${pick('products', 'feed unit product', 'number')}, '-', ${pick('feedUnitThemes', 'feed unit theme', 'number')}),
          ${status('feed unit status', 'number', 10)}
        FROM numbers(${units})`,
    },
    {
      sql: `INSERT INTO sandbox_feed_creatives
        SELECT {accountId:UInt32}, number + 1, intDiv(number, ${perCampaign * creativesPerUnit}) + 1,
          intDiv(number, ${creativesPerUnit}) + 1,
          ${pick('products', 'feed unit product', `intDiv(number, ${creativesPerUnit})`)},
          {scale:Float64} * pow(rank, -{zipf:Float64}),
          greatest(0.01, least(0.2, 0.06 + 0.03 * ${normal('feed pc share', 'number')})),
          0.004 + 0.03 * pow(${uniform('feed ctr', 'number')}, 2),
          40 + 600 * pow(${uniform('feed cpc', 'number')}, 1.6),
          0.005 + 0.06 * pow(${uniform('feed cvr', 'number')}, 2)
        FROM (${ranked(creatives, `cityHash64(${seed}, 'feed rank', number)`)})`,
      params: { scale: size.dailyImpressions / harmonic, zipf: size.zipf },
    },
    {
      sql: `INSERT INTO feed_creatives
        SELECT account_id, creative_id, campaign_id, unit_id,
          ${fill(pick('feedTitles', 'feed title', 'creative_id'), 'product')},
          ${materialUrl('creative_id', 'product')}, ${status('feed creative status', 'creative_id', 12)}
        FROM sandbox_feed_creatives WHERE account_id = {accountId:UInt32}`,
    },
    {
      // Programmatic creatives assemble titles and pictures per impression: about a third of a unit's traffic.
      sql: shares(
        'feed_program',
        `SELECT intDiv(number, ${programCreativesPerUnit}) + 1 AS parent_id, number + 1 AS item_id, 0 AS item2_id
          FROM numbers(${units * programCreativesPerUnit})`,
        `(0.3 + ${uniform('program weight', 'item_id')})`,
        `(0.25 + 0.15 * ${uniform('program total', 'parent_id')})`,
      ),
    },
    {
      sql: `INSERT INTO feed_program_creatives
        SELECT {accountId:UInt32}, item_id, intDiv(parent_id - 1, ${perCampaign}) + 1, parent_id,
          concat('程序化-', ${fill(pick('feedTitles', 'program title', 'item_id'), 'product')}),
          ${materialUrl('item_id', 'product')}
        FROM (SELECT item_id, parent_id, ${pick('products', 'feed unit product', 'parent_id - 1')} AS product
          FROM sandbox_shares WHERE account_id = {accountId:UInt32} AND kind = 'feed_program')`,
    },
    {
      sql: audience(
        'interest',
        'length({interests:Array(String)})',
        '4',
        `(0.5 + 0.3 * ${uniform('interest total', 'parent_id')})`,
        'arrayElement({interests:Array(String)}, item_id)',
      ),
    },
    {
      sql: audience(
        'intention',
        'length({products:Array(String)}) * length({intentionSuffixes:Array(String)})',
        '3',
        `(0.2 + 0.2 * ${uniform('intention total', 'parent_id')})`,
        `concat(arrayElement({products:Array(String)}, intDiv(item_id - 1, length({intentionSuffixes:Array(String)})) + 1),
          arrayElement({intentionSuffixes:Array(String)}, (item_id - 1) % length({intentionSuffixes:Array(String)}) + 1))`,
      ),
    },
    {
      sql: audience(
        'crowd',
        'length({crowds:Array(String)})',
        '3',
        '1',
        'arrayElement({crowds:Array(String)}, item_id)',
      ),
    },
    {
      sql: audience(
        'automatic',
        'length({automaticTargets:Array(String)})',
        '2',
        `(0.15 + 0.15 * ${uniform('automatic total', 'parent_id')})`,
        'arrayElement({automaticTargets:Array(String)}, item_id)',
      ),
    },
    {
      sql: `INSERT INTO feed_audiences SELECT DISTINCT account_id, kind, item_id, label FROM sandbox_shares
        WHERE account_id = {accountId:UInt32} AND kind IN ('interest', 'intention', 'crowd', 'automatic')`,
    },
    ...regionAndHourShares('feed', [hourCurves.feed, hourCurves.feed]),
  ];
}

/**
 * Where and when the traffic comes: provinces by weight with the account's home province tripled, and
 * hours of the day by device.
 */
function regionAndHourShares(channel: 'search' | 'feed', [computer, mobile]: readonly (readonly number[])[]) {
  return [
    {
      sql: shares(
        `${channel}_region`,
        `SELECT 0 AS parent_id, item_id, item2_id, weight FROM system.one
          ARRAY JOIN {cityIds:Array(UInt32)} AS item_id, {provinceIds:Array(UInt32)} AS item2_id,
            {cityWeights:Array(Float64)} AS weight`,
        `(weight * if(item2_id = 1 + cityHash64(${seed}, '${channel} home') % {provinceCount:UInt32}, 3, 1) * exp(0.3 * ${normal('region', 'item_id')}))`,
        '1',
      ),
    },
    {
      sql: shares(
        `${channel}_hour`,
        `SELECT device AS parent_id, number AS item_id, 0 AS item2_id,
            arrayElement(if(device = 1, {computerCurve:Array(Float64)}, {mobileCurve:Array(Float64)}), number + 1) AS weight
          FROM numbers(24) ARRAY JOIN [1, 2] AS device`,
        `(weight * exp(0.1 * ${normal('hour', 'parent_id', 'item_id')}))`,
        '1',
      ),
      params: { computerCurve: computer, mobileCurve: mobile },
    },
  ];
}
