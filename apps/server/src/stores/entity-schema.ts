import type {
  AlertMetric,
  AlertRuleKind,
  AlertState,
  ChangeJobKind,
  ChangeJobStatus,
  ChangeKind,
  ChannelKind,
  EditLevel,
  HistoryLevel,
  MetricDirection,
  MetricFormat,
  NoticeStatus,
  ScheduleFrequency,
  UploadItemKind,
  UploadItemResult,
  UploadStatus,
} from '@adconsole/api-client/contract';
import type {
  BidMode,
  BudgetType,
  Device,
  DraftStatus,
  EcommercePlatform,
  MarketingTarget,
  MatchType,
  RegionType,
  ScheduleType,
  SyncState,
  UploadRefusal,
} from '@adconsole/draft-rules';
import { bigint, id, integer, table, text, type DatabaseOf, type RowOf } from './table-schema';

/** Where one delivery of a notification stands. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/** How one row of a change job ended (docs/requirements.md#ad-changes). */
export type ChangeRowResult = 'pending' | 'done' | 'failed' | 'skipped';

/** Where a scheduled report's run stands: `sent` once handed to the notifications, whose deliveries say the rest. */
export type ScheduleRunState = 'pending' | 'sent' | 'skipped' | 'failed';

/** The columns every item of a draft has. */
const draftItemColumns = {
  id: id(),
  draft_id: integer().references('drafts.id', 'cascade'),
  sync_state: integer<SyncState>().defaultTo(0),
  created_time: bigint(),
  updated_time: bigint(),
};
export type DraftItemColumns = RowOf<typeof draftItemColumns>;

/**
 * The entity store's tables (docs/architecture.md#entity-store), each declared once: the migrations create
 * them from here and the Kysely types come from here. Money is integer fen; times are epoch milliseconds;
 * flags are 0 and 1; JSON is text. Never change what a shipped migration created: a change is a new
 * migration, and a column it adds names it (`addedIn`).
 */
