import type { Generated } from 'kysely';

/** The entity store's tables (DESIGN §3). Money is integer fen; times are epoch milliseconds. */
export interface EntityDatabase {
  users: {
    id: Generated<number>;
    user_name: string;
    password_hash: string;
    avatar: string;
    introduction: string;
    role: string;
    /** 1 cn, 2 en, 3 tw (spec §1). */
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
    created_time: number;
  };
  user_accounts: {
    user_id: number;
    account_id: number;
  };
}
