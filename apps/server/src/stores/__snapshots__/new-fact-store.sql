CREATE TABLE feed_audience_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `kind` LowCardinality(String),
    `target_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, kind, target_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_audiences
(
    `account_id` UInt32,
    `kind` LowCardinality(String),
    `target_id` UInt64,
    `name` String
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, kind, target_id)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_campaigns
(
    `account_id` UInt32,
    `campaign_id` UInt64,
    `campaign_name` String,
    `status` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, campaign_id)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `creative_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_creatives
(
    `account_id` UInt32,
    `creative_id` UInt64,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `title` String,
    `material_url` String,
    `status` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, creative_id)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_hour_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `hour` UInt8,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, hour, device)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_program_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `program_creative_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, program_creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_program_creatives
(
    `account_id` UInt32,
    `program_creative_id` UInt64,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `title` String,
    `material_url` String
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, program_creative_id)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_region_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `province_id` UInt32,
    `city_id` UInt32,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, province_id, city_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE feed_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` Int64,
    `click` Int64,
    `cost_fen` Int64,
    `conversion` Int64
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, device)
SETTINGS index_granularity = 8192;

CREATE MATERIALIZED VIEW feed_unit_daily_mv TO feed_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` Int64,
    `click` Int64,
    `cost_fen` Int64,
    `conversion` Int64
)
AS SELECT
    account_id,
    date,
    campaign_id,
    unit_id,
    device,
    sum(impression) AS impression,
    sum(click) AS click,
    sum(cost_fen) AS cost_fen,
    sum(conversion) AS conversion
FROM feed_creative_daily
GROUP BY
    account_id,
    date,
    campaign_id,
    unit_id,
    device;

CREATE TABLE feed_units
(
    `account_id` UInt32,
    `unit_id` UInt64,
    `campaign_id` UInt64,
    `unit_name` String,
    `status` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, unit_id)
SETTINGS index_granularity = 8192;

CREATE TABLE provider_sync
(
    `account_id` UInt32,
    `synced_through` Date,
    `updated_at` UInt64
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY account_id
SETTINGS index_granularity = 8192;

CREATE TABLE regions
(
    `province_id` UInt32,
    `city_id` UInt32,
    `province_name` String,
    `city_name` String
)
ENGINE = ReplacingMergeTree
ORDER BY (province_id, city_id)
SETTINGS index_granularity = 8192;

CREATE TABLE schema_migrations
(
    `name` String,
    `applied_at` DateTime
)
ENGINE = MergeTree
ORDER BY name
SETTINGS index_granularity = 8192;

CREATE TABLE search_campaigns
(
    `account_id` UInt32,
    `campaign_id` UInt64,
    `campaign_name` String,
    `status` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, campaign_id)
SETTINGS index_granularity = 8192;

CREATE TABLE search_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `creative_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE search_creatives
(
    `account_id` UInt32,
    `creative_id` UInt64,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `title` String,
    `description1` String,
    `description2` String,
    `show_url` String,
    `status` UInt8,
    `land_page_experience` UInt8,
    `business_relationship` UInt8,
    `estimated_click_rate` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, creative_id)
SETTINGS index_granularity = 8192;

CREATE TABLE search_hour_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `hour` UInt8,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, hour, device)
SETTINGS index_granularity = 8192;

CREATE TABLE search_keyword_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, keyword_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE search_keyword_weekly
(
    `account_id` UInt32,
    `date` Date,
    `cost_rank` UInt32,
    `keyword_id` UInt64,
    `impression` Int64,
    `click` Int64,
    `cost_fen` Int64,
    `conversion` Int64
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, cost_rank)
SETTINGS index_granularity = 8192;