export const entityTables = {
  users: table({
    id: id(),
    user_name: text().unique(),
    password_hash: text(),
    avatar: text().defaultTo(''),
    introduction: text().defaultTo(''),
    /** 1 cn, 2 en, 3 tw (docs/requirements.md#languages). */
    language: integer().defaultTo(2),
    frozen: integer().defaultTo(0),
    created_time: bigint(),
    /** Where the user's notifications are mailed (docs/requirements.md#notification-channels); null if not given. */
    email: text().nullable().addedIn('0018-notifications'),
    /**
     * 1 once `email` was confirmed through the link mailed to it, or set by an administrator; 0 until then,
     * and for every address stored before confirmation existed (docs/decisions.md#confirmed-e-mail-addresses).
     */
    email_confirmed: integer().defaultTo(0).addedIn('0027-email-confirmation'),
  }),
  /**
   * The pending confirmation of a user's address (docs/requirements.md#confirmed-e-mail-addresses): the
   * SHA-256 of the link's token only, the address it was mailed to, and when it expires. At most one per
   * user; used once.
   */
  email_confirmations: table({
    token_hash: text().primaryKey(),
    user_id: integer().unique().references('users.id', 'cascade'),
    address: text(),
    expires_at: bigint(),
    created_time: bigint(),
  }),
  sessions: table(
    {
      token_hash: text().primaryKey(),
      user_id: integer().references('users.id', 'cascade'),
      expires_at: bigint(),
      created_time: bigint(),
    },
    { indexes: [{ name: 'sessions_user', columns: ['user_id'] }] },
  ),
  provider_accounts: table(
    {
      id: id(),
      account_no: text().unique(),
      /** Who serves it (docs/baidu-provider.md). */
      provider: text<'sandbox' | 'baidu'>().defaultTo('sandbox'),
      balance_fen: bigint().defaultTo(0),
      created_time: bigint(),
      company_id: integer()
        .nullable()
        .references('companies.id', 'set null')
        .addedIn('0002-roles-captchas-customers-downloads-messages'),
      /** `search` or `feed` (docs/requirements.md#administration). */
      channel: text<'search' | 'feed'>().defaultTo('search').addedIn('0011-provider-account-channel'),
      /** A Baidu account's credentials, sealed by provider/baidu/credentials.ts; null for a sandbox account. */
      credentials: text().nullable().addedIn('0013-provider-credentials'),
      /** Why the account's last sync failed, in the provider's words; null once a sync ran through. */
      sync_error: text().nullable().addedIn('0013-provider-credentials'),
    },
    {
      indexes: [
        {
          name: 'provider_accounts_company',
          columns: ['company_id'],
          addedIn: '0011-provider-account-channel',
        },
      ],
    },
  ),
  user_accounts: table(
    {
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      /** 1 when the user follows the account on the home dashboard. */
      followed: integer().defaultTo(0).addedIn('0002-roles-captchas-customers-downloads-messages'),
    },
    { primaryKey: { name: 'user_accounts_pk', columns: ['user_id', 'account_id'] } },
  ),
  roles: table({
    name: text().primaryKey(),
    /** JSON array of permission strings; `*:*:*` passes every check. */
    permissions: text().defaultTo('[]'),
    created_time: bigint(),
  }),
  /** The routes a role other than admin may open: full paths; a path grants everything under it. */
  role_routes: table(
    { role: text().references('roles.name', 'cascade'), path: text() },
    { primaryKey: { name: 'role_routes_pk', columns: ['role', 'path'] } },
  ),
  /** Picture captchas: single use, answerable until expires_at; only a hash of the answer is kept. */
  captchas: table({ uuid: text().primaryKey(), answer_hash: text(), expires_at: bigint() }),
  customers: table({ id: id(), name: text().unique(), created_time: bigint() }),
  companies: table(
    {
      id: id(),
      customer_id: integer().references('customers.id', 'cascade'),
      name: text().unique(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'companies_customer', columns: ['customer_id'], addedIn: '0011-provider-account-channel' },
      ],
    },
  ),
  /** Export files of the download centre, each owned by one user. */
  download_records: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().nullable().references('provider_accounts.id', 'set null'),
      name: text(),
      report: text().defaultTo(''),
      begin_date: text().nullable(),
      end_date: text().nullable(),
      status: text<'pending' | 'processing' | 'ready' | 'failed'>().defaultTo('pending'),
      progress: integer().defaultTo(0),
      /** The name the user downloads the file as. */
      file_name: text(),
      /** Path of the file under `<dataDir>/downloads`, once written. */
      file_path: text().nullable(),
      size_bytes: bigint().defaultTo(0),
      error: text().nullable(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'download_records_user', columns: ['user_id', 'created_time'] }] },
  ),
  /** The message centre: one row per user and message; system notices go to every user. */
  user_messages: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      msg_type: integer().defaultTo(1),
      introduce_cn: text(),
      introduce_en: text(),
      introduce_tw: text(),
      is_read: integer().defaultTo(0),
      popup_count: integer().defaultTo(0),
      created_time: bigint(),
      /** The notice the message was delivered from (docs/requirements.md#notices). */
      notice_id: integer().nullable().references('notices.id', 'cascade').addedIn('0007-notices'),
    },
    {
      indexes: [
        { name: 'user_messages_user', columns: ['user_id', 'created_time'] },
        { name: 'user_messages_notice', columns: ['notice_id'], addedIn: '0007-notices' },
      ],
    },
  ),
  /** A user's chosen columns of one report (docs/requirements.md#custom-report-fields). */
  report_custom_fields: table(
    {
      user_id: integer().references('users.id', 'cascade'),
      channel: text(),
      section: text(),
      /** JSON array of field ids in the chosen order. */
      field_ids: text(),
      /** JSON object of the widths the user dragged columns to, by dataKey (docs/requirements.md#report-views). */
      column_widths: text().defaultTo('{}').addedIn('0017-report-views'),
      updated_time: bigint(),
    },
    { primaryKey: { name: 'report_custom_fields_pk', columns: ['user_id', 'channel', 'section'] } },
  ),
  /** What an export job needs to (re)run after a restart: one row per export's download record. */
  export_jobs: table({
    record_id: integer().primaryKey().references('download_records.id', 'cascade'),
    channel: text(),
    section: text(),
    /** The list call's body (JSON), as validated. */
    request: text(),
    language: text(),
    /** The process running the job and until when (epoch ms, wall clock) its claim holds. */
    lease_owner: text().nullable().addedIn('0015-shared-state'),
    lease_until: bigint().nullable().addedIn('0015-shared-state'),
  }),
  /**
   * Ad drafts (docs/requirements.md#ad-drafts): each of one user, built for one of the user's provider
   * accounts. A new draft is in status 1.
   */
  drafts: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      name: text(),
      status: integer<DraftStatus>().defaultTo(1),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'drafts_user', columns: ['user_id', 'created_time'] }] },
  ),
  /**
   * A draft's campaigns. `budget_fen` is the daily budget, kept whatever the budget type. A new item is not
   * synchronized (sync state 0), as is each one after a change.
   */
  draft_campaigns: table(
    {
      ...draftItemColumns,
      campaign_name: text(),
      marketing_target: integer<MarketingTarget>(),
      business: text().nullable(),
      brand_keywords_only: integer().defaultTo(0),
      device: integer<Device>(),
      budget_type: integer<BudgetType>(),
      budget_fen: bigint().nullable(),
      region_type: integer<RegionType>(),
      /** JSON array of region names. */
      regions: text().defaultTo('[]'),
      /** JSON object: a chosen region's bidding factor. */
      region_bid_factors: text().defaultTo('{}'),
      schedule_type: integer<ScheduleType>(),
      /** JSON: 7 days from Monday × 24 booleans; null when none was set. */
      schedule: text().nullable(),
      bid_mode: integer<BidMode>(),
      ecommerce_platform: integer<EcommercePlatform>().nullable(),
    },
    { indexes: [{ name: 'draft_campaigns_name', columns: ['draft_id', 'campaign_name'], unique: true }] },
  ),
  /** A draft's units, each of a campaign of the same draft. */
  draft_units: table(
    {
      ...draftItemColumns,
      campaign_id: integer().references('draft_campaigns.id', 'cascade'),
      adgroup_name: text(),
      auto_targeting: integer().defaultTo(0),
      pc_final_url: text(),
      mobile_final_url: text(),
      monitor_suffix: text().nullable(),
      ios_app_url: text().nullable(),
      android_app: text().nullable(),
    },
    {
      indexes: [
        { name: 'draft_units_draft', columns: ['draft_id'] },
        { name: 'draft_units_name', columns: ['campaign_id', 'adgroup_name'], unique: true },
      ],
    },
  ),
  /** A draft's keywords, each of a unit of the same draft; `keyword_key` is unique in the unit. */
  draft_keywords: table(
    {
      ...draftItemColumns,
      unit_id: integer().references('draft_units.id', 'cascade'),
      keyword: text(),
      /** `compareKey(keyword)`: what duplicates are compared by. */
      keyword_key: text(),
      match_type: text<MatchType>(),
    },
    {
      indexes: [
        { name: 'draft_keywords_draft', columns: ['draft_id'] },
        { name: 'draft_keywords_key', columns: ['unit_id', 'keyword_key'], unique: true },
      ],
    },
  ),
  /** A draft's creatives, each of a unit of the same draft, with their pictures. */
  draft_creatives: table(
    {
      ...draftItemColumns,
      unit_id: integer().references('draft_units.id', 'cascade'),
      title: text(),
      description1: text(),
      description2: text().defaultTo(''),
      mini_program_url: text().nullable(),
      /** JSON array of `CreativePictureRecord`. */
      pictures: text().defaultTo('[]'),
    },
    {
      indexes: [
        { name: 'draft_creatives_draft', columns: ['draft_id'] },
        { name: 'draft_creatives_unit', columns: ['unit_id'] },
      ],
    },
  ),
  /** Wrong passwords in a row, per name (docs/decisions.md#login-lock-per-name). */
  login_failures: table({ name_key: text().primaryKey(), failures: integer(), updated_time: bigint() }),
  /** Published notices (docs/requirements.md#notices). */
  notices: table(
    {
      id: id(),
      publisher_id: integer().references('users.id', 'cascade'),
      introduce_cn: text(),
      introduce_en: text(),
      introduce_tw: text(),
      to_everyone: integer(),
      status: text<NoticeStatus>(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'notices_publisher', columns: ['publisher_id', 'created_time'] }] },
  ),
  notice_recipients: table(
    {
      notice_id: integer().references('notices.id', 'cascade'),
      user_id: integer().references('users.id', 'cascade'),
    },
    { primaryKey: { name: 'notice_recipients_pk', columns: ['notice_id', 'user_id'] } },
  ),
  /** Draft uploads as jobs (docs/architecture.md#draft-upload-jobs). */
  draft_uploads: table(
    {
      id: id(),
      /** Null once the draft has left the box; the report keeps the upload. */
      draft_id: integer().nullable().references('drafts.id', 'set null'),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      draft_name: text(),
      status: text<UploadStatus>(),
      item_count: integer(),
      done_count: integer().defaultTo(0),
      /** The process running the job and until when (epoch ms, wall clock) its claim holds. */
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'draft_uploads_status', columns: ['status'] },
        { name: 'draft_uploads_draft', columns: ['draft_id'] },
        { name: 'draft_uploads_account', columns: ['account_id', 'created_time'] },
      ],
    },
  ),
  /** Each item an upload sends, in the provider's order of creation (`seq`). */
  draft_upload_items: table(
    {
      upload_id: integer().references('draft_uploads.id', 'cascade'),
      seq: integer(),
      kind: text<UploadItemKind>(),
      item_id: integer(),
      item_key: text(),
      parent_key: text().nullable(),
      name: text(),
      /** The `UploadItem` the provider receives, as JSON. */
      payload: text(),
      result: text<UploadItemResult>().defaultTo('pending'),
      fail_reason: text<UploadRefusal>().nullable(),
      provider_id: text().nullable(),
      finished_time: bigint().nullable(),
      /** The provider's own words (with its code) beside the reason, when it gave them. */
      fail_detail: text().nullable().addedIn('0014-upload-fail-detail'),
    },
    { primaryKey: { name: 'draft_upload_items_pk', columns: ['upload_id', 'seq'] } },
  ),
  /** What the sandbox provider has created, per account, keyed by the draft item. */
  sandbox_provider_items: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      item_key: text(),
      kind: text(),
      parent_key: text().nullable(),
      name: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'sandbox_provider_items_key', columns: ['account_id', 'item_key'], unique: true },
        { name: 'sandbox_provider_items_name', columns: ['account_id', 'kind', 'name'] },
      ],
    },
  ),
  /** The roles each user holds (docs/requirements.md#users-roles-and-permissions): one row per user and role. */
  user_roles: table(
    { user_id: integer().references('users.id', 'cascade'), role: text().references('roles.name') },
    {
      primaryKey: { name: 'user_roles_pk', columns: ['user_id', 'role'] },
      indexes: [{ name: 'user_roles_role', columns: ['role'] }],
    },
  ),
  /**
   * Administrators' writes (docs/requirements.md#audit-log): the call's path, the entity written and its
   * record before and after as JSON (null where there was none). The user's name is kept: it outlives the user.
   */
  audit_log: table(
    {
      id: id(),
      user_id: integer().nullable().references('users.id', 'set null'),
      user_name: text(),
      action: text(),
      entity: text(),
      entity_id: text().nullable(),
      before_json: text().nullable(),
      after_json: text().nullable(),
      created_time: bigint(),
    },
    { indexes: [{ name: 'audit_log_time', columns: ['created_time'] }] },
  ),
  /**
   * The picture library (docs/requirements.md#picture-library): one row per upload of a user, its file named
   * by `content_hash`; `unit_ids` is a JSON array of the release scope's units; `library` 0 for a bare file
   * upload the list leaves out; `synced` 1 once the provider took it.
   */
  pictures: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      content_hash: text(),
      content_type: text(),
      size_bytes: integer(),
      width: integer(),
      height: integer(),
      ratio: text(),
      theme: text(),
      draft_id: integer().nullable().references('drafts.id', 'set null'),
      unit_ids: text().defaultTo('[]'),
      library: integer().defaultTo(1),
      synced: integer().defaultTo(0),
      created_time: bigint(),
      /** The thumbnail's file, by its content hash; null for a picture uploaded without one. */
      thumbnail_hash: text().nullable().addedIn('0012-picture-thumbnails'),
      thumbnail_type: text().nullable().addedIn('0012-picture-thumbnails'),
    },
    { indexes: [{ name: 'pictures_user_time', columns: ['user_id', 'library', 'created_time'] }] },
  ),
  /** The pictures the sandbox provider has taken, per owner, keyed by our picture id. */
  sandbox_provider_pictures: table(
    {
      id: id(),
      owner_id: integer().references('users.id', 'cascade'),
      picture_key: text(),
      content_hash: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'sandbox_provider_pictures_key', columns: ['owner_id', 'picture_key'], unique: true },
        { name: 'sandbox_provider_pictures_hash', columns: ['owner_id', 'content_hash'] },
      ],
    },
  ),
  /**
   * Hits of each rate limit's key in its current window, shared by every server process
   * (docs/architecture.md#work-across-processes); rows whose window ended are swept now and then.
   */
  rate_limit_hits: table(
    {
      limit_key: text().primaryKey(),
      hits: integer(),
      /** When the key's window ends (epoch ms, wall clock). */
      window_ends: bigint(),
    },
    { indexes: [{ name: 'rate_limit_hits_window', columns: ['window_ends'] }] },
  ),
  /** Work that one server process at a time does (the report sync), held by `owner` until `lease_until`. */
  job_leases: table({
    name: text().primaryKey(),
    owner: text(),
    /** Epoch ms, wall clock. */
    lease_until: bigint(),
  }),
  /** How far each report of a Baidu account is synchronised (docs/baidu-provider.md#baidu-report-sync). */
  provider_report_syncs: table(
    {
      account_id: integer(),
      /** The report's name, one of `providerReports` of the contract. */
      report: text(),
      /** The last day of the report's facts in the store (yyyy-MM-dd), or null before its first read. */
      synced_through: text().nullable(),
      /** Why its last read failed (`storedSyncFailure`), or null once one ran through. */
      error: text().nullable(),
      updated_time: bigint(),
    },
    { primaryKey: { name: 'provider_report_syncs_key', columns: ['account_id', 'report'] } },
  ),
  /**
   * Named views of a report (docs/requirements.md#report-views): one user's, for one report of one of their
   * accounts; `state` is the view's `ReportViewState` as JSON, checked against the contract on the way in.
   * `granularity` names the report of the section; null for views saved before views belonged to one report.
   */
  report_views: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      channel: text(),
      section: text(),
      granularity: text().nullable().addedIn('0022-report-view-reports'),
      name: text(),
      is_default: integer().defaultTo(0),
      state: text(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        {
          name: 'report_views_report_name',
          columns: ['user_id', 'account_id', 'channel', 'section', 'granularity', 'name'],
          unique: true,
          addedIn: '0022-report-view-reports',
        },
      ],
    },
  ),
  /**
   * Calculated metrics (docs/requirements.md#calculated-columns): one user's, or shared with everyone by an
   * administrator; `names` the name per language as JSON, `formula` the text as typed (checked on the way in).
   */
  report_metrics: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      names: text().defaultTo('{}'),
      formula: text(),
      format: text<MetricFormat>(),
      decimals: integer(),
      better: text<MetricDirection>(),
      shared: integer().defaultTo(0),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        { name: 'report_metrics_user', columns: ['user_id'] },
        { name: 'report_metrics_shared', columns: ['shared'] },
      ],
    },
  ),
  /**
   * A user's notification channels (docs/requirements.md#notification-channels): `address` for e-mail, `url`
   * for the others; `secret` is a signed robot's key, sealed like provider credentials.
   */
  notification_channels: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      kind: text<ChannelKind>(),
      address: text().nullable(),
      url: text().nullable(),
      secret: text().nullable(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'notification_channels_user', columns: ['user_id'] }] },
  ),
  /**
   * Each notification once, by its key (what makes a second notify() send nothing): its texts and data as
   * JSON, and the file its mails attach until every delivery has ended.
   */
  notifications: table({
    notification_key: text().primaryKey(),
    owner_id: integer().references('users.id', 'cascade'),
    content: text(),
    data: text(),
    attachment_name: text().nullable(),
    attachment_path: text().nullable(),
    created_time: bigint(),
  }),
  /**
   * One delivery of a notification per target (`channel:<id>` or `email:<address>`), a job of the runner: sent
   * by one process, tried again after `next_attempt_at` until a day has passed, then failed.
   */
  notification_deliveries: table(
    {
      id: id(),
      notification_key: text().references('notifications.notification_key', 'cascade'),
      target: text(),
      kind: text<ChannelKind>(),
      channel_id: integer().nullable().references('notification_channels.id', 'set null'),
      address: text().nullable(),
      language: text(),
      status: text<DeliveryStatus>(),
      attempts: integer().defaultTo(0),
      /** Wall-clock epoch ms, as leases are: when the next attempt is due, and after when none is made. */
      next_attempt_at: bigint(),
      give_up_at: bigint(),
      error: text().nullable(),
      created_time: bigint(),
      sent_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        {
          name: 'notification_deliveries_target',
          columns: ['notification_key', 'target'],
          unique: true,
        },
        { name: 'notification_deliveries_due', columns: ['status', 'next_attempt_at'] },
      ],
    },
  ),
  /**
   * Scheduled reports (docs/requirements.md#scheduled-reports): a user's report page state (`report`, the
   * contract's `ScheduledReport` as JSON) or named view (`view_id`) of an account, sent on a calendar in a time
   * zone; `month_day` is a day or `last`; `recipients` is `{ userIds, emails }` as JSON; `next_run_at` is the
   * next due instant (null while disabled); `range` is the dates it sends, the contract's `ViewRange` as JSON
   * (docs/requirements.md#scheduled-reports).
   */
  report_schedules: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      name: text(),
      view_id: integer().nullable(),
      report: text().nullable(),
      frequency: text<ScheduleFrequency>(),
      at: text(),
      weekday: integer().nullable(),
      month_day: text().nullable(),
      time_zone: text(),
      recipients: text(),
      skip_empty: integer().defaultTo(0),
      enabled: integer().defaultTo(1),
      next_run_at: bigint().nullable(),
      range: text().defaultTo('{"reportDefault":true}').addedIn('0026-report-schedule-ranges'),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        { name: 'report_schedules_user', columns: ['user_id'] },
        { name: 'report_schedules_due', columns: ['next_run_at'] },
      ],
    },
  ),
  /**
   * Each run of a schedule, a job of the runner while `pending`: the range it sends, then `sent` (handed to
   * the notifications, `delivery_ids` as JSON), `skipped` or `failed` with `reason` (an i18n key). One run per
   * schedule and due instant; `manual` for "send now".
   */
  report_schedule_runs: table(
    {
      id: id(),
      schedule_id: integer().references('report_schedules.id', 'cascade'),
      due_time: bigint(),
      manual: integer().defaultTo(0),
      begin_date: text(),
      end_date: text(),
      status: text<ScheduleRunState>().defaultTo('pending'),
      reason: text().nullable(),
      rows: integer().nullable(),
      recipients: integer().defaultTo(0),
      delivery_ids: text().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'report_schedule_runs_due', columns: ['schedule_id', 'due_time', 'manual'], unique: true },
      ],
    },
  ),
  /**
   * Users' alert rules (docs/requirements.md#alerts): `account_ids` and `channel_ids` are JSON arrays (no
   * accounts: every one the user holds); `threshold` is a JSON number (days, a factor or a value).
   */
  alert_rules: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      kind: text<AlertRuleKind>(),
      account_ids: text(),
      metric: text<AlertMetric>().nullable(),
      comparison: text<'above' | 'below'>().nullable(),
      threshold: text().nullable(),
      weeks: integer().nullable(),
      channel_ids: text(),
      enabled: integer().defaultTo(1),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'alert_rules_user', columns: ['user_id'] }] },
  ),
  /** Where each rule stands per account: armed, fired (on `fired_day`) or cleared, since when. */
  alert_states: table(
    {
      rule_id: integer().references('alert_rules.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      state: text<AlertState>(),
      /** The provider's day (yyyy-MM-dd) the rule last fired for the account; null before it fired. */
      fired_day: text().nullable(),
      since: bigint(),
    },
    { primaryKey: { name: 'alert_states_key', columns: ['rule_id', 'account_id'] } },
  ),
  /**
   * Every firing of a rule for an account, at most one per day (the unique index decides between processes),
   * with the values that fired it and the text sent in each language; kept when the rule is deleted.
   */
  alert_events: table(
    {
      id: id(),
      rule_id: integer().nullable().references('alert_rules.id', 'set null'),
      user_id: integer().references('users.id', 'cascade'),
      rule_name: text(),
      kind: text<AlertRuleKind>(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      account_no: text(),
      /** The provider's day it fired on (yyyy-MM-dd). */
      day: text(),
      /** JSON numbers, or null. */
      value: text().nullable(),
      limit_value: text().nullable(),
      text_en: text(),
      text_cn: text(),
      text_tw: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'alert_events_once', columns: ['rule_id', 'account_id', 'day'], unique: true },
        { name: 'alert_events_user', columns: ['user_id', 'created_time'] },
      ],
    },
  ),
  /**
   * Jobs that change things at the provider (docs/requirements.md#ad-changes): negatives added, a bulk edit,
   * or the undo of one (`undo_of`). `request` is the caller's request as JSON; leased like every job.
   */
  change_jobs: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      user_id: integer().references('users.id', 'cascade'),
      kind: text<ChangeJobKind>(),
      level: text<EditLevel>(),
      status: text<ChangeJobStatus>(),
      request: text(),
      undo_of: integer().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'change_jobs_account', columns: ['account_id', 'created_time'] },
        { name: 'change_jobs_undo_of', columns: ['undo_of'] },
      ],
    },
  ),
  /**
   * One row (object, or a negative's search term) of a change job, in the job's order: old → new as stored
   * values (fen, `paused`/`enabled`, a term), its result, and why it failed (`reason` an i18n key under
   * `adChanges.refusal`, `detail` the provider's own words).
   */
  change_job_rows: table(
    {
      id: id(),
      job_id: integer().references('change_jobs.id', 'cascade'),
      position: integer(),
      // A provider's ids pass 2^31 (Baidu's keyword ids do).
      object_id: bigint(),
      name: text(),
      field: text(),
      old_value: text().nullable(),
      new_value: text().nullable(),
      result: text<ChangeRowResult>(),
      reason: text().nullable(),
      detail: text().nullable(),
    },
    { indexes: [{ name: 'change_job_rows_job', columns: ['job_id', 'position'], unique: true }] },
  ),
  /**
   * The change history of accounts (docs/requirements.md#change-history): every change this console made
   * (`source` console, with its user and job) and the provider's operation records (`source` provider, kept
   * once by `provider_key`). `field` is a key of ours for the console's changes, the provider's words otherwise.
   */
  changes: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      time: bigint(),
      kind: text<ChangeKind>(),
      source: text<'console' | 'provider'>(),
      user_id: integer().nullable().references('users.id', 'set null'),
      job_id: integer().nullable(),
      level: text<HistoryLevel>(),
      object_id: text().nullable(),
      object_name: text(),
      field: text(),
      old_value: text().nullable(),
      new_value: text().nullable(),
      provider_key: text().nullable(),
    },
    {
      indexes: [
        { name: 'changes_account_time', columns: ['account_id', 'time'] },
        { name: 'changes_provider_key', columns: ['account_id', 'provider_key'], unique: true },
      ],
    },
  ),
  /**
   * What the sandbox provider holds of an object that bulk edits or negatives changed
   * (docs/baidu-provider.md#ad-edits): `settings` as JSON (paused, bid or budget in fen) once changed,
   * `negatives` as JSON (phrase and exact lists) once written; null while the generated defaults hold.
   */
  sandbox_ad_settings: table(
    {
      account_id: integer().references('provider_accounts.id', 'cascade'),
      level: text<EditLevel>(),
      object_id: bigint(),
      settings: text().nullable(),
      negatives: text().nullable(),
    },
    { primaryKey: { name: 'sandbox_ad_settings_pk', columns: ['account_id', 'level', 'object_id'] } },
  ),
};

export type EntityTableName = keyof typeof entityTables;

/** The Kysely types of the entity store, from the declaration. */
export type EntityDatabase = DatabaseOf<typeof entityTables>;
