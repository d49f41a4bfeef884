import type { Generated } from 'kysely';

/**
 * The entity store's tables (docs/architecture.md#entity-store). Money is integer fen; times are epoch
 * milliseconds.
 */
export interface EntityDatabase {
  users: {
    id: Generated<number>;
    user_name: string;
    password_hash: string;
    avatar: string;
    introduction: string;
    role: string;
    /** 1 cn, 2 en, 3 tw (docs/requirements.md#languages). */
    language: number;
    frozen: number;
    failed_logins: number;
    created_time: number;
  };
  sessions: {
    token_hash: string;
    user_id: number;
    expires_at: number;
    created_time: number;
  };
  provider_accounts: {
    id: Generated<number>;
    account_no: string;
    provider: string;
    balance_fen: number;
    company_id: number | null;
    created_time: number;
  };
  user_accounts: {
    user_id: number;
    account_id: number;
    /** 1 when the user follows the account on the home dashboard. */
    followed: Generated<number>;
  };
  roles: {
    name: string;
    /** JSON array of permission strings; `*:*:*` passes every check. */
    permissions: string;
    created_time: number;
  };
  /** The routes a role other than admin may open: full paths; a path grants everything under it. */
  role_routes: {
    role: string;
    path: string;
  };
  /** Picture captchas: single use, answerable until expires_at; only a hash of the answer is kept. */
  captchas: {
    uuid: string;
    answer_hash: string;
    expires_at: number;
  };
  customers: {
    id: Generated<number>;
    name: string;
    created_time: number;
  };
  companies: {
    id: Generated<number>;
    customer_id: number;
    name: string;
    created_time: number;
  };
  /** Export files of the download centre, each owned by one user. */
  download_records: {
    id: Generated<number>;
    user_id: number;
    account_id: number | null;
    name: string;
    report: Generated<string>;
    begin_date: string | null;
    end_date: string | null;
    status: Generated<'pending' | 'processing' | 'ready' | 'failed'>;
    progress: Generated<number>;
    /** The name the user downloads the file as. */
    file_name: string;
    /** Path of the file under `<dataDir>/downloads`, once written. */
    file_path: string | null;
    size_bytes: Generated<number>;
    error: string | null;
    created_time: number;
    updated_time: number;
  };
  /** The message centre: one row per user and message; system notices go to every user. */
  user_messages: {
    id: Generated<number>;
    user_id: number;
    msg_type: number;
    introduce_cn: string;
    introduce_en: string;
    introduce_tw: string;
    is_read: Generated<number>;
    popup_count: Generated<number>;
    created_time: number;
  };
}