CREATE TABLE search_keyword_weeks_summed
(
    `account_id` UInt32,
    `summed_through` Date,
    `updated_at` UInt64
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY account_id
SETTINGS index_granularity = 8192;

CREATE TABLE search_keywords
(
    `account_id` UInt32,
    `keyword_id` UInt64,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword` String,
    `match_type` UInt8,
    `land_page_experience` UInt8,
    `business_relationship` UInt8,
    `estimated_click_rate` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, keyword_id)
SETTINGS index_granularity = 8192;

CREATE TABLE search_region_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `province_id` UInt32,
    `city_id` UInt32,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, province_id, city_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE search_term_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword_id` UInt64,
    `term_id` UInt64,
    `device` UInt8,
    `impression` Int32,
    `click` Int32,
    `cost_fen` Int64,
    `conversion` Int32
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, keyword_id, term_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE search_terms
(
    `account_id` UInt32,
    `term_id` UInt64,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword_id` UInt64,
    `term` String
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, term_id)
SETTINGS index_granularity = 8192;

CREATE TABLE search_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` Int64,
    `click` Int64,
    `cost_fen` Int64,
    `conversion` Int64
)
ENGINE = SummingMergeTree((impression, click, cost_fen, conversion))
PARTITION BY toYYYYMM(date)
ORDER BY (account_id, date, campaign_id, unit_id, device)
SETTINGS index_granularity = 8192;

CREATE MATERIALIZED VIEW search_unit_daily_mv TO search_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` Int64,
    `click` Int64,
    `cost_fen` Int64,
    `conversion` Int64
)
AS SELECT
    account_id,
    date,
    campaign_id,
    unit_id,
    device,
    sum(impression) AS impression,
    sum(click) AS click,
    sum(cost_fen) AS cost_fen,
    sum(conversion) AS conversion
FROM search_keyword_daily
GROUP BY
    account_id,
    date,
    campaign_id,
    unit_id,
    device;

CREATE TABLE search_units
(
    `account_id` UInt32,
    `unit_id` UInt64,
    `campaign_id` UInt64,
    `unit_name` String,
    `status` UInt8
)
ENGINE = ReplacingMergeTree
ORDER BY (account_id, unit_id)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_audience_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `kind` LowCardinality(String),
    `target_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, kind, target_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `creative_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_hour_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `hour` UInt8,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, hour, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_program_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `program_creative_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, program_creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_region_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `province_id` UInt32,
    `city_id` UInt32,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, province_id, city_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_feed_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` UInt64,
    `click` UInt64,
    `cost_fen` UInt64,
    `conversion` UInt64
)
ENGINE = SummingMergeTree
ORDER BY (account_id, date, campaign_id, unit_id, device)
SETTINGS index_granularity = 8192;

CREATE MATERIALIZED VIEW stage_feed_unit_daily_mv TO stage_feed_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` UInt64,
    `click` UInt64,
    `cost_fen` UInt64,
    `conversion` UInt64
)
AS SELECT
    account_id,
    date,
    campaign_id,
    unit_id,
    device,
    sum(impression) AS impression,
    sum(click) AS click,
    sum(cost_fen) AS cost_fen,
    sum(conversion) AS conversion
FROM stage_feed_creative_daily
GROUP BY
    account_id,
    date,
    campaign_id,
    unit_id,
    device;

CREATE TABLE stage_search_creative_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `creative_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, creative_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_search_hour_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `hour` UInt8,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, hour, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_search_keyword_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, keyword_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_search_region_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `province_id` UInt32,
    `city_id` UInt32,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, province_id, city_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_search_term_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `keyword_id` UInt64,
    `term_id` UInt64,
    `device` UInt8,
    `impression` UInt32,
    `click` UInt32,
    `cost_fen` UInt64,
    `conversion` UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, date, campaign_id, unit_id, keyword_id, term_id, device)
SETTINGS index_granularity = 8192;

CREATE TABLE stage_search_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` UInt64,
    `click` UInt64,
    `cost_fen` UInt64,
    `conversion` UInt64
)
ENGINE = SummingMergeTree
ORDER BY (account_id, date, campaign_id, unit_id, device)
SETTINGS index_granularity = 8192;

CREATE MATERIALIZED VIEW stage_search_unit_daily_mv TO stage_search_unit_daily
(
    `account_id` UInt32,
    `date` Date,
    `campaign_id` UInt64,
    `unit_id` UInt64,
    `device` UInt8,
    `impression` UInt64,
    `click` UInt64,
    `cost_fen` UInt64,
    `conversion` UInt64
)
AS SELECT
    account_id,
    date,
    campaign_id,
    unit_id,
    device,
    sum(impression) AS impression,
    sum(click) AS click,
    sum(cost_fen) AS cost_fen,
    sum(conversion) AS conversion
FROM stage_search_keyword_daily
GROUP BY
    account_id,
    date,
    campaign_id,
    unit_id,
    device;
