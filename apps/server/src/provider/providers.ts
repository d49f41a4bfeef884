import type { ProviderName } from '@adconsole/api-client/contract';
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { accountClients } from './baidu/account-clients';
import type { ProviderCallOutcome } from './baidu/call-outcomes';
import { createRequestLimiter } from './baidu/client';
import { credentialsVault, type CredentialsVault } from './baidu/credentials';
import type { BaiduClient } from './baidu/protocol';
import { baiduAdEdits } from './baidu/ad-edits';
import { openBaiduReports } from './baidu/reports';
import { fetchPicture } from './baidu/picture-fetch';
import { baiduUploads } from './baidu/uploads';
import type { Provider, ProviderAccount } from './provider';
import { reportProgress, type ReportProgress } from './report-progress';

/** An account with the provider that serves it. */
export interface ServedAccount {
  account: ProviderAccount;
  provider: Provider;
  providerName: ProviderName;
}

/** What a connection test answers: the provider's name of the account and its balance. */
export interface AccountConnection {
  userName: string;
  balanceFen: number;
}

/**
 * The providers of the server (docs/baidu-provider.md): each provider account is served by the
 * one its row names, the sandbox or Baidu Marketing. The picture library stays on the sandbox: a library
 * picture belongs to a user, not to an account.
 */
export interface Providers {
  readonly sandbox: Provider;
  /** Seals the credentials a Baidu account is saved with, and opens them for its client. */
  readonly credentials: CredentialsVault;
  /** How far each report of the Baidu accounts is synchronised. */
  readonly progress: ReportProgress;
  /**
   * An account and its provider; its `position` is its place among the accounts of that provider. Read in
   * `db` when given (a transaction that has just written the account).
   */
  account(accountId: number, db?: Kysely<EntityDatabase>): Promise<ServedAccount>;
  /** Every account with its provider, by id. */
  accounts(): Promise<ServedAccount[]>;
  forAccount(accountId: number): Promise<Provider>;
  /** The client of a Baidu account, with its stored credentials; one per account, while they stay the same. */
  clientFor(account: ProviderAccount): Promise<BaiduClient>;
  /**
   * Asks the account's provider who the account is and what it holds: Baidu with the stored credentials (its
   * refusal is thrown); a sandbox account answers its own number and the balance the console shows.
   */
  testConnection(accountId: number): Promise<AccountConnection>;
}

export interface ProvidersOptions {
  entities: EntityStore;
  facts: FactStore;
  /** The sandbox provider (reports, uploads and the picture library). */
  sandbox: Provider;
  /** `BAIDU_API_BASE`: the provider's API, or the local fake's in tests. */
  baiduApiBase: string;
  /** `BAIDU_OAUTH_BASE`: Baidu's OAuth token exchange, or the local fake's in tests. */
  baiduOAuthBase: string;
  /**
   * `OUTBOUND_ALLOW_HOSTS`: hosts (`host:port`) a user's address may name although they are internal
   * (docs/operations.md#the-outbound-guard): the local fake's, in tests.
   */
  outboundAllowHosts: readonly string[];
  /** `SECRET_KEY`, the key of the credentials at rest; the data folder's own key when absent. */
  secretKey?: string;
  dataDir: string;
  /** Told how each call to Baidu ended: the server's metrics (docs/operations.md#metrics). */
  onBaiduCall?: (method: string, outcome: ProviderCallOutcome) => void;
  /** The server's log: where the key comes from (info), the Baidu clients' calls (debug; never a secret). */
  log: { info(line: string): void; debug(line: string): void };
}

export function createProviders(options: ProvidersOptions): Providers {
  const { entities, sandbox, log } = options;
  const db = entities.db;
  const credentials = credentialsVault({
    secretKey: options.secretKey,
    dataDir: options.dataDir,
    log: (line) => log.info(line),
  });
  const progress = reportProgress(db, Date.now);
  // Every client of the process shares the provider's request rate.
  const limiter = createRequestLimiter();
  const clientFor = accountClients({
    db,
    credentials,
    baseUrl: options.baiduApiBase,
    oauthBaseUrl: options.baiduOAuthBase,
    limiter,
    log: (line) => log.debug(line),
    onCall: options.onBaiduCall,
  });

  const baiduReports = openBaiduReports({ facts: options.facts, clientFor, progress });
  const baidu: Provider = {
    ...baiduReports,
    ...baiduUploads({
      clientFor,
      pictureContent: (picture) => fetchPicture(picture, options.outboundAllowHosts),
    }),
    syncPicture: sandbox.syncPicture,
    ...baiduAdEdits({ clientFor }),
  };
  const byName: Record<ProviderName, Provider> = { sandbox, baidu };

  async function accounts(): Promise<ServedAccount[]> {
    const rows = await db
      .selectFrom('provider_accounts')
      .select(['id', 'account_no', 'provider'])
      .orderBy('id')
      .execute();
    const counts = new Map<ProviderName, number>();
    return rows.map((row) => {
      const position = counts.get(row.provider) ?? 0;
      counts.set(row.provider, position + 1);
      return {
        account: { id: row.id, accountNo: row.account_no, position },
        provider: byName[row.provider],
        providerName: row.provider,
      };
    });
  }

  async function account(accountId: number, store = db): Promise<ServedAccount> {
    const row = await store
      .selectFrom('provider_accounts')
      .select(['id', 'account_no', 'provider'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const { position } = await store
      .selectFrom('provider_accounts')
      .select((eb) => eb.fn.countAll<number>().as('position'))
      .where('provider', '=', row.provider)
      .where('id', '<', accountId)
      .executeTakeFirstOrThrow();
    return {
      account: { id: row.id, accountNo: row.account_no, position: Number(position) },
      provider: byName[row.provider],
      providerName: row.provider,
    };
  }

  return {
    sandbox,
    credentials,
    progress,
    account,
    accounts,
    forAccount: async (accountId) => (await account(accountId)).provider,
    clientFor,
    async testConnection(accountId) {
      const served = await account(accountId);
      if (served.providerName === 'baidu') return baiduReports.testConnection(served.account);
      const { balance_fen } = await db
        .selectFrom('provider_accounts')
        .select('balance_fen')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      return { userName: served.account.accountNo, balanceFen: Number(balance_fen) };
    },
  };
}
