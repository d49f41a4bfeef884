/**
 * The Baidu client of each account, on the credentials stored for it (docs/baidu-provider.md).
 * Every process on the same entity store keeps its own clients: the stored credentials are where they meet.
 */
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../../stores/entity-schema';
import type { ProviderAccount } from '../provider';
import { tellingOutcomes, type ProviderCallOutcome } from './call-outcomes';
import { createBaiduClient, type RequestLimiter } from './client';
import type { CredentialsVault } from './credentials';
import type { BaiduClient } from './protocol';

export interface AccountClientsOptions {
  db: Kysely<EntityDatabase>;
  credentials: CredentialsVault;
  /** `BAIDU_API_BASE`. */
  baseUrl: string;
  /** `BAIDU_OAUTH_BASE`. */
  oauthBaseUrl: string;
  /** The process's request rate, shared by every client. */
  limiter: RequestLimiter;
  /** The clients' log lines (never a secret), with the account they are of. */
  log: (line: string) => void;
  /** Told how each call of the clients ended: the server's metrics (docs/operations.md#metrics). */
  onCall?: (method: string, outcome: ProviderCallOutcome) => void;
}

/** The client of a Baidu account, with its stored credentials; one per account, while they stay the same. */
export function accountClients(options: AccountClientsOptions) {
  const { db, credentials } = options;
  const clients = new Map<number, { sealed: string; client: BaiduClient }>();

  const storedSealed = async (accountId: number) =>
    (
      await db
        .selectFrom('provider_accounts')
        .select('credentials')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).credentials;

  return async function clientFor(account: ProviderAccount): Promise<BaiduClient> {
    const sealed = await storedSealed(account.id);
    if (!sealed) throw new Error(`provider account ${account.id} has no stored credentials`);
    const known = clients.get(account.id);
    if (known?.sealed === sealed) return known.client;
    // New credentials make a new client: an OAuth token of the old ones is not carried over.
    const opened = credentials.open(account.id, sealed);
    const plain = createBaiduClient({
      baseUrl: options.baseUrl,
      oauthBaseUrl: options.oauthBaseUrl,
      credentials: opened,
      limiter: options.limiter,
      log: (line) => options.log(`baidu account ${account.id}: ${line}`),
      // The provider hands out a new refresh token at each exchange and the old one stops working: the stored
      // credentials follow, so the next process start, and the other processes, can still exchange.
      onRefreshToken: async (refreshToken) => {
        const resealed = credentials.seal(account.id, { ...opened, refreshToken });
        await db
          .updateTable('provider_accounts')
          .set({ credentials: resealed })
          .where('id', '=', account.id)
          .execute();
        clients.set(account.id, { sealed: resealed, client });
      },
      // Another process may have exchanged the refresh token this client holds: the one it stored is taken.
      storedRefreshToken: async () => {
        const now = await storedSealed(account.id);
        const stored = now ? credentials.open(account.id, now) : undefined;
        return stored && 'refreshToken' in stored ? stored.refreshToken : undefined;
      },
    });
    const client = options.onCall ? tellingOutcomes(plain, options.onCall) : plain;
    clients.set(account.id, { sealed, client });
    return client;
  };
}
